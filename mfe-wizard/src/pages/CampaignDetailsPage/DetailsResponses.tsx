import { EuiBasicTable, EuiButton, EuiCallOut, EuiDescriptionList, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { formatCount, formatKarachiDate, formatKarachiDateTime, formatPkr } from '@rbt/web-kit';
import type { CampaignResponse, ResponseSummary } from '@rbt/contracts';
import { callbacksCsvUrl, useCampaignResponses } from '../../api/responses';
import { PaidSection } from './PaidSections';
import { useWizT } from '../../messages';

type Day = ResponseSummary['days'][number];
type Hour = ResponseSummary['hours'][number];
/** "18-19" → "18:00-19:00", Karachi time as the booking's slots. */
const slotText = (s: string) => s.replace(/^(\d{2})-(\d{2})$/, '$1:00-$2:00');

/**
 * A paid campaign with a press-1 response: responses, response rate, cost per response and SMS delivered per day
 * (SMS still "sending" while the operator's SMSC holds them back), plays and responses per hour of the day, and the
 * callback list with its CSV download.
 */
export function DetailsResponses({
  campaignId,
  paid,
  response,
}: {
  campaignId: string;
  paid: boolean;
  response: CampaignResponse | null;
}) {
  const t = useWizT();
  const q = useCampaignResponses(campaignId, paid && response !== null);
  if (!paid || !response) return null;
  const s = q.data;
  return (
    <PaidSection testId="details-responses" title={t('wiz.responses.title')}>
      {q.isError && <EuiCallOut color="danger" size="s" title={t('wiz.responses.loadFailed')} />}
      {s && (
        <>
          <EuiDescriptionList
            compressed
            type="column"
            data-testid="responses-totals"
            listItems={[
              { title: t('wiz.responses.total'), description: formatCount(s.totals.responses) },
              { title: t('wiz.responses.rate'), description: `${s.totals.responseRatePct}%` },
              {
                title: t('wiz.responses.cost'),
                description: s.totals.costPerResponsePkr === null ? '—' : formatPkr(s.totals.costPerResponsePkr),
              },
              ...(response.kind === 'sms'
                ? [
                    { title: t('wiz.responses.delivered'), description: formatCount(s.totals.smsDelivered) },
                    { title: t('wiz.responses.sending'), description: formatCount(s.totals.smsSending) },
                  ]
                : []),
            ]}
          />
          <EuiSpacer size="s" />
          <EuiBasicTable<Day>
            compressed
            tableCaption={t('wiz.responses.title')}
            items={s.days}
            columns={[
              { field: 'date', name: t('wiz.responses.day'), render: (d: string) => formatKarachiDate(d) },
              { field: 'plays', name: t('wiz.responses.plays'), align: 'right', render: formatCount },
              { field: 'responses', name: t('wiz.responses.total'), align: 'right', render: formatCount },
              ...(response.kind === 'sms'
                ? [
                    {
                      field: 'smsDelivered' as const,
                      name: t('wiz.responses.delivered'),
                      align: 'right' as const,
                      render: formatCount,
                    },
                  ]
                : []),
            ]}
          />
          {(s.hours ?? []).length > 0 && (
            <>
              <EuiSpacer size="m" />
              <EuiBasicTable<Hour>
                compressed
                data-testid="responses-by-hour"
                tableCaption={t('wiz.responses.byHour')}
                items={s.hours ?? []}
                columns={[
                  { field: 'timeSlot', name: t('wiz.responses.hour'), render: slotText },
                  { field: 'plays', name: t('wiz.responses.plays'), align: 'right', render: formatCount },
                  { field: 'responses', name: t('wiz.responses.total'), align: 'right', render: formatCount },
                ]}
              />
            </>
          )}
          {response.kind === 'callback' && (
            <>
              <EuiSpacer size="m" />
              <EuiTitle size="xxs">
                <h3>{t('wiz.responses.callbacks')}</h3>
              </EuiTitle>
              {s.callbacks.length === 0 ? (
                <EuiText size="s" color="subdued">
                  <p>{t('wiz.responses.noCallbacks')}</p>
                </EuiText>
              ) : (
                <EuiBasicTable
                  compressed
                  data-testid="callback-list"
                  tableCaption={t('wiz.responses.callbacks')}
                  items={s.callbacks}
                  columns={[
                    { field: 'callerNumber', name: t('wiz.responses.caller') },
                    { field: 'at', name: t('wiz.responses.at'), render: (a: string) => formatKarachiDateTime(a) },
                  ]}
                />
              )}
              <EuiSpacer size="s" />
              <EuiButton size="s" iconType="download" href={callbacksCsvUrl(campaignId)} data-testid="callbacks-csv">
                {t('wiz.responses.download')}
              </EuiButton>
            </>
          )}
        </>
      )}
    </PaidSection>
  );
}
