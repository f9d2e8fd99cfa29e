import { EuiFlexGroup, EuiFlexItem, EuiStat } from '@elastic/eui';
import type { DemoStats as Stats } from '../map-demo';
import { formatCount, formatCountCompact } from '@rbt/web-kit';
import { useWizT } from '../../../messages';

/** Selected cities, their users against the whole list, and the selection per size class. */
export function DemoStats({ stats }: { stats: Stats }) {
  const t = useWizT();
  const n = formatCount;
  const items = [
    {
      title: t('wiz.demo.ofTotal', { part: n(stats.selectedCount), whole: n(stats.totalCount) }),
      description: t('wiz.demo.selectedCities'),
    },
    { title: formatCountCompact(stats.selectedUsers), description: t('wiz.demo.selectedUsers') },
    {
      title: formatCountCompact(stats.totalUsers),
      description: t('wiz.demo.totalUsers', { count: n(stats.totalCount) }),
    },
    {
      // Large / medium / small, in the description's order (right to left on an Urdu page, like the words above).
      title: [stats.bySize.large, stats.bySize.medium, stats.bySize.small].map(n).join(' / '),
      description: t('wiz.demo.bySize'),
    },
  ];
  return (
    <EuiFlexGroup gutterSize="m" wrap responsive={false} data-testid="demo-stats">
      {items.map((i) => (
        <EuiFlexItem key={i.description} style={{ minWidth: 140 }}>
          <EuiStat titleSize="s" title={i.title} description={i.description} />
        </EuiFlexItem>
      ))}
    </EuiFlexGroup>
  );
}
