import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CampaignListItem,
  CampaignPacing,
  CampaignSearchPage,
  CreateCampaignResponse,
  DashboardStats,
} from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

const CAMPAIGNS = ['/api/campaigns'] as const;
const STATS = ['/api/dashboard/stats'] as const;
const CampaignList = z.array(CampaignListItem);

/**
 * How often the dashboard asks again while its tab is visible: plays are counted as calls are served, and the cards
 * show them within 5 s without a reload. Two small reads per tick; a hidden tab does not ask.
 */
const LIVE_REFRESH_MS = 5_000;
const live = { refetchInterval: LIVE_REFRESH_MS, refetchIntervalInBackground: false } as const;

export const useCampaigns = () =>
  useQuery({
    queryKey: CAMPAIGNS,
    queryFn: ({ signal }) => apiFetch('/api/campaigns', { signal, schema: CampaignList }),
    ...live,
  });

export const useDashboardStats = () =>
  useQuery({
    queryKey: STATS,
    queryFn: ({ signal }) => apiFetch('/api/dashboard/stats', { signal, schema: DashboardStats }),
    ...live,
  });

const SEARCH = ['/api/campaigns/search'] as const;
const campaignPath = (id: string) => `/api/campaigns/${encodeURIComponent(id)}`;

// The owner's actions on one campaign, each written once (svc-campaigns' routes).
const deleteCampaign = (id: string) => apiFetch<null>(campaignPath(id), { method: 'DELETE' });
const duplicateCampaign = (id: string) =>
  apiFetch(`${campaignPath(id)}/duplicate`, { method: 'POST', schema: CreateCampaignResponse });
/** Owner pause of a live campaign (svc-campaigns POST /api/campaigns/:id/pause). */
const pauseCampaign = (id: string) => apiFetch<unknown>(`${campaignPath(id)}/pause`, { method: 'POST' });

/** After any change the list, the KPI figures and the search pages are fetched again (not the spec's page reload). */
function useRefetchAfterChange() {
  const client = useQueryClient();
  return () => Promise.all([CAMPAIGNS, STATS, SEARCH].map((queryKey) => client.invalidateQueries({ queryKey })));
}

function useCampaignMutation<T>(run: (id: string) => Promise<T>) {
  return useMutation({ mutationFn: run, onSuccess: useRefetchAfterChange() });
}

export const useDeleteCampaign = () => useCampaignMutation(deleteCampaign);
export const useDuplicateCampaign = () => useCampaignMutation(duplicateCampaign);
export const usePauseCampaign = () => useCampaignMutation(pauseCampaign);

/**
 * Deletes the chosen drafts (a draft list the user can clean up), one DELETE each, all tried even when
 * one fails; answers how many could not be deleted.
 */
export function useDeleteDrafts() {
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const results = await Promise.allSettled(ids.map(deleteCampaign));
      return { failed: results.filter((r) => r.status === 'rejected').length };
    },
    onSettled: useRefetchAfterChange(),
  });
}

/** Owner resume of a campaign the owner paused (svc-campaigns POST /api/campaigns/:id/resume). */
export const useResumeCampaign = () =>
  useCampaignMutation((id) => apiFetch<unknown>(`${campaignPath(id)}/resume`, { method: 'POST' }));

/**
 * GET /api/campaigns/search: one server page of the owner's campaigns (search, status, sort, paging), asked again on
 * the dashboard's interval so its plays move as they are counted.
 */
export const useCampaignSearch = (q: { q: string; status: string; sort: string; page: number }) =>
  useQuery({
    queryKey: [...SEARCH, q],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ sort: q.sort, page: String(q.page), pageSize: String(PAGE_SIZE) });
      if (q.q.trim()) params.set('q', q.q.trim());
      if (q.status) params.set('status', q.status);
      return apiFetch(`/api/campaigns/search?${params}`, { signal, schema: CampaignSearchPage });
    },
    placeholderData: (previous) => previous,
    ...live,
  });
export const PAGE_SIZE = 10;

/** Where a live campaign stands against its even pace (the details page shows the whole panel); asked once a minute. */
export const useCampaignPacing = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...CAMPAIGNS, id, 'pacing'],
    queryFn: ({ signal }) => apiFetch(`${campaignPath(id)}/pacing`, { signal, schema: CampaignPacing }),
    enabled,
    staleTime: 60_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
