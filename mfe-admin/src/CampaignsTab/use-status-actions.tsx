import { useState } from 'react';
import type { AdminCampaignRow } from '@rbt/contracts';
import { useChangeStatus } from '../api/campaigns';
import { useNotify } from '../Toasts/Toasts';
import { RejectModal } from '../RejectModal/RejectModal';
import type { StatusAction } from '../status-display';
import { apiErrorDetail } from '@rbt/web-kit';
import { useAdminT } from '../messages';

type Target = Pick<AdminCampaignRow, 'id' | 'name'>;

/** Runs an admin status change with the spec's toasts; reject first asks for a reason. */
export function useStatusActions() {
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
