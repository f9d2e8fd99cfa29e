import { EuiBadge, EuiFlexGroup, EuiFlexItem, EuiStat } from '@elastic/eui';
import type { EstimateResponse } from '@rbt/contracts';
import type { EstimateStatus } from '../../../api/estimate';
import { ApiErrorCallOut, formatCountCompact, formatPkrCompact, formatPkrPerPlay } from '@rbt/web-kit';
import { useWizT, type WizMessageId } from '../../../messages';

export interface HeaderStatsProps {
  cityCount: number;
  /** The server's figures when they match the selection, else the local engine's preview. */
  server: EstimateResponse | undefined;
  preview: EstimateResponse | null;
  status: EstimateStatus;
  error: unknown;
  /** Asks the server again; offered when retrying may help. */
  onRetry?: () => void;
  /** The goal is outside its limits: no budget is planned, so none is shown (the goal field says why). */
  noPlan?: boolean;
}

const STATUS_BADGE: Record<Exclude<EstimateStatus, 'none'>, { color: string; text: WizMessageId }> = {
  current: { color: 'success', text: 'wiz.stats.live' },
  updating: { color: 'warning', text: 'wiz.stats.updating' },
  failed: { color: 'danger', text: 'wiz.stats.previewOnly' },
};

/**
 * Spec §2 header stats, shown when users are above 0. The server is the authority; while its answer is on the
 * way the engine's instant preview is shown and marked as such; a failed estimate says so.
 */
export function HeaderStats({ cityCount, server, preview, status, error, onRetry, noPlan }: HeaderStatsProps) {
  const t = useWizT();
  const figures = status === 'current' ? server : (preview ?? server);
  if (status === 'none' || !figures || figures.targetedUsers <= 0) {
    return status === 'failed' ? <EstimateError error={error} onRetry={onRetry} /> : null;
  }
  const badge = STATUS_BADGE[status];
  const stats = [
    { title: formatCountCompact(figures.targetedUsers), description: t('wiz.stats.reach') },
    { title: String(cityCount), description: t('wiz.stats.cities') },
    { title: formatPkrPerPlay(figures.costPerGVA), description: t('wiz.stats.costPerPlay') },
    ...(noPlan ? [] : [{ title: formatPkrCompact(figures.totalCost), description: t('wiz.stats.budget') }]),
  ];
  return (
    <div data-testid="header-stats" data-estimate-status={status}>
      <EuiFlexGroup gutterSize="m" wrap responsive={false}>
        {stats.map(({ title, description }) => (
          <EuiFlexItem key={description} style={{ minWidth: 130 }}>
            <EuiStat title={title} description={description} titleSize="s" />
          </EuiFlexItem>
        ))}
      </EuiFlexGroup>
      <EuiBadge color={badge.color} data-testid="estimate-status">
        {t(badge.text)}
      </EuiBadge>
      {status === 'failed' && <EstimateError error={error} onRetry={onRetry} />}
    </div>
  );
}

/** The server's refusal in plain words (apiErrorText), never its JSON. */
function EstimateError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useWizT();
  return (
    <ApiErrorCallOut error={error} onRetry={onRetry} title={t('wiz.stats.errorTitle')} data-testid="estimate-error">
      {t('wiz.stats.errorText')}
    </ApiErrorCallOut>
  );
}
