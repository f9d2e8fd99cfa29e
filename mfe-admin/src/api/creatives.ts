import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { CampaignCreatives, CampaignDetail } from '@rbt/contracts';

const creativesKey = (id: string) => ['/api/campaigns', id, 'creatives'];

/** A campaign's ads, the added ones with their reviews (admins may read any campaign's). */
export const useCampaignCreatives = (id: string) =>
  useQuery({
    queryKey: creativesKey(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/campaigns/${encodeURIComponent(id)}/creatives`, { signal, schema: CampaignCreatives }),
  });

export interface AddedCreativeDecision {
  creativeId: string;
  decision: 'approve' | 'reject';
  reason?: string;
}

/** Approve or reject an added ad; its list, the drawer and the campaign list are read again either way. */
export function useDecideAddedCreative(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ creativeId, decision, reason }: AddedCreativeDecision) =>
      apiFetch<unknown>(
        `/api/admin/campaigns/${encodeURIComponent(id)}/creatives/${encodeURIComponent(creativeId)}/${decision}`,
        { method: 'POST', body: decision === 'reject' ? { reason } : {} },
      ).then((raw) => CampaignDetail.parse(raw)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: creativesKey(id) });
      void client.invalidateQueries({ queryKey: ['/api/campaigns', id] });
      void client.invalidateQueries({ queryKey: ['/api/admin/campaigns'] });
    },
  });
}
