import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

// Spec §7: data loading is a GET to the joined key path, e.g. ['/api/campaigns', id].
const getByKey: QueryFunction = ({ queryKey, signal }) => apiFetch(queryKey.map(String).join('/'), { signal });

/** Spec §7 defaults: no refetch interval, no refetch on focus, data never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getByKey,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Opt in to React Router v7 behaviour now so the upgrade changes nothing (and tests stay quiet). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
