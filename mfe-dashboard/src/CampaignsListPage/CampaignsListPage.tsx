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
import { CampaignStatus, statusLabel, type CampaignListItem } from '@rbt/contracts';
import { apiErrorText, formatTimeAgo, PageFrame } from '@rbt/web-kit';
import { PAGE_SIZE, useCampaignSearch } from '../api/campaigns';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { OBJECTIVE_LABEL } from '../format';
import { draftStepsText } from '../CampaignCard/CampaignCard';
import { DeleteDrafts } from './DeleteDrafts';

const SORTS = [
  { value: 'updated', text: 'Recently updated' },
  { value: 'created', text: 'Newest' },
  { value: 'name', text: 'Name' },
  { value: 'start', text: 'Start date' },
];

/**
 * /campaigns: every campaign of the advertiser; search, filter, sort and paging are done by the server. Drafts can
 * be picked and deleted together (issue 28); `?status=draft` opens the list on the drafts.
 */
export function CampaignsListPage() {
  const navigate = useNavigate();
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
      name: 'Campaign',
      render: (name: string, c: CampaignListItem) => (
        <EuiLink
          href={`/campaigns/${c.id}`}
          onClick={(e) => {
            e.preventDefault();
            navigate(`/campaigns/${c.id}`);
          }}
        >
          {name.trim() || 'Untitled Campaign'}
        </EuiLink>
      ),
    },
    { field: 'status', name: 'Status', render: (s: CampaignStatus) => <StatusBadge status={s} /> },
    {
      field: 'objective',
      name: 'Objective',
      render: (o: CampaignListItem['objective']) => (o ? OBJECTIVE_LABEL[o] : 'Not set'),
    },
    { field: 'impressions', name: 'Plays', render: (n: number) => n.toLocaleString('en-PK') },
    { field: 'createdAt', name: 'Created', render: (at: string) => formatTimeAgo(at) },
    {
      field: 'progress',
      name: 'Progress',
      render: (p: number, c: CampaignListItem) => (c.status === 'draft' ? draftStepsText(p) : `${p}%`),
    },
  ];
  return (
    <PageFrame title="Campaigns" bare={false}>
      <EuiFlexGroup wrap gutterSize="s">
        <EuiFlexItem style={{ minWidth: 200 }}>
          <EuiFieldSearch
            placeholder="Search by name"
            aria-label="Search campaigns"
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
            aria-label="Status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            options={[
              { value: '', text: 'All statuses' },
              ...CampaignStatus.options.map((s) => ({ value: s, text: statusLabel(s) })),
            ]}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiSelect
            aria-label="Sort"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value);
              setPage(1);
            }}
            options={SORTS}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <DeleteDrafts selected={selected} onDone={() => setSelected([])} />
        </EuiFlexItem>
      </EuiFlexGroup>
      {search.isError && <EuiCallOut color="danger" title={apiErrorText(search.error)} />}
      <EuiBasicTable<CampaignListItem>
        data-testid="campaigns-table"
        tableCaption="Your campaigns"
        items={search.data?.items ?? []}
        itemId="id"
        columns={columns}
        selection={{
          selectable: (c: CampaignListItem) => c.status === 'draft',
          selectableMessage: (ok: boolean) => (ok ? 'Select this draft' : 'Only drafts can be deleted'),
          onSelectionChange: setSelected,
          selected,
        }}
        loading={search.isFetching}
        noItemsMessage={search.isPending ? 'Loading campaigns' : 'No campaigns match'}
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
