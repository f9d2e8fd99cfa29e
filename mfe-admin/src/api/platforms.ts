import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { KeyIssued, Platform, PlatformList, type KeyRotate, type PlatformCreate } from '@rbt/contracts';

const PLATFORMS = '/api/admin/platforms';

export function usePlatforms() {
  return useQuery({
    queryKey: [PLATFORMS],
    queryFn: ({ signal }) => apiFetch(PLATFORMS, { signal, schema: PlatformList }),
  });
}

/** Answers the new key's secret: the one moment anyone sees it. */
export function useCreatePlatform() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlatformCreate) => apiFetch(PLATFORMS, { method: 'POST', body: input, schema: KeyIssued }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PLATFORMS] }),
  });
}

export function useRotateKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ platformId, ...body }: KeyRotate & { platformId: string }) =>
      apiFetch(`${PLATFORMS}/${encodeURIComponent(platformId)}/keys`, { method: 'POST', body, schema: KeyIssued }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PLATFORMS] }),
  });
}

export function useRevokeKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ platformId, keyId }: { platformId: string; keyId: string }) =>
      apiFetch(`${PLATFORMS}/${encodeURIComponent(platformId)}/keys/${encodeURIComponent(keyId)}`, {
        method: 'DELETE',
        schema: Platform,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PLATFORMS] }),
  });
}
