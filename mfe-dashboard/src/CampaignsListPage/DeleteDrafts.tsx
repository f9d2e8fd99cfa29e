import { useState } from 'react';
import { EuiButton, EuiCallOut, EuiConfirmModal } from '@elastic/eui';
import type { CampaignListItem } from '@rbt/contracts';
import { useDeleteDrafts } from '../api/campaigns';

const confirmText = (n: number) =>
  `Are you sure you want to delete ${n === 1 ? 'this draft campaign' : `these ${n} draft campaigns`}? This action cannot be undone.`;

/** "Delete N drafts" for the drafts picked in the table, behind the spec's confirmation (issue 28). */
export function DeleteDrafts({ selected, onDone }: { selected: CampaignListItem[]; onDone: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDrafts();
  const n = selected.length;
  const failed = remove.data?.failed ?? 0;
  return (
    <>
      <EuiButton
        color="danger"
        iconType="trash"
        size="s"
        isDisabled={n === 0}
        isLoading={remove.isPending}
        onClick={() => setConfirming(true)}
        data-testid="delete-drafts"
      >
        {n ? `Delete ${n} ${n === 1 ? 'draft' : 'drafts'}` : 'Delete drafts'}
      </EuiButton>
      {failed > 0 && (
        <EuiCallOut
          size="s"
          color="danger"
          role="alert"
          title={`${failed} of the drafts could not be deleted. Please try again.`}
        />
      )}
      {confirming && (
        <EuiConfirmModal
          title={n === 1 ? 'Delete draft campaign' : `Delete ${n} draft campaigns`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(
              selected.map((c) => c.id),
              { onSuccess: onDone },
            );
          }}
          cancelButtonText="Cancel"
          confirmButtonText="Delete"
          buttonColor="danger"
        >
          <p>{confirmText(n)}</p>
        </EuiConfirmModal>
      )}
    </>
  );
}
