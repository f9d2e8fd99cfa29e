import { useState } from 'react';
import {
  EuiBadge,
  EuiBasicTable,
  EuiButton,
  EuiCallOut,
  EuiFlexGroup,
  EuiFlexItem,
  EuiSpacer,
  EuiSwitch,
  EuiText,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { ReconciliationReport, ReconciliationRow } from '@rbt/contracts';
import { ApiErrorCallOut, formatKarachiDateTime, formatPkr } from '@rbt/web-kit';
import { useReconciliation, useRunReconciliation } from '../api/reconciliation';
import { useAdminT, type AdminT } from '../messages';
import { RefundsSection } from '../RefundsSection/RefundsSection';

const pkrOrDash = (n: number | null) => (n === null ? '—' : formatPkr(n));
// Ours (payment states, an issued invoice) and the provider's as reconciliation words them.
const STATES = new Set([
  ...['created', 'redirected', 'pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded', 'partially_refunded'],
  ...['issued', 'unknown', 'unreachable', 'none', 'requested', 'credited', 'missing'],
]);
/** A state in the admin's words; one we have no words for (a provider's new one) is shown as it came. */
const stateIn = (t: AdminT, s: string) => (STATES.has(s) ? t(`admin.recon.state.${s}` as Parameters<AdminT>[0]) : s);
const PROVIDERS = new Set(['jazzcash', 'easypaisa', 'bank_transfer', 'account_credit', 'none']);
/** A provider by its name (an invoice without a payment has `none`); an unknown one as it came. */
const providerIn = (t: AdminT, p: string) =>
  PROVIDERS.has(p) ? t(`admin.recon.provider.${p}` as Parameters<AdminT>[0]) : p;

function columns(t: AdminT): EuiBasicTableColumn<ReconciliationRow>[] {
  return [
    {
      field: 'kind',
      name: t('admin.recon.col.kind'),
      render: (k: ReconciliationRow['kind']) => t(`admin.recon.kind.${k}`),
    },
    { field: 'reference', name: t('admin.recon.col.reference'), render: (r: string) => <code>{r}</code> },
    { field: 'provider', name: t('admin.recon.col.provider'), render: (p: string) => providerIn(t, p) },
    { field: 'ourState', name: t('admin.recon.col.ours'), render: (s: string) => stateIn(t, s) },
    { field: 'ourAmountPkr', name: t('admin.recon.col.ourAmount'), render: pkrOrDash },
    {
      name: t('admin.recon.col.theirs'),
      render: (r: ReconciliationRow) =>
        r.providerCode ? `${stateIn(t, r.providerState)} (${r.providerCode})` : stateIn(t, r.providerState),
    },
    { field: 'providerAmountPkr', name: t('admin.recon.col.theirAmount'), render: pkrOrDash },
    {
      name: t('admin.recon.col.result'),
      render: (r: ReconciliationRow) =>
        r.mismatch ? (
          <EuiBadge color="danger">{t(`admin.recon.mismatch.${r.mismatch}`)}</EuiBadge>
        ) : r.providerState === 'unreachable' ? (
          <EuiBadge color="warning">{t('admin.recon.unchecked')}</EuiBadge>
        ) : (
          <EuiBadge color="success">{t('admin.recon.agrees')}</EuiBadge>
        ),
    },
    { field: 'note', name: t('admin.recon.col.note'), render: (n: string | null) => n ?? '' },
  ];
}

function Summary({ report, t }: { report: ReconciliationReport; t: AdminT }) {
  const values = {
    at: formatKarachiDateTime(report.finishedAt),
    checked: report.checked,
    mismatches: report.mismatches,
    unchecked: report.unchecked,
  };
  return (
    <EuiCallOut
      data-testid="reconciliation-summary"
      color={report.mismatches ? 'danger' : report.unchecked ? 'warning' : 'success'}
      iconType={report.mismatches ? 'alert' : 'check'}
      title={t(report.mismatches ? 'admin.recon.summary.mismatches' : 'admin.recon.summary.clean', values)}
    >
      {report.unchecked > 0 && <p>{t('admin.recon.summary.detail', values)}</p>}
    </EuiCallOut>
  );
}

/**
 * Reconciliation tab: every payment, invoice and refund beside the provider's word, mismatches first; run now on
 * demand. The refunds themselves are listed below it.
 */
export function ReconciliationTab() {
  const t = useAdminT();
  const report = useReconciliation();
  const run = useRunReconciliation();
  const [all, setAll] = useState(false);
  const rows = report.data?.rows ?? [];
  const shown = all ? rows : rows.filter((r) => r.mismatch || r.providerState === 'unreachable');
  return (
    <>
      <EuiFlexGroup alignItems="center" wrap responsive={false}>
        <EuiFlexItem grow>
          <EuiText size="s" color="subdued">
            <p>{t('admin.recon.help')}</p>
          </EuiText>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton iconType="refresh" onClick={() => run.mutate()} isLoading={run.isPending}>
            {t('admin.recon.run')}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      {run.isError && <ApiErrorCallOut error={run.error} title={t('admin.recon.runFailed')} />}
      {report.isError && (
        <ApiErrorCallOut error={report.error} title={t('admin.recon.failed')} onRetry={() => void report.refetch()} />
      )}
      {report.data === null && <EuiText>{t('admin.recon.none')}</EuiText>}
      {report.data && (
        <>
          <Summary report={report.data} t={t} />
          <EuiSpacer size="m" />
          <EuiSwitch label={t('admin.recon.showAll')} checked={all} onChange={(e) => setAll(e.target.checked)} />
          <EuiSpacer size="s" />
          <EuiBasicTable
            items={shown}
            columns={columns(t)}
            tableCaption={t('admin.recon.caption')}
            noItemsMessage={t('admin.recon.nothingToShow')}
            data-testid="reconciliation-table"
          />
        </>
      )}
      <EuiSpacer size="l" />
      <RefundsSection />
    </>
  );
}
