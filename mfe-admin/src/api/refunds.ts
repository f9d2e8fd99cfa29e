import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { RefundList, type RefundState } from '@rbt/contracts';

const REFUNDS = '/api/admin/billing/refunds';

/** Every advertiser's refunds (newest first), or only those in one state. */
export function useAdminRefunds(state: RefundState | null) {
  const url = state ? `${REFUNDS}?state=${state}` : REFUNDS;
  return useQuery({
    queryKey: [REFUNDS, state],
    queryFn: ({ signal }) => apiFetch(url, { signal, schema: RefundList }).then((l) => l.items),
  });
}
