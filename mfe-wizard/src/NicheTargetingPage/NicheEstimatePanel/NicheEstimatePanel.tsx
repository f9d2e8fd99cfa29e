import { EuiBadge, EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiPanel, EuiSpacer, EuiStat, EuiText, EuiTitle } from '@elastic/eui';
import type { NicheEstimate } from '../../api/niche-estimate';
import { formatCountCompact, formatPkrCompact, formatPkrPerPlay } from '@rbt/web-kit';

const STATUS = {
  current: { color: 'success', text: 'Live estimate' },
  updating: { color: 'warning', text: 'Updating…' },
  failed: { color: 'danger', text: 'Estimate unavailable' },
} as const;

const TARGET_LABEL: Record<string, string> = { device: 'Device', geoMicro: 'Areas', interest: 'Interests' };

/** Live estimate panel: audience from the server, price per impression from the niche model, cost = both. */
export function NicheEstimatePanel({ estimate }: { estimate: NicheEstimate }) {
  const { quote, reach, status, error, cityCount } = estimate;
  const targets = (quote.inputs.premiumTargets as string[] | undefined) ?? [];
  const reachKnown = reach !== null && status === 'current';
  return (
    <EuiPanel hasBorder paddingSize="m" data-testid="niche-estimate" data-estimate-status={status}>
      <EuiFlexGroup justifyContent="spaceBetween" alignItems="center" responsive={false}>
        <EuiFlexItem grow={false}><EuiTitle size="xs"><h2>Live Estimate</h2></EuiTitle></EuiFlexItem>
        {status !== 'none' && <EuiFlexItem grow={false}><EuiBadge color={STATUS[status].color}>{STATUS[status].text}</EuiBadge></EuiFlexItem>}
      </EuiFlexGroup>
      <EuiSpacer size="s" />
      <EuiFlexGroup gutterSize="m" wrap responsive={false}>
        <EuiFlexItem style={{ minWidth: 120 }}>
          <EuiStat titleSize="s" description="Estimated Reach" title={reach === null ? '—' : formatCountCompact(reach)} isLoading={status === 'updating' && reach === null} />
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 120 }}>
          <EuiStat titleSize="s" description="Price per Impression" title={formatPkrPerPlay(quote.unitPrice)} data-testid="niche-unit-price" />
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 120 }}>
          <EuiStat titleSize="s" description="Estimated Cost" title={reachKnown && reach > 0 ? formatPkrCompact(quote.total) : '—'} />
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="s" />
      <EuiText size="xs" color="subdued">
        <p>
          Premium targets: {targets.length ? targets.map((t) => TARGET_LABEL[t] ?? t).join(', ') : 'none'}
          {targets.length >= 2 && ' (stacked ×1.25)'}.{' '}
          {cityCount === 0 ? 'Select a city to see the audience.' : `Audience of ${cityCount} ${cityCount === 1 ? 'city' : 'cities'}.`}
        </p>
      </EuiText>
      {status === 'failed' && (
        <EuiCallOut size="s" color="danger" iconType="warning" title="Estimate unavailable" data-testid="estimate-error">
          <p>{error instanceof Error ? error.message : 'Unknown error'}</p>
        </EuiCallOut>
      )}
    </EuiPanel>
  );
}
