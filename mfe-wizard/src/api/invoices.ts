import { useQuery } from '@tanstack/react-query';
import { InvoiceList } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

/**
 * Every invoice of one campaign, oldest first: the first payment's, then one per top-up. GET
 * /api/invoices lists the caller's own, newest first; always fresh, because a payment or top-up just added one.
 */
export const useCampaignInvoices = (campaignId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/invoices'],
    queryFn: ({ signal }) => apiFetch('/api/invoices', { signal, schema: InvoiceList }),
    enabled,
    staleTime: 0,
    select: (list) =>
      list.items.filter((i) => i.campaignId === campaignId).sort((a, b) => a.issuedAt.localeCompare(b.issuedAt)),
  });
