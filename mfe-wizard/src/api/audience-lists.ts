import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { AudienceList, type AudienceListCreate } from '@rbt/contracts';

/** POST /api/audience-lists: hashes only; the answer is the list's match rate and matched audience by city. */
export function useMatchAudienceList() {
  return useMutation({
    mutationFn: (body: AudienceListCreate) =>
      apiFetch('/api/audience-lists', { method: 'POST', body, schema: AudienceList }),
  });
}
