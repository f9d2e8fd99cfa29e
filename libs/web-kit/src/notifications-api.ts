import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationList, NotificationsMarked } from '@rbt/contracts';
import { apiFetch } from './api-fetch';

const KEY = ['notifications'] as const;
// The portal's queries never refetch on their own (spec §7); the bell is the exception: what an admin does
// must reach the advertiser's open page without a reload. 15 s, and at once when the tab regains focus.
export const BELL_REFRESH_MS = 15_000;

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch('/api/notifications?limit=10', { schema: NotificationList, signal }),
    enabled,
    staleTime: 0,
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** Marks one notification read (`id`) or all of them (no id); the list refetches after. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      apiFetch(id ? `/api/notifications/${encodeURIComponent(id)}/read` : '/api/notifications/read-all', {
        method: 'POST',
        schema: NotificationsMarked,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
