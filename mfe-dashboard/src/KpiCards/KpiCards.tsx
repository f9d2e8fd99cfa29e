import { EuiFlexGrid, EuiFlexItem, EuiPanel, EuiSpacer, EuiStat, EuiText } from '@elastic/eui';
import { useDashboardStats } from '../api/campaigns';
import { formatCountCompact, formatKarachiDateTime, formatPkr } from '@rbt/web-kit';
import { useDashT } from '../messages';

/** Spec §2 four KPI cards, with the caller's real figures instead of the spec's placeholders. */
export function KpiCards() {
  const t = useDashT();
  const { data, isPending, isError } = useDashboardStats();
  // A failed figure shows a dash rather than a misleading 0.
  const show = (f: (s: NonNullable<typeof data>) => string) => (data ? f(data) : '—');
  const cards = [
    { title: t('dash.kpi.active'), value: show((s) => String(s.activeCampaigns)) },
    { title: t('dash.kpi.impressions'), value: show((s) => formatCountCompact(s.totalImpressions)) },
    // Spend to the paisa on every screen (analytics, billing, cards): the same amount reads the same.
    { title: t('dash.kpi.spend'), value: show((s) => formatPkr(s.totalSpend)) },
    { title: t('dash.kpi.reach'), value: show((s) => formatCountCompact(s.uniqueReach)) },
  ];
  const last = data?.lastPlayAt;
  return (
    <>
      <EuiFlexGrid columns={4} responsive gutterSize="m" data-testid="kpi-cards" aria-busy={isPending}>
        {cards.map((c) => (
          <EuiFlexItem key={c.title}>
            <EuiPanel hasBorder paddingSize="m" data-testid="kpi-card">
              <EuiStat
                title={c.value}
                description={c.title}
                titleSize="m"
                isLoading={isPending}
                titleColor={isError ? 'subdued' : 'default'}
              />
            </EuiPanel>
          </EuiFlexItem>
        ))}
      </EuiFlexGrid>
      {data && (
        <>
          <EuiSpacer size="s" />
          <EuiText size="xs" color="subdued" data-testid="last-play">
            <p>{last ? t('dash.kpi.lastPlay', { at: formatKarachiDateTime(last) }) : t('dash.kpi.noPlay')}</p>
          </EuiText>
        </>
      )}
    </>
  );
}
