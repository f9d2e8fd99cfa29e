import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, newIdempotencyKey } from '@rbt/web-kit';
import { CampaignDetail, CreateCampaignResponse, SubmitResponse, type CampaignDraftPatch } from '@rbt/contracts';

const campaignPath = (id: string) => `/api/campaigns/${encodeURIComponent(id)}`;

/** GET /api/campaigns/:id (draft reload, ?continue=, ?duplicate=, details, checkout). */
export async function fetchCampaign(id: string): Promise<CampaignDetail> {
  // Parsed here rather than via apiFetch's schema: the preprocessed fields make zod's input type differ.
  return CampaignDetail.parse(await apiFetch<unknown>(campaignPath(id)));
}

/** The campaign, always fresh: the details and the checkout must show what is (or will be) charged. */
export function useCampaign(id: string | null) {
  return useQuery({
    queryKey: ['/api/campaigns', id],
    queryFn: () => fetchCampaign(id as string),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * POST /api/campaigns: the first autosave (or the standard-targeting page's full draft) creates the draft. With the
 * wizard session's key (Draft-Session) a second create from the same session saves into its draft.
 */
export async function createCampaign(draft: CampaignDraftPatch, sessionKey?: string): Promise<string> {
  const headers = sessionKey ? { 'Draft-Session': sessionKey } : undefined;
  const { id } = await apiFetch('/api/campaigns', {
    method: 'POST',
    body: draft,
    schema: CreateCampaignResponse,
    headers,
  });
  return id;
}

/** PATCH /api/campaigns/:id: autosave of the fields that changed since the last save. */
export async function saveCampaignDraft(id: string, patch: CampaignDraftPatch): Promise<void> {
  await apiFetch(campaignPath(id), { method: 'PATCH', body: patch });
}

/**
 * The same PATCH as a keepalive request, for pagehide: the browser finishes it after the tab closes.
 * Fire and forget: there is no page left to report a failure to.
 */
export function saveOnUnload(id: string, patch: CampaignDraftPatch): void {
  void fetch(campaignPath(id), {
    method: 'PATCH',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  }).catch(() => undefined);
}

/** POST /api/campaigns/:id/duplicate: a copy owned by the caller, answered with its id. */
export async function duplicateCampaign(id: string): Promise<string> {
  const res = await apiFetch(`${campaignPath(id)}/duplicate`, {
    method: 'POST',
    schema: CreateCampaignResponse,
  });
  return res.id;
}

/** DELETE /api/campaigns/:id: a draft only (the service refuses the rest). */
export async function deleteCampaign(id: string): Promise<void> {
  await apiFetch<null>(campaignPath(id), { method: 'DELETE' });
}

/** Pause or resume by the owner; the campaign and lists are read again afterwards. */
export function useOwnerStatus(id: string, action: 'pause' | 'resume') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<unknown>(`${campaignPath(id)}/${action}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/campaigns'] }),
  });
}

/**
 * POST /api/campaigns/:id/submit: validates the saved draft, locks the quote and moves the campaign to
 * awaiting payment. One key per attempt, so a double press or a retry after a lost answer is one submission.
 */
export function useSubmitCampaign() {
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`${campaignPath(id)}/submit`, {
        method: 'POST',
        body: { termsAccepted: true },
        headers: { 'Idempotency-Key': key.current },
        schema: SubmitResponse,
      }),
    onError: () => {
      key.current = newIdempotencyKey();
    },
  });
}
