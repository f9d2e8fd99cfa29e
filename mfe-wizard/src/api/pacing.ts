import { useQuery } from '@tanstack/react-query';
import { CampaignPacing } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';
import { FIGURES_REFRESH_MS } from './analytics';

/** Where this campaign stands against its even pace (svc-campaigns GET /api/campaigns/:id/pacing), refreshed with the figures. */
export const useCampaignPacing = (campaignId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/campaigns', campaignId, 'pacing'],
    queryFn: ({ signal }) =>
      apiFetch(`/api/campaigns/${encodeURIComponent(campaignId)}/pacing`, { signal, schema: CampaignPacing }),
    enabled,
    refetchInterval: FIGURES_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
