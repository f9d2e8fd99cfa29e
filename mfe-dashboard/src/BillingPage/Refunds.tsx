import {
  EuiBadge,
  EuiBasicTable,
  EuiCallOut,
  EuiSpacer,
  EuiText,
  EuiTitle,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { Refund } from '@rbt/contracts';
import { apiErrorText, formatKarachiDate, formatPkr } from '@rbt/web-kit';
import type { useRefunds } from '../api/refunds';
import { useDashT } from '../messages';

type T = ReturnType<typeof useDashT>;

/** Only what the provider confirmed reads as returned; a refund still being tried says so. */
const STATE_COLOUR: Record<Refund['state'], string> = {
  requested: 'default',
  pending: 'warning',
  refunded: 'success',
  credited: 'success',
  failed: 'danger',
};

/** "JazzCash wallet", "Account credit" (and why, when the source could not take it back). */
function whereTo(t: T, r: Refund): string {
  if (r.destination === 'credit')
    return r.creditBecause
      ? `${t('dash.refund.to.credit')} (${t(`dash.refund.because.${r.creditBecause}`)})`
      : t('dash.refund.to.credit');
  return t(
    `dash.refund.to.${r.provider === 'easypaisa' ? 'easypaisa' : 'jazzcash'}_${r.method === 'card' ? 'card' : 'wallet'}`,
  );
}

const columns = (t: T): EuiBasicTableColumn<Refund>[] => [
  { field: 'campaignName', name: t('dash.common.campaign') },
  { name: t('dash.refund.col.why'), render: (r: Refund) => t(`dash.refund.reason.${r.reason}`) },
  { name: t('dash.refund.col.to'), render: (r: Refund) => whereTo(t, r) },
  { field: 'createdAt', name: t('dash.common.issued'), render: (d: string) => formatKarachiDate(d) },
  {
    name: t('dash.common.status'),
    render: (r: Refund) => (
      <EuiBadge color={STATE_COLOUR[r.state]} data-testid="refund-state">
        {t(`dash.refund.state.${r.state}`)}
      </EuiBadge>
    ),
  },
  {
    field: 'amountPkr',
    name: t('dash.refund.col.amount'),
    align: 'right',
    render: (n: number) => <strong>{formatPkr(n)}</strong>,
  },
];

/** Billing's refunds: money returned to the wallet or card it came from, or kept as account credit. */
export function Refunds({ query }: { query: ReturnType<typeof useRefunds> }) {
  const t = useDashT();
  const { data, isPending, error } = query;
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="refunds-title" data-testid="refunds">
      <EuiTitle size="s">
        <h2 id="refunds-title">{t('dash.refund.title')}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      {error && <EuiCallOut color="danger" iconType="error" title={apiErrorText(error)} role="alert" />}
      {!isPending && !error && !items.length ? (
        <EuiText size="s" color="subdued">
          <p>{t('dash.refund.empty')}</p>
        </EuiText>
      ) : (
        !error && (
          <EuiBasicTable
            tableCaption={t('dash.refund.title')}
            items={items}
            columns={columns(t)}
            loading={isPending}
            rowHeader="campaignName"
          />
        )
      )}
    </section>
  );
}
