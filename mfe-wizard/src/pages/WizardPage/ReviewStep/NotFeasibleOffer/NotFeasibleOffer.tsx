import { EuiButton, EuiCallOut, EuiSpacer } from '@elastic/eui';
import type { CampaignDraftPatch, NotFeasibleDetails } from '@rbt/contracts';
import { formatCount, formatPkr } from '@rbt/web-kit';
import { useWizT } from '../../../../messages';

/**
 * The refusal of a quote beyond what these hours can play (409 not_feasible), in the page's words, with its offer:
 * the plays that fit as the goal (priced by the server), or more days or hours on step 1.
 */
export function NotFeasibleOffer({
  refusal,
  update,
}: {
  refusal: NotFeasibleDetails;
  update(patch: CampaignDraftPatch): void;
}) {
  const t = useWizT();
  const plays = refusal.feasiblePlays;
  const total = refusal.feasibleTotalCost;
  return (
    <EuiCallOut
      color="warning"
      iconType="clock"
      title={t('wiz.feasible.title')}
      data-testid="not-feasible"
      role="alert"
    >
      <p>
        {plays > 0
          ? t('wiz.feasible.text', { asked: formatCount(refusal.requestedPlays), plays: formatCount(plays) })
          : t('wiz.feasible.none', { asked: formatCount(refusal.requestedPlays) })}
      </p>
      {plays > 0 && total !== null && (
        <>
          <p data-testid="what-fits">
            {t('wiz.feasible.offer', { plays: formatCount(plays), total: formatPkr(total) })}
          </p>
          <EuiSpacer size="s" />
          {/* A short label: a button does not wrap, and the figures cut to "PKR 85,8…" on a phone. */}
          <EuiButton
            size="s"
            onClick={() => update({ goalType: 'impressions', targetImpressions: plays, budget: null })}
            data-testid="buy-what-fits"
          >
            {t('wiz.feasible.buy')}
          </EuiButton>
        </>
      )}
    </EuiCallOut>
  );
}
