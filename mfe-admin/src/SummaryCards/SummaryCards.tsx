import { EuiBadge, EuiFlexGrid, EuiFlexItem, EuiPanel, EuiProgress, EuiStat, EuiText, EuiTitle } from '@elastic/eui';
import { CampaignStatus, statusColour, statusLabel } from '@rbt/contracts';
import { useInvoices, useStatusCounts } from '../api/campaigns';
import { useCapacitySummary } from '../api/capacity';
import { formatCount, formatPercent, formatPkr } from '@rbt/web-kit';

/** Revenue is what was actually paid: the sum of invoice totals (the service lists at most the latest 200). */
function RevenueCard() {
  const invoices = useInvoices();
  const total = invoices.data?.reduce((t, i) => t + i.totalPkr, 0) ?? 0;
  const description = invoices.data?.length === 200 ? 'Revenue (latest 200 invoices)' : 'Revenue';
  return (
    <EuiPanel hasBorder data-testid="card-revenue">
      <EuiStat
        title={invoices.isError ? '—' : formatPkr(total)}
        description={description}
        isLoading={invoices.isPending}
        titleSize="m"
      />
      <EuiText size="xs" color="subdued">
        {invoices.isError ? 'Invoices could not be loaded' : `${invoices.data?.length ?? 0} paid invoices`}
      </EuiText>
    </EuiPanel>
  );
}

function CapacityTodayCard() {
  const summary = useCapacitySummary();
  const s = summary.data;
  return (
    <EuiPanel hasBorder data-testid="card-capacity">
      <EuiStat
        title={s ? formatPercent(s.utilisation) : '—'}
        description="Capacity Used Today"
        isLoading={summary.isPending}
        titleSize="m"
      />
      {s && <EuiProgress value={s.booked} max={Math.max(1, s.total)} size="s" color="primary" />}
      <EuiText size="xs" color="subdued">
        {summary.isError
          ? 'Capacity could not be loaded'
          : s
            ? `${formatCount(s.booked)} of ${formatCount(s.total)} impressions booked`
            : ' '}
      </EuiText>
    </EuiPanel>
  );
}

function StatusCountsCard() {
  const { counts, isError } = useStatusCounts();
  const total = Object.values(counts).reduce<number>((t, n) => t + (n ?? 0), 0);
  return (
    <EuiPanel hasBorder data-testid="card-statuses">
      <EuiTitle size="xxs">
        <h3>Campaigns by status ({formatCount(total)})</h3>
      </EuiTitle>
      {isError && (
        <EuiText size="xs" color="danger">
          Some counts could not be loaded
        </EuiText>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 }}>
        {CampaignStatus.options.map((s) => (
          <EuiBadge key={s} color={statusColour(s)} data-testid={`count-${s}`}>
            {statusLabel(s)}: {counts[s] ?? '…'}
          </EuiBadge>
        ))}
      </div>
    </EuiPanel>
  );
}

/** Summary cards of the admin page: counts by status, revenue, capacity used today. */
export function SummaryCards() {
  return (
    <EuiFlexGrid columns={3} gutterSize="m" responsive>
      <EuiFlexItem>
        <StatusCountsCard />
      </EuiFlexItem>
      <EuiFlexItem>
        <RevenueCard />
      </EuiFlexItem>
      <EuiFlexItem>
        <CapacityTodayCard />
      </EuiFlexItem>
    </EuiFlexGrid>
  );
}
