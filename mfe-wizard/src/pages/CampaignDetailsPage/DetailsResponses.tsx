import { EuiBasicTable, EuiButton, EuiCallOut, EuiDescriptionList, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { formatCount, formatKarachiDate, formatKarachiDateTime, formatPkr } from '@rbt/web-kit';
import type { CampaignResponse, ResponseSummary } from '@rbt/contracts';
import { callbacksCsvUrl, useCampaignResponses } from '../../api/responses';
import { useCampaignCreatives } from '../../api/creatives';
import { PaidSection } from './PaidSections';
import { useWizT } from '../../messages';

type Day = ResponseSummary['days'][number];
type Hour = ResponseSummary['hours'][number];
type Callback = ResponseSummary['callbacks'][number];
/** "18-19" → "18:00-19:00", Karachi time as the booking's slots. */
const slotText = (s: string) => s.replace(/^(\d{2})-(\d{2})$/, '$1:00-$2:00');

/**
 * A paid campaign whose ads offer a press-1 response (the campaign's, or an added ad's own: docs/creatives.md):
 * responses, response rate, cost per response and SMS delivered per day (SMS still "sending" while the operator's
 * SMSC holds them back), plays and responses per hour of the day, and the callback list (with the ad each caller
 * heard, when there are several) and its CSV download.
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
  // The same list "Your ads" reads (one request): removed ads too, since their callers stay listed.
  const ads = useCampaignCreatives(campaignId, paid).data?.creatives ?? [];
  const offers = new Set([response, ...ads.map((a) => a.response)].flatMap((r) => (r ? [r.kind] : [])));
  const q = useCampaignResponses(campaignId, paid && offers.size > 0);
  if (!paid || offers.size === 0) return null;
  const s = q.data;
  // A callback without an ad named was heard after the campaign's own ad, as responses per ad count it.
  const adOf = (c: Callback) => t('wiz.adResults.adN', { n: ads.find((a) => a.id === c.creativeId)?.ordinal ?? 1 });
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
              ...(offers.has('sms')
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
              ...(offers.has('sms')
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
          {offers.has('callback') && (
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
                <EuiBasicTable<Callback>
                  compressed
                  data-testid="callback-list"
                  tableCaption={t('wiz.responses.callbacks')}
                  items={s.callbacks}
                  columns={[
                    { field: 'callerNumber', name: t('wiz.responses.caller') },
                    { field: 'at', name: t('wiz.responses.at'), render: (a: string) => formatKarachiDateTime(a) },
                    ...(ads.length > 1 ? [{ name: t('wiz.responses.ad'), render: adOf }] : []),
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
