import { lazy, Suspense, useState } from 'react';
import {
  EuiBasicTable,
  EuiCallOut,
  EuiEmptyPrompt,
  EuiFlexGroup,
  EuiFlexItem,
  EuiLoadingChart,
  EuiPanel,
  EuiProgress,
  EuiSpacer,
  EuiStat,
  EuiText,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { AnalyticsCampaignRow, AnalyticsResponse, CampaignStatus } from '@rbt/contracts';
import {
  apiErrorText,
  formatCount,
  formatCountCompact,
  formatKarachiDateTime,
  formatKarachiTime,
  formatPkr,
  PageFrame,
  useLabels,
  type Labels,
} from '@rbt/web-kit';
import { useDashT } from '../messages';
import { useAnalytics, type DateRange } from '../api/analytics';
import { AnalyticsFilters, rangeIsReversed } from './AnalyticsFilters';
import { percent } from './labels';
import { ChartsBoundary } from './ChartsBoundary';

// The charts library is only downloaded when this page has something to draw.
const AnalyticsCharts = lazy(() => import(/* webpackChunkName: "analytics-charts" */ './AnalyticsCharts'));

type T = ReturnType<typeof useDashT>;

const columns = (t: T, labels: Labels): EuiBasicTableColumn<AnalyticsCampaignRow>[] => [
  { field: 'name', name: t('dash.common.campaign') },
  {
    field: 'status',
    name: t('dash.common.status'),
    render: (s: string) => labels.status(s as CampaignStatus),
  },
  { field: 'impressions', name: t('dash.common.impressions'), align: 'right', render: (n: number) => formatCount(n) },
  { field: 'uniqueReach', name: t('dash.analytics.reach'), align: 'right', render: (n: number) => formatCount(n) },
  { field: 'frequency', name: t('dash.analytics.frequency'), align: 'right' },
  { field: 'spendPkr', name: t('dash.common.spend'), align: 'right', render: (n: number) => formatPkr(n) },
  {
    name: t('dash.analytics.completion'),
    render: (r: AnalyticsCampaignRow) => (
      <div style={{ width: '100%' }}>
        <EuiText size="xs">
          {t('dash.analytics.completionOf', {
            percent: percent(r.completionPct),
            expected: formatCount(r.expectedImpressions),
          })}
        </EuiText>
        <EuiProgress
          value={Math.min(100, r.completionPct ?? 0)}
          max={100}
          size="s"
          color="success"
          aria-label={t('dash.analytics.completionAria', { name: r.name })}
        />
      </div>
    ),
  },
];

function Kpis({ data, loading }: { data?: AnalyticsResponse; loading: boolean }) {
  const t = useDashT();
  const s = data?.totals;
  const kpis: [string, string][] = [
    [t('dash.common.impressions'), s ? formatCountCompact(s.impressions) : '—'],
    [t('dash.analytics.reachError', { error: s?.reachErrorPct ?? 0.81 }), s ? formatCountCompact(s.uniqueReach) : '—'],
    [t('dash.analytics.frequency'), s ? s.frequency.toFixed(2) : '—'],
    [t('dash.common.spend'), s ? formatPkr(s.spendPkr) : '—'],
    [t('dash.analytics.completion'), s ? percent(s.completionPct) : '—'],
    [t('dash.analytics.listenThrough'), s ? percent(s.listening.listenThroughPct) : '—'],
  ];
  return (
    <EuiFlexGroup responsive wrap gutterSize="m">
      {kpis.map(([label, value]) => (
        <EuiFlexItem key={label} style={{ minWidth: 150 }}>
          <EuiPanel hasBorder data-testid="analytics-kpi">
            <EuiStat title={value} description={label} titleSize="s" isLoading={loading} />
          </EuiPanel>
        </EuiFlexItem>
      ))}
    </EuiFlexGroup>
  );
}

/** /analytics: delivered impressions, reach, frequency, spend and completion, in total or per campaign, refreshed while open. */
export function AnalyticsPage() {
  const t = useDashT();
  const labels = useLabels();
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [range, setRange] = useState<DateRange>({});
  // The campaign picker lists every paid campaign, whatever the range; a reversed range asks for nothing new.
  const all = useAnalytics(null);
  const asked = rangeIsReversed(range) ? {} : range;
  const selected = useAnalytics(campaignId, asked);
  const { data, error, isPending, dataUpdatedAt } = campaignId || asked.from || asked.to ? selected : all;
  const nothingYet = data && data.totals.impressions === 0;
  return (
    <PageFrame title={t('dash.analytics.title')}>
      <EuiFlexGroup responsive alignItems="flexEnd" justifyContent="spaceBetween" gutterSize="m">
        <EuiFlexItem grow={false}>
          <AnalyticsFilters
            campaigns={all.data?.campaigns ?? []}
            campaignId={campaignId}
            onCampaign={setCampaignId}
            range={range}
            onRange={setRange}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiText size="xs" color="subdued" aria-live="polite">
            {dataUpdatedAt
              ? t('dash.analytics.updated', { time: formatKarachiTime(dataUpdatedAt) })
              : t('dash.analytics.loading')}
            {data?.totals.lastDeliveryAt &&
              t('dash.analytics.lastPlay', { at: formatKarachiDateTime(data.totals.lastDeliveryAt) })}
          </EuiText>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      {error && (
        <>
          <EuiCallOut color="danger" iconType="error" title={t('dash.analytics.failed')} role="alert">
            <p>
              {apiErrorText(error)}
              {data ? t('dash.analytics.stale') : ''}
            </p>
          </EuiCallOut>
          <EuiSpacer size="m" />
        </>
      )}
      <Kpis data={data} loading={isPending && !error} />
      <EuiSpacer size="l" />
      {nothingYet && (
        <EuiEmptyPrompt
          iconType="chartBarVertical"
          title={<h3>{t('dash.analytics.nothing')}</h3>}
          body={<p>{t(data.campaigns.length ? 'dash.analytics.nothingLive' : 'dash.analytics.nothingPaid')}</p>}
        />
      )}
      {data && !nothingYet && (
        <ChartsBoundary>
          <Suspense
            fallback={
              <EuiFlexGroup justifyContent="center">
                <EuiLoadingChart size="xl" aria-label={t('dash.analytics.loadingCharts')} />
              </EuiFlexGroup>
            }
          >
            <AnalyticsCharts data={data} />
          </Suspense>
        </ChartsBoundary>
      )}
      {data && data.campaigns.length > 0 && (
        <>
          <EuiSpacer size="l" />
          <EuiBasicTable
            tableCaption={t('dash.analytics.caption')}
            items={data.campaigns}
            columns={columns(t, labels)}
            rowHeader="name"
          />
        </>
      )}
    </PageFrame>
  );
}
