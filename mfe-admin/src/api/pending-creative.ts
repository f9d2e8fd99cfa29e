import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { CampaignDetail } from '@rbt/contracts';

export interface CreativeDecisionInput {
  id: string;
  decision: 'approve' | 'reject';
  /** The pending creative's submittedAt the admin saw: the service refuses (409) when it changed since. */
  savedAt: string;
  reason?: string;
}

/** Approve or reject a running campaign's new ad; the drawer and list are read again either way. */
export function useDecidePendingCreative() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, savedAt, reason }: CreativeDecisionInput) =>
      apiFetch<unknown>(`/api/admin/campaigns/${id}/pending-creative/${decision}`, {
        method: 'POST',
        body: decision === 'reject' ? { reason, savedAt } : { savedAt },
      }).then((raw) => CampaignDetail.parse(raw)),
    onSettled: (_data, _error, { id }) => {
      void client.invalidateQueries({ queryKey: ['/api/campaigns', id] });
      void client.invalidateQueries({ queryKey: ['/api/admin/campaigns'] });
    },
  });
}
