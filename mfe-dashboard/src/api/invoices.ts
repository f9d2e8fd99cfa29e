import { useQuery } from '@tanstack/react-query';
import { InvoiceList } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

export const useInvoices = () =>
  useQuery({
    queryKey: ['/api/invoices'],
    queryFn: ({ signal }) => apiFetch('/api/invoices', { signal, schema: InvoiceList }),
  });
