import { useQuery } from '@tanstack/react-query';
import { ResponseSummary } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';
import { FIGURES_REFRESH_MS } from './analytics';

/** The campaign's press-1 responses per day and its callback list (GET /api/campaigns/:id/responses). */
export const useCampaignResponses = (campaignId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/campaigns', campaignId, 'responses'],
    queryFn: ({ signal }) =>
      apiFetch(`/api/campaigns/${encodeURIComponent(campaignId)}/responses`, { signal, schema: ResponseSummary }),
    enabled,
    refetchInterval: FIGURES_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

/** The callback list as a CSV file (the browser downloads it with the session cookie). */
export const callbacksCsvUrl = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/callbacks.csv`;
