import { EuiBadge, EuiCallOut, EuiDescriptionList, EuiSpacer, EuiText } from '@elastic/eui';
import { formatCount, formatPkr } from '@rbt/web-kit';
import { PACING_TOLERANCE, ratePercent, type PacingState } from '@rbt/contracts';
import { useCampaignPacing } from '../../api/pacing';
import { PaidSection } from './PaidSections';
import { useWizT } from '../../messages';

const STATE_COLOR: Record<PacingState, string> = {
  not_started: 'hollow',
  on_track: 'success',
  ahead: 'primary',
  behind: 'warning',
  finished: 'default',
};

/** On track, behind or ahead of the even pace; when behind, what the product does about it and what it would credit. */
export function DetailsPacing({ campaignId, paid }: { campaignId: string; paid: boolean }) {
  const t = useWizT();
  const q = useCampaignPacing(campaignId, paid);
  const p = q.data;
  if (!paid || (p && p.pacing === null)) return null;
  return (
    <PaidSection testId="details-pacing" title={t('wiz.pacing.title')}>
      {q.isError && <EuiCallOut color="danger" size="s" title={t('wiz.pacing.loadFailed')} />}
      {p?.pacing && (
        <>
          <EuiSpacer size="s" />
          <EuiBadge color={STATE_COLOR[p.pacing]} data-testid="pacing-state">
            {t(`wiz.pacing.state.${p.pacing}`)}
          </EuiBadge>
          <EuiSpacer size="s" />
          <EuiDescriptionList
            compressed
            type="column"
            listItems={[
              { title: t('wiz.pacing.due'), description: formatCount(p.dueByNow) },
              { title: t('wiz.pacing.played'), description: formatCount(p.playedPlays) },
              {
                title: t('wiz.pacing.forecast'),
                description: t('wiz.pacing.forecastOf', {
                  forecast: formatCount(p.forecastPlays),
                  booked: formatCount(p.bookedPlays),
                }),
              },
            ]}
          />
          <EuiSpacer size="s" />
          {p.pacing === 'behind' ? (
            <EuiCallOut color="warning" size="s" data-testid="pacing-behind">
              <p>{t('wiz.pacing.catchUp')}</p>
              {p.shortfallPlays > 0 && (
                <p>
                  {t('wiz.pacing.credit', {
                    plays: formatCount(p.shortfallPlays),
                    amount: formatPkr(p.shortfallCreditPkr),
                  })}
                </p>
              )}
            </EuiCallOut>
          ) : (
            <EuiText size="xs" color="subdued">
              <p>{t('wiz.pacing.onPace', { tolerance: ratePercent(PACING_TOLERANCE) })}</p>
            </EuiText>
          )}
        </>
      )}
    </PaidSection>
  );
}
