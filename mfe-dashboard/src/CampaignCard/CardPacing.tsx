import { EuiSpacer, EuiText } from '@elastic/eui';
import { formatCount, formatPkr } from '@rbt/web-kit';
import { useCampaignPacing } from '../api/campaigns';
import { useDashT } from '../messages';

/** A live card's pacing in one line (the details page has the panel): state, played of due, and when behind the credit. */
export function CardPacing({ campaignId }: { campaignId: string }) {
  const t = useDashT();
  const p = useCampaignPacing(campaignId, true).data;
  if (!p?.pacing) return null;
  return (
    <>
      <EuiSpacer size="s" />
      <EuiText size="xs" data-testid="card-pacing" data-pacing={p.pacing}>
        <p>
          {t('dash.card.pacing.line', {
            state: t(`dash.card.pacing.${p.pacing}`),
            played: formatCount(p.playedPlays),
            due: formatCount(p.dueByNow),
          })}
        </p>
        {p.pacing === 'behind' && (
          <p>
            {t('dash.card.pacing.behindThen', {
              forecast: formatCount(p.forecastPlays),
              booked: formatCount(p.bookedPlays),
              amount: formatPkr(p.shortfallCreditPkr),
            })}
          </p>
        )}
      </EuiText>
    </>
  );
}
