import { useState } from 'react';
import {
  EuiBasicTable,
  EuiCallOut,
  EuiFieldSearch,
  EuiFlexGroup,
  EuiFlexItem,
  EuiLink,
  EuiSelect,
  type Criteria,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CampaignStatus, type CampaignListItem } from '@rbt/contracts';
import { apiErrorText, formatCount, formatPercent, formatTimeAgo, PageFrame, useLabels } from '@rbt/web-kit';
import { PAGE_SIZE, useCampaignSearch } from '../api/campaigns';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { draftStepsText } from '../CampaignCard/card-facts';
import { useDashT } from '../messages';
import { DeleteDrafts } from './DeleteDrafts';

const SORTS = ['updated', 'created', 'name', 'start'] as const;

/**
 * /campaigns: every campaign of the advertiser; search, filter, sort and paging are done by the server. Drafts can
 * be picked and deleted together; `?status=draft` opens the list on the drafts.
 */
export function CampaignsListPage() {
  const navigate = useNavigate();
  const t = useDashT();
  const labels = useLabels();
  const [q, setQ] = useState('');
  const [params] = useSearchParams();
  const [status, setStatus] = useState(() =>
    CampaignStatus.safeParse(params.get('status')).success ? params.get('status')! : '',
  );
  const [selected, setSelected] = useState<CampaignListItem[]>([]);
  const [sort, setSort] = useState('updated');
  const [page, setPage] = useState(1);
  const search = useCampaignSearch({ q, status, sort, page });
  const columns: Array<EuiBasicTableColumn<CampaignListItem>> = [
    {
      field: 'name',
      name: t('dash.common.campaign'),
      render: (name: string, c: CampaignListItem) => (
        <EuiLink
          href={`/campaigns/${c.id}`}
          onClick={(e) => {
            e.preventDefault();
            navigate(`/campaigns/${c.id}`);
          }}
        >
          {name.trim() || t('dash.card.untitled')}
        </EuiLink>
      ),
    },
    { field: 'status', name: t('dash.common.status'), render: (s: CampaignStatus) => <StatusBadge status={s} /> },
    {
      field: 'objective',
      name: t('dash.list.col.objective'),
      render: (o: CampaignListItem['objective']) => labels.objective(o),
    },
    { field: 'impressions', name: t('dash.list.col.plays'), render: (n: number) => formatCount(n) },
    { field: 'createdAt', name: t('dash.list.col.created'), render: (at: string) => formatTimeAgo(at) },
    {
      field: 'progress',
      name: t('dash.list.col.progress'),
      render: (p: number, c: CampaignListItem) =>
        c.status === 'draft' ? draftStepsText(t, p) : formatPercent(p / 100),
    },
  ];
  return (
    <PageFrame title={t('dash.list.title')} bare={false}>
      <EuiFlexGroup wrap gutterSize="s">
        <EuiFlexItem style={{ minWidth: 200 }}>
          <EuiFieldSearch
            placeholder={t('dash.list.searchPlaceholder')}
            aria-label={t('dash.list.search')}
            value={q}
            incremental
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiSelect
            aria-label={t('dash.common.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            options={[
              { value: '', text: t('dash.list.allStatuses') },
              ...CampaignStatus.options.map((s) => ({ value: s, text: labels.status(s) })),
            ]}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiSelect
            aria-label={t('dash.list.sort')}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value);
              setPage(1);
            }}
            options={SORTS.map((value) => ({ value, text: t(`dash.list.sort.${value}`) }))}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <DeleteDrafts selected={selected} onDone={() => setSelected([])} />
        </EuiFlexItem>
      </EuiFlexGroup>
      {search.isError && <EuiCallOut color="danger" title={apiErrorText(search.error)} />}
      <EuiBasicTable<CampaignListItem>
        data-testid="campaigns-table"
        tableCaption={t('dash.list.caption')}
        items={search.data?.items ?? []}
        itemId="id"
        columns={columns}
        selection={{
          selectable: (c: CampaignListItem) => c.status === 'draft',
          selectableMessage: (ok: boolean) => t(ok ? 'dash.list.select' : 'dash.list.onlyDrafts'),
          onSelectionChange: setSelected,
          selected,
        }}
        // The 5 s refresh is silent; the table says it is loading only for a new search, filter or page.
        loading={search.isPending || search.isPlaceholderData}
        noItemsMessage={t(search.isPending ? 'dash.list.loading' : 'dash.list.noMatch')}
        pagination={{
          pageIndex: page - 1,
          pageSize: PAGE_SIZE,
          totalItemCount: search.data?.total ?? 0,
          showPerPageOptions: false,
        }}
        onChange={({ page: p }: Criteria<CampaignListItem>) => p && setPage(p.index + 1)}
      />
    </PageFrame>
  );
}
