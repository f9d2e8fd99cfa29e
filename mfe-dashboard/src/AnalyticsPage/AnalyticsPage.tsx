import { lazy, Suspense, useState } from 'react';
import {
  EuiBasicTable,
  EuiCallOut,
  EuiEmptyPrompt,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiLoadingChart,
  EuiPanel,
  EuiProgress,
  EuiSelect,
  EuiSpacer,
  EuiStat,
  EuiText,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import { statusLabel, type AnalyticsCampaignRow, type AnalyticsResponse } from '@rbt/contracts';
import { apiErrorText, formatCountCompact, formatKarachiDateTime, formatPkr, PageFrame } from '@rbt/web-kit';
import { useAnalytics } from '../api/analytics';
import { percent } from './labels';
import { ChartsBoundary } from './ChartsBoundary';

// The charts library is only downloaded when this page has something to draw.
const AnalyticsCharts = lazy(() => import(/* webpackChunkName: "analytics-charts" */ './AnalyticsCharts'));

const columns: EuiBasicTableColumn<AnalyticsCampaignRow>[] = [
  { field: 'name', name: 'Campaign' },
  { field: 'status', name: 'Status', render: (s: string) => statusLabel(s as never) },
  { field: 'impressions', name: 'Impressions', align: 'right', render: (n: number) => n.toLocaleString('en-PK') },
  { field: 'uniqueReach', name: 'Unique reach', align: 'right', render: (n: number) => n.toLocaleString('en-PK') },
  { field: 'frequency', name: 'Frequency', align: 'right' },
  { field: 'spendPkr', name: 'Spend', align: 'right', render: (n: number) => formatPkr(n) },
  {
    name: 'Completion',
    render: (r: AnalyticsCampaignRow) => (
      <div style={{ width: '100%' }}>
        <EuiText size="xs">
          {percent(r.completionPct)} of {r.expectedImpressions.toLocaleString('en-PK')}
        </EuiText>
        <EuiProgress
          value={Math.min(100, r.completionPct ?? 0)}
          max={100}
          size="s"
          color="success"
          aria-label={`Completion of ${r.name}`}
        />
      </div>
    ),
  },
];

function Kpis({ data, loading }: { data?: AnalyticsResponse; loading: boolean }) {
  const t = data?.totals;
  const kpis: [string, string][] = [
    ['Impressions', t ? formatCountCompact(t.impressions) : '—'],
    [`Unique reach (±${t?.reachErrorPct ?? 0.81} %)`, t ? formatCountCompact(t.uniqueReach) : '—'],
    ['Frequency', t ? t.frequency.toFixed(2) : '—'],
    ['Spend', t ? formatPkr(t.spendPkr) : '—'],
    ['Completion', t ? percent(t.completionPct) : '—'],
    ['Listen-through', t ? percent(t.listening.listenThroughPct) : '—'],
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
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const all = useAnalytics(null);
  const selected = useAnalytics(campaignId);
  const { data, error, isPending, dataUpdatedAt } = campaignId ? selected : all;
  const options = [
    { value: '', text: 'All campaigns' },
    ...(all.data?.campaigns ?? []).map((c) => ({ value: c.id, text: c.name })),
  ];
  const nothingYet = data && data.totals.impressions === 0;
  return (
    <PageFrame title="Analytics">
      <EuiFlexGroup responsive alignItems="flexEnd" justifyContent="spaceBetween" gutterSize="m">
        <EuiFlexItem grow={false} style={{ minWidth: 260 }}>
          <EuiFormRow label="Campaign">
            <EuiSelect
              options={options}
              value={campaignId ?? ''}
              onChange={(e) => setCampaignId(e.target.value || null)}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiText size="xs" color="subdued" aria-live="polite">
            {dataUpdatedAt
              ? `Updated ${new Date(dataUpdatedAt).toLocaleTimeString('en-PK')} · refreshes every 5 seconds`
              : 'Loading…'}
            {data?.totals.lastDeliveryAt &&
              ` · last play counted at ${formatKarachiDateTime(data.totals.lastDeliveryAt)}`}
          </EuiText>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      {error && (
        <>
          <EuiCallOut color="danger" iconType="error" title="Could not load analytics" role="alert">
            <p>
              {apiErrorText(error)}
              {data ? ' Showing the last figures received.' : ''}
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
          title={<h3>Nothing delivered yet</h3>}
          body={
            <p>
              {data.campaigns.length
                ? 'Figures appear here as soon as a live campaign starts playing.'
                : 'Analytics start once a campaign is paid, approved and live.'}
            </p>
          }
        />
      )}
      {data && !nothingYet && (
        <ChartsBoundary>
          <Suspense
            fallback={
              <EuiFlexGroup justifyContent="center">
                <EuiLoadingChart size="xl" aria-label="Loading charts" />
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
          <EuiBasicTable tableCaption="Campaign delivery" items={data.campaigns} columns={columns} rowHeader="name" />
        </>
      )}
    </PageFrame>
  );
}
