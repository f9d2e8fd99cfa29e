import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { ReconciliationResponse } from '@rbt/contracts';

const RECONCILIATION = '/api/admin/billing/reconciliation';

/** The latest comparison of payments and invoices with the providers (null before the first run). */
export function useReconciliation() {
  return useQuery({
    queryKey: [RECONCILIATION],
    queryFn: ({ signal }) => apiFetch(RECONCILIATION, { signal, schema: ReconciliationResponse }).then((r) => r.report),
  });
}

/** Runs it now (the daily job runs it anyway); 409 while another run is under way. */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${RECONCILIATION}/run`, { method: 'POST', schema: ReconciliationResponse }),
    onSuccess: (r) => client.setQueryData([RECONCILIATION], r.report),
  });
}
