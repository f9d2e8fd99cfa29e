import { useEffect, useState } from 'react';
import {
  EuiBasicTable,
  EuiButton,
  EuiCallOut,
  EuiFieldSearch,
  EuiFlexGroup,
  EuiFlexItem,
  EuiSelect,
  EuiSpacer,
  type Criteria,
} from '@elastic/eui';
import { CampaignStatus, type AdminCampaignRow } from '@rbt/contracts';
import { useAdminCampaigns, useChangeStatus, useRefreshCampaigns } from '../api/campaigns';
import { useNotify } from '../Toasts/Toasts';
import { CampaignDrawer } from '../CampaignDrawer/CampaignDrawer';
import { campaignColumns, type StatusAction } from './campaign-columns';
import { RejectModal } from '../RejectModal/RejectModal';
import { apiErrorDetail, useDebounced, useLabels } from '@rbt/web-kit';
import { useAdminT } from '../messages';

/** Campaigns tab: search, status filter, server-side paging, review and pause/resume actions, and the drawer. */
export function CampaignsTab() {
  const t = useAdminT();
  const labels = useLabels();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [page, setPage] = useState({ index: 0, size: 10 });
  const [openId, setOpenId] = useState<string | null>(null);
  const q = useDebounced(search);
  const list = useAdminCampaigns({ q, status, page: page.index + 1, pageSize: page.size });
  const refresh = useRefreshCampaigns();
  const { act, pendingId, rejectModal } = useStatusActions();

  useEffect(() => {
    if (list.isError) notify('danger', t('admin.campaigns.loadFailed'));
  }, [list.isError, list.errorUpdatedAt, notify, t]);
  // A new search or filter starts from the first page.
  useEffect(() => setPage((p) => ({ ...p, index: 0 })), [q, status]);

  const columns = campaignColumns(t, labels, {
    onOpen: (row: AdminCampaignRow) => setOpenId(row.id),
    onAction: act,
    pendingId,
  });
  const statusOptions = [
    { value: '', text: t('admin.campaigns.allStatuses') },
    ...CampaignStatus.options.map((s) => ({ value: s, text: labels.status(s) })),
  ];
  return (
    <>
      <EuiFlexGroup gutterSize="s" wrap responsive={false}>
        <EuiFlexItem grow={3} style={{ minWidth: 200 }}>
          <EuiFieldSearch
            fullWidth
            placeholder={t('admin.campaigns.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            isClearable
            aria-label={t('admin.campaigns.search')}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={1} style={{ minWidth: 160 }}>
          <EuiSelect
            aria-label={t('admin.campaigns.statusFilter')}
            options={statusOptions}
            value={status}
            onChange={(e) => setStatus(e.target.value as CampaignStatus | '')}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton iconType="refresh" onClick={() => void refresh()} isLoading={list.isFetching}>
            {t('admin.common.refresh')}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      {list.isError && (
        <>
          <EuiCallOut
            color="danger"
            iconType="error"
            title={t('admin.campaigns.loadFailed')}
            data-testid="campaigns-error"
          >
            <EuiButton size="s" color="danger" onClick={() => void list.refetch()}>
              {t('admin.common.tryAgain')}
            </EuiButton>
          </EuiCallOut>
          <EuiSpacer size="m" />
        </>
      )}
      <EuiBasicTable<AdminCampaignRow>
        tableCaption={t('admin.tab.campaigns')}
        itemId="id"
        data-testid="campaigns-table"
        items={list.data?.items ?? []}
        columns={columns}
        loading={list.isFetching}
        noItemsMessage={t(list.isPending ? 'admin.campaigns.loading' : 'admin.campaigns.noMatch')}
        rowProps={(row) => ({ 'data-testid': `campaign-row-${row.id}` })}
        pagination={{
          pageIndex: page.index,
          pageSize: page.size,
          totalItemCount: list.data?.total ?? 0,
          pageSizeOptions: [10, 20, 50],
        }}
        onChange={({ page: p }: Criteria<AdminCampaignRow>) => p && setPage({ index: p.index, size: p.size })}
      />
      {rejectModal}
      {openId && <CampaignDrawer id={openId} onClose={() => setOpenId(null)} onAction={act} pendingId={pendingId} />}
    </>
  );
}

type Target = Pick<AdminCampaignRow, 'id' | 'name'>;

/** Runs an admin status change with the spec's toasts; reject first asks for a reason. */
function useStatusActions() {
  const t = useAdminT();
  const notify = useNotify();
  const change = useChangeStatus();
  const [rejecting, setRejecting] = useState<Target | null>(null);

  const run = (id: string, status: StatusAction['to'], reason?: string) =>
    change.mutateAsync({ id, status, reason }).then(
      (updated) => {
        notify('success', t('admin.toast.statusUpdated', { status: updated.status }));
        return true;
      },
      // The service says why (for example a capacity hold or a status that moved meanwhile).
      (error: unknown) => {
        notify('danger', t('admin.toast.statusFailed'), apiErrorDetail(error));
        return false;
      },
    );

  const act = (row: Target, action: StatusAction) => {
    if (action.needsReason) setRejecting(row);
    else void run(row.id, action.to);
  };

  const rejectModal = rejecting && (
    <RejectModal
      campaignName={rejecting.name}
      isLoading={change.isPending}
      onCancel={() => setRejecting(null)}
      onConfirm={async (reason) => {
        if (await run(rejecting.id, 'rejected', reason)) setRejecting(null);
      }}
    />
  );
  return { act, pendingId: change.isPending ? (change.variables?.id ?? null) : null, rejectModal };
}
