import { useReviewTime } from '../../api/review-time';
import { useWizT } from '../../messages';

/** Up to 90 minutes in minutes; longer in whole hours. */
const HOURS_FROM_MINUTES = 90;

/**
 * How long review takes now, in a sentence: the median of the last 30 days' approvals, or the configured target when
 * there were too few. Nothing while it loads or when it cannot be had (no figure rather than an invented one).
 */
export function ReviewTimeText() {
  const t = useWizT();
  const q = useReviewTime();
  if (!q.data) return null;
  const { minutes, basis, windowDays } = q.data;
  const duration =
    minutes < HOURS_FROM_MINUTES
      ? t('wiz.cost.reviewMinutes', { n: Math.max(1, minutes) })
      : t('wiz.cost.reviewHours', { n: Math.round(minutes / 60) });
  return <span data-testid="review-time">{t('wiz.cost.reviewTime', { basis, days: windowDays, duration })}</span>;
}
