import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { AdminCampaignPage, CampaignDetail, CampaignStatus, InvoiceList, type AdminStatusTarget } from '@rbt/contracts';
import type { CampaignDetail as Detail } from '@rbt/contracts';

export interface CampaignFilter {
  q: string;
  status: CampaignStatus | '';
  page: number;
  pageSize: number;
}

const ADMIN_CAMPAIGNS = '/api/admin/campaigns';
// CampaignDetail's input type differs from its output (preprocessed fields), which apiFetch's schema option cannot take.
const toDetail = (raw: unknown): Detail => CampaignDetail.parse(raw);

function pageUrl({ q, status, page, pageSize }: CampaignFilter): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  return `${ADMIN_CAMPAIGNS}?${params}`;
}

/**
 * One page of the admin list; the previous page stays on screen while the next one loads. Statuses change on the
 * server (the scheduler, other admins), so a page shown again is fetched again rather than trusted from the cache.
 */
export function useAdminCampaigns(filter: CampaignFilter) {
  return useQuery({
    queryKey: [ADMIN_CAMPAIGNS, 'page', filter],
    queryFn: ({ signal }) => apiFetch(pageUrl(filter), { signal, schema: AdminCampaignPage }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Counts by status: the list endpoint's total for each status (one row per call), as there is no count endpoint. */
export function useStatusCounts() {
  return useQueries({
    queries: CampaignStatus.options.map((status) => ({
      queryKey: [ADMIN_CAMPAIGNS, 'count', status],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch(pageUrl({ q: '', status, page: 1, pageSize: 1 }), { signal, schema: AdminCampaignPage }).then(
          (p) => p.total,
        ),
    })),
    combine: (results) => ({
      counts: Object.fromEntries(CampaignStatus.options.map((s, i) => [s, results[i].data])) as Partial<
        Record<CampaignStatus, number>
      >,
      isError: results.some((r) => r.isError),
    }),
  });
}

export function useCampaignDetail(id: string | null) {
  return useQuery({
    queryKey: ['/api/campaigns', id],
    queryFn: ({ signal }) => apiFetch<unknown>(`/api/campaigns/${id}`, { signal }).then(toDetail),
    enabled: !!id,
  });
}

const INVOICES = ['/api/invoices'];

/** Refresh: the campaigns list and what a drawer shows of them (invoices, one campaign's details) are read again. */
export function useRefreshCampaigns() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [ADMIN_CAMPAIGNS] }),
      client.invalidateQueries({ queryKey: INVOICES }),
      client.invalidateQueries({ queryKey: ['/api/campaigns'] }),
    ]);
}

/** Admins see every invoice (the service scopes the list by owner only for advertisers). */
export function useInvoices() {
  return useQuery({
    queryKey: INVOICES,
    queryFn: ({ signal }) => apiFetch('/api/invoices', { signal, schema: InvoiceList }).then((l) => l.items),
    // Payments land at any time: a drawer opened reads them again rather than keep the list from before payment.
    staleTime: 0,
  });
}

export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: AdminStatusTarget; reason?: string }) =>
      apiFetch<unknown>(`${ADMIN_CAMPAIGNS}/${id}/status`, {
        method: 'PATCH',
        body: reason ? { status, reason } : { status },
      }).then(toDetail),
    onSettled: (_data, _error, { id }) => {
      void client.invalidateQueries({ queryKey: [ADMIN_CAMPAIGNS] });
      void client.invalidateQueries({ queryKey: ['/api/campaigns', id] });
      // Approve, pause and resume move capacity bookings (through events), so utilisation may change too.
      void client.invalidateQueries({ queryKey: ['/api/admin/capacity'] });
    },
  });
}
