import { EuiBasicTable, EuiFlexItem } from '@elastic/eui';
import { formatCount, formatPkr } from '@rbt/web-kit';
import { useWizT } from '../../messages';

type Row<K extends string> = Record<K, string> & { impressions: number; spendPkr: number };

/** One breakdown of a paid campaign's delivery (by city, by hour): its key, then plays and spend. */
export function FiguresTable<K extends string>({
  testId,
  caption,
  items,
  field,
  name,
  label,
}: {
  testId: string;
  caption: string;
  items: Row<K>[];
  field: K;
  name: string;
  label(key: string): string;
}) {
  const t = useWizT();
  return (
    <EuiFlexItem style={{ minWidth: 240 }} data-testid={testId}>
      <EuiBasicTable<Row<K>>
        compressed
        tableCaption={caption}
        items={items}
        columns={[
          { field, name, render: (k: string) => label(k) },
          {
            field: 'impressions',
            name: t('wiz.delivery.plays'),
            align: 'right',
            render: (n: number) => formatCount(n),
          },
          { field: 'spendPkr', name: t('wiz.delivery.spend'), align: 'right', render: (n: number) => formatPkr(n) },
        ]}
      />
    </EuiFlexItem>
  );
}
