import { EuiBadge, EuiFlexGrid, EuiFlexItem, EuiPanel, EuiProgress, EuiStat, EuiText, EuiTitle } from '@elastic/eui';
import { CampaignStatus, statusColour } from '@rbt/contracts';
import { useInvoices, useStatusCounts } from '../api/campaigns';
import { useCapacitySummary } from '../api/capacity';
import { formatCount, formatPercent, formatPkr, useLabels } from '@rbt/web-kit';
import { useAdminT } from '../messages';

/** No figure (the call failed): a dash rather than a misleading 0. */
const NO_FIGURE = '—';
// Keeps the line's height while the capacity loads.
const BLANK = '\u00a0';

/** Revenue is what was actually paid: the sum of invoice totals (the service lists at most the latest 200). */
function RevenueCard() {
  const t = useAdminT();
  const invoices = useInvoices();
  const total = invoices.data?.reduce((t, i) => t + i.totalPkr, 0) ?? 0;
  const description = t(invoices.data?.length === 200 ? 'admin.cards.revenueLatest' : 'admin.cards.revenue');
  return (
    <EuiPanel hasBorder data-testid="card-revenue">
      <EuiStat
        title={invoices.isError ? NO_FIGURE : formatPkr(total)}
        description={description}
        isLoading={invoices.isPending}
        titleSize="m"
      />
      <EuiText size="xs" color="subdued">
        {invoices.isError
          ? t('admin.cards.invoicesFailed')
          : t('admin.cards.paidInvoices', { count: formatCount(invoices.data?.length ?? 0) })}
      </EuiText>
    </EuiPanel>
  );
}

function CapacityTodayCard() {
  const t = useAdminT();
  const summary = useCapacitySummary();
  const s = summary.data;
  return (
    <EuiPanel hasBorder data-testid="card-capacity">
      <EuiStat
        title={s ? formatPercent(s.utilisation) : NO_FIGURE}
        description={t('admin.cards.capacityToday')}
        isLoading={summary.isPending}
        titleSize="m"
      />
      {s && <EuiProgress value={s.booked} max={Math.max(1, s.total)} size="s" color="primary" />}
      <EuiText size="xs" color="subdued">
        {summary.isError
          ? t('admin.cards.capacityFailed')
          : s
            ? t('admin.cards.booked', { booked: formatCount(s.booked), total: formatCount(s.total) })
            : BLANK}
      </EuiText>
    </EuiPanel>
  );
}

function StatusCountsCard() {
  const t = useAdminT();
  const labels = useLabels();
  const { counts, isError } = useStatusCounts();
  const total = Object.values(counts).reduce<number>((t, n) => t + (n ?? 0), 0);
  return (
    <EuiPanel hasBorder data-testid="card-statuses">
      <EuiTitle size="xxs">
        <h3>{t('admin.cards.byStatus', { total: formatCount(total) })}</h3>
      </EuiTitle>
      {isError && (
        <EuiText size="xs" color="danger">
          {t('admin.cards.countsFailed')}
        </EuiText>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 }}>
        {CampaignStatus.options.map((s) => (
          <EuiBadge key={s} color={statusColour(s)} data-testid={`count-${s}`}>
            {t('admin.cards.count', { status: labels.status(s), count: counts[s] ?? '…' })}
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
