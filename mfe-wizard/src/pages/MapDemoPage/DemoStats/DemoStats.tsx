import { EuiFlexGroup, EuiFlexItem, EuiStat } from '@elastic/eui';
import type { DemoStats as Stats } from '../map-demo';
import { formatCountCompact } from '@rbt/web-kit';

/** Selected cities, their users against the whole list, and the selection per size class. */
export function DemoStats({ stats }: { stats: Stats }) {
  const items = [
    { title: `${stats.selectedCount} / ${stats.totalCount}`, description: 'Selected Cities' },
    { title: formatCountCompact(stats.selectedUsers), description: 'Selected Users' },
    { title: formatCountCompact(stats.totalUsers), description: `Total Users (these ${stats.totalCount} cities)` },
    {
      title: `${stats.bySize.large} / ${stats.bySize.medium} / ${stats.bySize.small}`,
      description: 'Large / Medium / Small',
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
