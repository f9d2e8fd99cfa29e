import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { AudienceList, type AudienceListCreate } from '@rbt/contracts';
import { rememberListAudience } from '../draft/goal-rules';

/** POST /api/audience-lists: hashes only; the answer is the list's match rate and matched audience by city. */
export function useMatchAudienceList() {
  return useMutation({
    mutationFn: (body: AudienceListCreate) =>
      apiFetch('/api/audience-lists', { method: 'POST', body, schema: AudienceList }),
  });
}

/** A list draft's list (GET /api/audience-lists/{id}); its matched audience is remembered for the goal's limits. */
export function useListAudience(listId: string | null) {
  return useQuery({
    queryKey: ['/api/audience-lists', listId],
    queryFn: async () => {
      const list = await apiFetch(`/api/audience-lists/${encodeURIComponent(listId ?? '')}`, { schema: AudienceList });
      rememberListAudience(list.id, list.byCity);
      return list;
    },
    enabled: !!listId,
    staleTime: Infinity,
  });
}
