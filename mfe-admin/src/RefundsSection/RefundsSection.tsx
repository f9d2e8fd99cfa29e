import { useState } from 'react';
import { EuiBadge, EuiBasicTable, EuiSelect, EuiTitle, EuiSpacer, type EuiBasicTableColumn } from '@elastic/eui';
import { RefundState, type Refund } from '@rbt/contracts';
import { ApiErrorCallOut, formatKarachiDateTime, formatPkr } from '@rbt/web-kit';
import { useAdminRefunds } from '../api/refunds';
import { useAdminT, type AdminT } from '../messages';

// Failed refunds are money owed with nobody trying any more: an admin acts on them first, then on those still tried.
const RANK: Record<RefundState, number> = { failed: 0, pending: 1, requested: 1, refunded: 2, credited: 2 };
const COLOR: Record<RefundState, string> = {
  failed: 'danger',
  pending: 'warning',
  requested: 'default',
  refunded: 'success',
  credited: 'success',
};

/** Failed first, then those still being tried, then the done ones; each group newest first as listed. */
const refundsInOrder = (items: Refund[]) =>
  items
    .map((r, i) => ({ r, i }))
    .sort((a, b) => RANK[a.r.state] - RANK[b.r.state] || a.i - b.i)
    .map(({ r }) => r);

/** "JazzCash wallet", "Card (through JazzCash)", "Account credit". */
const destinationOf = (t: AdminT, r: Refund) =>
  r.destination === 'credit'
    ? t('admin.refunds.to.credit')
    : t(
        `admin.refunds.to.${r.provider === 'easypaisa' ? 'easypaisa' : 'jazzcash'}_${r.method === 'card' ? 'card' : 'wallet'}`,
      );

function columns(t: AdminT): EuiBasicTableColumn<Refund>[] {
  return [
    {
      field: 'state',
      name: t('admin.refunds.col.state'),
      render: (s: RefundState) => <EuiBadge color={COLOR[s]}>{t(`admin.refunds.state.${s}`)}</EuiBadge>,
    },
    { field: 'campaignName', name: t('admin.refunds.col.campaign') },
    { field: 'amountPkr', name: t('admin.refunds.col.amount'), render: (n: number) => formatPkr(n) },
    { name: t('admin.refunds.col.destination'), render: (r: Refund) => destinationOf(t, r) },
    { field: 'tries', name: t('admin.refunds.col.tries') },
    {
      name: t('admin.refunds.col.answer'),
      render: (r: Refund) =>
        r.providerCode ? `${r.providerCode}${r.providerMessage ? ` · ${r.providerMessage}` : ''}` : '—',
    },
    { field: 'updatedAt', name: t('admin.refunds.col.updated'), render: (at: string) => formatKarachiDateTime(at) },
  ];
}

/** Every refund with the provider's last answer, failed first; a state filter narrows the list. */
export function RefundsSection() {
  const t = useAdminT();
  const [state, setState] = useState<RefundState | null>(null);
  const refunds = useAdminRefunds(state);
  const options = [
    { value: '', text: t('admin.refunds.filter.all') },
    ...RefundState.options.map((s) => ({ value: s, text: t(`admin.refunds.state.${s}`) })),
  ];
  return (
    <section aria-labelledby="admin-refunds-title">
      <EuiTitle size="xs">
        <h3 id="admin-refunds-title">{t('admin.refunds.title')}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiSelect
        aria-label={t('admin.refunds.filter.label')}
        options={options}
        value={state ?? ''}
        onChange={(e) => setState(e.target.value ? (e.target.value as RefundState) : null)}
        compressed
      />
      <EuiSpacer size="s" />
      {refunds.isError && (
        <ApiErrorCallOut
          error={refunds.error}
          title={t('admin.refunds.failed')}
          onRetry={() => void refunds.refetch()}
        />
      )}
      <EuiBasicTable
        items={refundsInOrder(refunds.data ?? [])}
        columns={columns(t)}
        loading={refunds.isLoading}
        tableCaption={t('admin.refunds.caption')}
        noItemsMessage={t('admin.refunds.none')}
        data-testid="refunds-table"
      />
    </section>
  );
}
