import { EuiButton, EuiFieldText, EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiSelect } from '@elastic/eui';
import type { AnalyticsCampaignRow } from '@rbt/contracts';
import { analyticsCsvUrl, proofOfPlayUrl, usePageLanguage } from '@rbt/web-kit';
import { useDashT } from '../messages';
import type { DateRange } from '../api/analytics';

/** A range whose start is after its end: the page asks nothing for it and says why at the start date. */
export const rangeIsReversed = (r: DateRange) => Boolean(r.from && r.to && r.from > r.to);

/**
 * The Analytics page's selection: one campaign or all, Karachi calendar days from and to (both optional, inclusive),
 * and the selected campaign's CSV for that range (a plain link: the browser streams it to disk with its own progress).
 */
export function AnalyticsFilters({
  campaigns,
  campaignId,
  onCampaign,
  range,
  onRange,
}: {
  campaigns: AnalyticsCampaignRow[];
  campaignId: string | null;
  onCampaign(id: string | null): void;
  range: DateRange;
  onRange(r: DateRange): void;
}) {
  const t = useDashT();
  const lang = usePageLanguage();
  const reversed = rangeIsReversed(range);
  const options = [
    { value: '', text: t('dash.analytics.all') },
    ...campaigns.map((c) => ({ value: c.id, text: c.name })),
  ];
  const day = (key: 'from' | 'to') => (e: React.ChangeEvent<HTMLInputElement>) =>
    onRange({ ...range, [key]: e.target.value || undefined });
  return (
    <EuiFlexGroup responsive wrap alignItems="flexEnd" gutterSize="m">
      <EuiFlexItem grow={false} style={{ minWidth: 260 }}>
        <EuiFormRow label={t('dash.common.campaign')}>
          <EuiSelect options={options} value={campaignId ?? ''} onChange={(e) => onCampaign(e.target.value || null)} />
        </EuiFormRow>
      </EuiFlexItem>
      <EuiFlexItem grow={false} style={{ minWidth: 160 }}>
        <EuiFormRow label={t('dash.analytics.from')} isInvalid={reversed} error={t('dash.analytics.rangeInvalid')}>
          <EuiFieldText type="date" value={range.from ?? ''} onChange={day('from')} isInvalid={reversed} />
        </EuiFormRow>
      </EuiFlexItem>
      <EuiFlexItem grow={false} style={{ minWidth: 160 }}>
        <EuiFormRow label={t('dash.analytics.to')}>
          <EuiFieldText type="date" value={range.to ?? ''} onChange={day('to')} isInvalid={reversed} />
        </EuiFormRow>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiFormRow hasEmptyLabelSpace helpText={campaignId ? undefined : t('dash.analytics.downloadHint')}>
          <EuiButton
            iconType="download"
            href={campaignId && !reversed ? analyticsCsvUrl(campaignId, range) : undefined}
            isDisabled={!campaignId || reversed}
            download
          >
            {t('dash.analytics.download')}
          </EuiButton>
        </EuiFormRow>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiFormRow hasEmptyLabelSpace>
          {/* The whole campaign, whatever the range: a proof states every play counted when it is issued. */}
          <EuiButton
            iconType="document"
            href={campaignId ? proofOfPlayUrl(campaignId, lang) : undefined}
            isDisabled={!campaignId}
            download
          >
            {t('dash.analytics.proof')}
          </EuiButton>
        </EuiFormRow>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
}
