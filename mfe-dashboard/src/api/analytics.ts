import { useQuery } from '@tanstack/react-query';
import { AnalyticsResponse } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

/** How often the analytics page asks again while it is open (delivery events arrive continuously). */
export const ANALYTICS_REFRESH_MS = 5_000;

/** Delivered figures of all the caller's campaigns, or of one (svc-campaigns GET /api/analytics). Only this page polls. */
export const useAnalytics = (campaignId: string | null) =>
  useQuery({
    queryKey: ['/api/analytics', campaignId ?? 'all'],
    queryFn: ({ signal }) =>
      apiFetch(campaignId ? `/api/analytics?campaignId=${encodeURIComponent(campaignId)}` : '/api/analytics', {
        signal,
        schema: AnalyticsResponse,
      }),
    refetchInterval: ANALYTICS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
