import { SummaryPanel } from '../../../components/SummaryPanel/SummaryPanel';
import type { CampaignDetail } from '@rbt/contracts';
import { formatKarachiDate } from '@rbt/web-kit';
import { inclusiveDays } from '../../../draft/draft-labels';
import { useWizT } from '../../../messages';
import { useNames } from '../../../messages/reference';

/** Spec §2 checkout campaign summary (name or "Untitled Campaign", objective, cities, gender, tier, duration, hours). */
export function CampaignSummary({ campaign }: { campaign: CampaignDetail }) {
  const t = useWizT();
  const names = useNames();
  const days = inclusiveDays(campaign);
  const duration =
    campaign.startDate && campaign.endDate
      ? t('wiz.summary.durationDates', {
          days,
          start: formatKarachiDate(campaign.startDate),
          end: formatKarachiDate(campaign.endDate),
        })
      : t('wiz.summary.durationValue', { days });
  return (
    <SummaryPanel
      level={2}
      testId="campaign-summary"
      title={t('wiz.summary.title')}
      items={[
        { title: t('wiz.summary.campaign'), description: campaign.name.trim() || t('wiz.review.untitled') },
        { title: t('wiz.review.objective'), description: names.objective(campaign.objective) },
        { title: t('wiz.summary.cities'), description: names.cityList(campaign.cities, 5) },
        { title: t('wiz.review.gender'), description: names.gender(campaign.gender) },
        { title: t('wiz.review.tier'), description: names.tier(campaign.valueTier) },
        { title: t('wiz.summary.duration'), description: duration },
        { title: t('wiz.summary.hours'), description: String(campaign.timeSlots.length) },
      ]}
    />
  );
}
