import { useQuery } from '@tanstack/react-query';
import { AccountCredit, RefundList } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

/** The caller's refunds (svc-campaigns GET /api/billing/refunds): cancellations and credit notes, newest first. */
export const useRefunds = () =>
  useQuery({
    queryKey: ['/api/billing/refunds'],
    queryFn: ({ signal }) => apiFetch('/api/billing/refunds', { signal, schema: RefundList }),
  });

/** The caller's account credit (GET /api/billing/credit): what pays the next checkout first. */
export const useAccountCredit = () =>
  useQuery({
    queryKey: ['/api/billing/credit'],
    queryFn: ({ signal }) => apiFetch('/api/billing/credit', { signal, schema: AccountCredit }),
  });
