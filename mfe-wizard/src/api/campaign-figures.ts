import { useQuery } from '@tanstack/react-query';
import { AnalyticsResponse, InvoiceList } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

/** How often the details page asks again for a paid campaign's delivered figures (delivery events arrive continuously). */
export const FIGURES_REFRESH_MS = 10_000;

/** The campaign's invoice, if it has been paid (GET /api/invoices lists the caller's; one per campaign). */
export const useCampaignInvoice = (campaignId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/invoices'],
    queryFn: ({ signal }) => apiFetch('/api/invoices', { signal, schema: InvoiceList }),
    enabled,
    select: (list) => list.items.find((i) => i.campaignId === campaignId) ?? null,
  });

/** This campaign's delivered figures (svc-campaigns GET /api/analytics?campaignId=, the analytics page's route). */
export const useCampaignFigures = (campaignId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/analytics', campaignId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/analytics?campaignId=${encodeURIComponent(campaignId)}`, { signal, schema: AnalyticsResponse }),
    enabled,
    refetchInterval: FIGURES_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
