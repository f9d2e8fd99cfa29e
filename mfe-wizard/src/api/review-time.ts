import { useQuery } from '@tanstack/react-query';
import { ReviewTime } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

/** A median over 30 days moves slowly: ten minutes old is fresh enough. */
const REVIEW_TIME_STALE_MS = 600_000;

/** How long review takes now (svc-campaigns GET /api/dashboard/review-time): the recent median or the target. */
export const useReviewTime = (enabled = true) =>
  useQuery({
    queryKey: ['/api/dashboard/review-time'],
    queryFn: ({ signal }) => apiFetch('/api/dashboard/review-time', { signal, schema: ReviewTime }),
    enabled,
    staleTime: REVIEW_TIME_STALE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
