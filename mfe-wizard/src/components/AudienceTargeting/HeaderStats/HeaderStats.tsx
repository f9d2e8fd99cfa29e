import { EuiBadge, EuiFlexGroup, EuiFlexItem, EuiStat } from '@elastic/eui';
import type { EstimateResponse } from '@rbt/contracts';
import type { EstimateStatus } from '../../../api/estimate';
import { ApiErrorCallOut, formatCountCompact, formatPkrCompact, formatPkrPerPlay } from '@rbt/web-kit';

export interface HeaderStatsProps {
  cityCount: number;
  /** The server's figures when they match the selection, else the local engine's preview. */
  server: EstimateResponse | undefined;
  preview: EstimateResponse | null;
  status: EstimateStatus;
  error: unknown;
  /** Asks the server again; offered when retrying may help (issue 28). */
  onRetry?: () => void;
}

const STATUS_BADGE: Record<Exclude<EstimateStatus, 'none'>, { color: string; text: string }> = {
  current: { color: 'success', text: 'Live estimate' },
  updating: { color: 'warning', text: 'Preview, updating…' },
  failed: { color: 'danger', text: 'Preview only' },
};

/**
 * Spec §2 header stats, shown when users are above 0. The server is the authority; while its answer is on the
 * way the engine's instant preview is shown and marked as such; a failed estimate says so.
 */
export function HeaderStats({ cityCount, server, preview, status, error, onRetry }: HeaderStatsProps) {
  const figures = status === 'current' ? server : (preview ?? server);
  if (status === 'none' || !figures || figures.targetedUsers <= 0) {
    return status === 'failed' ? <EstimateError error={error} onRetry={onRetry} /> : null;
  }
  const badge = STATUS_BADGE[status];
  const stats = [
    { title: formatCountCompact(figures.targetedUsers), description: 'Total Reach' },
    { title: String(cityCount), description: 'Cities' },
    {
      title: formatPkrPerPlay(figures.costPerGVA),
      description: 'Cost per Guaranteed Audio Ad (per play, before fee and VAT)',
    },
    { title: formatPkrCompact(figures.totalCost), description: 'Est. Budget (before fee and VAT)' },
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
        {badge.text}
      </EuiBadge>
      {status === 'failed' && <EstimateError error={error} onRetry={onRetry} />}
    </div>
  );
}

/** The server's refusal in plain words (apiErrorText), never its JSON (issue 28 item 5). */
function EstimateError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <ApiErrorCallOut error={error} onRetry={onRetry} title="Estimate unavailable" data-testid="estimate-error">
      The figures above are a local preview.
    </ApiErrorCallOut>
  );
}
