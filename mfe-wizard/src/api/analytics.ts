import { useQuery } from '@tanstack/react-query';
import { AnalyticsResponse } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

/** How often the details page asks again for a paid campaign's delivered figures (delivery events arrive continuously). */
export const FIGURES_REFRESH_MS = 10_000;

/** This campaign's delivered figures (svc-campaigns GET /api/analytics?campaignId=, the analytics page's route). */
export const useCampaignFigures = (campaignId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/analytics', campaignId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/analytics?campaignId=${encodeURIComponent(campaignId)}`, { signal, schema: AnalyticsResponse }),
    enabled,
    refetchInterval: FIGURES_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
