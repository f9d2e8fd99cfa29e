import { useQuery } from '@tanstack/react-query';
import { AnalyticsResponse } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

/** How often the analytics page asks again while it is open (delivery events arrive continuously). */
export const ANALYTICS_REFRESH_MS = 5_000;

/** Karachi calendar days, both inclusive and optional (YYYY-MM-DD, as the date inputs give them). */
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * Delivered figures of all the caller's campaigns, or of one (svc-campaigns GET /api/analytics), within a range of
 * days. Only this page polls.
 */
export const useAnalytics = (campaignId: string | null, range: DateRange = {}) =>
  useQuery({
    queryKey: ['/api/analytics', campaignId ?? 'all', range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) => {
      const q = new URLSearchParams();
      if (campaignId) q.set('campaignId', campaignId);
      if (range.from) q.set('from', range.from);
      if (range.to) q.set('to', range.to);
      const query = q.toString();
      return apiFetch(query ? `/api/analytics?${query}` : '/api/analytics', { signal, schema: AnalyticsResponse });
    },
    refetchInterval: ANALYTICS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
