import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { z } from 'zod';
import {
  AdTagIssued,
  KeyIssued,
  Platform,
  PlatformList,
  RevenueShare,
  type KeyRotate,
  type PlatformCreate,
  type RevenueShareUpdate,
} from '@rbt/contracts';

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

/** A new ad-tag URL (its key travels in the query, decisions only): like a key, shown in this answer only. */
export function useIssueAdTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ platformId }: { platformId: string }) =>
      apiFetch(`${PLATFORMS}/${encodeURIComponent(platformId)}/ad-tags`, {
        method: 'POST',
        body: {},
        schema: AdTagIssued,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PLATFORMS] }),
  });
}

const SHARES = '/api/admin/platform-shares';
const SharesList = z.array(RevenueShare);

/** Revenue shares set by an admin; a platform missing here settles at DEFAULT_REVENUE_SHARE_PCT. */
export function usePlatformShares() {
  return useQuery({
    queryKey: [SHARES],
    queryFn: ({ signal }) => apiFetch(SHARES, { signal, schema: SharesList }),
  });
}

export function useSetPlatformShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ platformId, ...body }: RevenueShareUpdate & { platformId: string }) =>
      apiFetch(`${SHARES}/${encodeURIComponent(platformId)}`, { method: 'PUT', body, schema: RevenueShare }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SHARES] }),
  });
}

/** Where a platform's monthly statement downloads (`YYYY-MM`, csv or pdf). */
export const statementHref = (platformId: string, month: string, ext: 'csv' | 'pdf') =>
  `/api/admin/platform-statements/${encodeURIComponent(platformId)}/${month}.${ext}`;
