import { useMemo, useState } from 'react';
import type { Criteria } from '@elastic/eui';

/**
 * Client-side paging and sorting for an EuiBasicTable. EuiInMemoryTable does the same but brings EUI's search
 * bar with it (about 40 KB gzip in the shared EUI every page loads), which no table here uses.
 */
export function useLocalTable<T extends object>(
  items: readonly T[],
  opts: { pageSize: number; pageSizeOptions: number[] },
) {
  const [page, setPage] = useState({ index: 0, size: opts.pageSize });
  const [sort, setSort] = useState<{ field: keyof T; direction: 'asc' | 'desc' } | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return items;
    const dir = sort.direction === 'asc' ? 1 : -1;
    return [...items].sort((a, b) => {
      const x = a[sort.field];
      const y = b[sort.field];
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * dir;
    });
  }, [items, sort]);
  // A shorter list (new date or city) must not leave the table on a page that no longer exists.
  const pageIndex = Math.min(page.index, Math.max(0, Math.ceil(sorted.length / page.size) - 1));
  return {
    items: sorted.slice(pageIndex * page.size, (pageIndex + 1) * page.size),
    pagination: {
      pageIndex,
      pageSize: page.size,
      totalItemCount: sorted.length,
      pageSizeOptions: opts.pageSizeOptions,
    },
    sorting: sort ? { sort } : {},
    onChange: ({ page: p, sort: s }: Criteria<T>) => {
      if (p) setPage({ index: p.index, size: p.size });
      if (s) setSort({ field: s.field as keyof T, direction: s.direction });
    },
  };
}
