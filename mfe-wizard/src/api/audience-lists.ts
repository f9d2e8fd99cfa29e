import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, uploadWithProgress } from '@rbt/web-kit';
import { AUDIENCE_LIST_FILE_PATH, AudienceList } from '@rbt/contracts';
import { rememberListAudience } from '../draft/goal-rules';

export interface ListUpload {
  name: string;
  hashes: string[];
  /** Share of the file sent so far, 0–1. */
  onProgress?(sent: number): void;
}

/**
 * Sends a hashed list as a file (text/plain, one hash per line; contracts AUDIENCE_LIST_FILE_PATH): any size up to
 * the maximum, streamed by the gateway, with upload progress, which only XMLHttpRequest reports. Failures are the
 * ApiError apiFetch throws, so they are worded the same way.
 */
function uploadList({ name, hashes, onProgress }: ListUpload): Promise<AudienceList> {
  const path = `${AUDIENCE_LIST_FILE_PATH}?name=${encodeURIComponent(name)}`;
  return uploadWithProgress(path, new Blob([hashes.join('\n')], { type: 'text/plain' }), AudienceList, onProgress);
}

/** Uploads a list of hashes only; the answer is the list's match rate and matched audience by city. */
export function useMatchAudienceList() {
  return useMutation({ mutationFn: uploadList });
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
