import { useQuery } from '@tanstack/react-query';
import { CreativeResults } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';
import { FIGURES_REFRESH_MS } from './analytics';

/** Plays, reach, listening and the split-test verdict per ad (GET /api/campaigns/:id/creative-results). */
export const useCreativeResults = (campaignId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/campaigns', campaignId, 'creative-results'],
    queryFn: ({ signal }) =>
      apiFetch(`/api/campaigns/${encodeURIComponent(campaignId)}/creative-results`, {
        signal,
        schema: CreativeResults,
      }),
    enabled,
    refetchInterval: FIGURES_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
