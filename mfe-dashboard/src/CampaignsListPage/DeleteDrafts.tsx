import { useState } from 'react';
import { EuiButton, EuiCallOut, EuiConfirmModal } from '@elastic/eui';
import type { CampaignListItem } from '@rbt/contracts';
import { useDeleteDrafts } from '../api/campaigns';
import { useDashT } from '../messages';

/** "Delete N drafts" for the drafts picked in the table, behind the spec's confirmation. */
export function DeleteDrafts({ selected, onDone }: { selected: CampaignListItem[]; onDone: () => void }) {
  const t = useDashT();
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
        {t('dash.drafts.button', { n })}
      </EuiButton>
      {failed > 0 && <EuiCallOut size="s" color="danger" role="alert" title={t('dash.drafts.failed', { failed })} />}
      {confirming && (
        <EuiConfirmModal
          title={t('dash.drafts.title', { n })}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(
              selected.map((c) => c.id),
              { onSuccess: onDone },
            );
          }}
          cancelButtonText={t('dash.common.cancel')}
          confirmButtonText={t('dash.common.delete')}
          buttonColor="danger"
        >
          <p>{t('dash.drafts.confirm', { n })}</p>
        </EuiConfirmModal>
      )}
    </>
  );
}
