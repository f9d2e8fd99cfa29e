import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CampaignCreatives, type AddCreative, type SetRotation } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

const base = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}`;
const creativesKey = (campaignId: string) => ['/api/campaigns', campaignId, 'creatives'];

/** The campaign's ads (removed ones too), their reviews and the rotation (GET /api/campaigns/:id/creatives). */
export const useCampaignCreatives = (campaignId: string, enabled: boolean) =>
  useQuery({
    queryKey: creativesKey(campaignId),
    queryFn: ({ signal }) => apiFetch(`${base(campaignId)}/creatives`, { signal, schema: CampaignCreatives }),
    enabled,
  });

/**
 * Every change answers with the whole list, which replaces the cached one; the results per ad are read again,
 * since an added or removed ad changes the rows they show.
 */
function useCreativesChange<T>(campaignId: string, send: (body: T) => Promise<CampaignCreatives>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => {
      client.setQueryData(creativesKey(campaignId), view);
      void client.invalidateQueries({ queryKey: ['/api/campaigns', campaignId, 'creative-results'] });
    },
  });
}

/** Adds an ad; it waits for review and plays once approved. */
export const useAddCreative = (campaignId: string) =>
  useCreativesChange(campaignId, (body: AddCreative) =>
    apiFetch(`${base(campaignId)}/creatives`, { method: 'POST', body, schema: CampaignCreatives }),
  );

/** Removes an added ad: it stops playing and keeps its results. */
export const useRemoveCreative = (campaignId: string) =>
  useCreativesChange(campaignId, (creativeId: string) =>
    apiFetch(`${base(campaignId)}/creatives/${encodeURIComponent(creativeId)}`, {
      method: 'DELETE',
      schema: CampaignCreatives,
    }),
  );

/** Sets the rotation: even, by weights (one per active ad, adding up to 100), in sequence or as a split test. */
export const useSetRotation = (campaignId: string) =>
  useCreativesChange(campaignId, (body: SetRotation) =>
    apiFetch(`${base(campaignId)}/rotation`, { method: 'PUT', body, schema: CampaignCreatives }),
  );
