import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@rbt/web-kit';
import { BankTransferList, StatementResult } from '@rbt/contracts';

const TRANSFERS = '/api/billing/bank-transfers';

/** Every advertiser's bank transfers (admins see all): what is due, what arrived, what remains. */
export function useBankTransfers() {
  return useQuery({
    queryKey: [TRANSFERS],
    queryFn: ({ signal }) => apiFetch(TRANSFERS, { signal, schema: BankTransferList }).then((l) => l.items),
  });
}

/** apiFetch only sends JSON; the statement goes as text/csv, read whole by the service (a bad line changes nothing). */
async function postStatement(csv: string) {
  const res = await fetch('/api/admin/billing/bank-transfers/statement', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'text/csv' },
    body: csv,
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return StatementResult.parse(await res.json());
}

export function useUploadStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postStatement,
    onSuccess: () => client.invalidateQueries({ queryKey: [TRANSFERS] }),
  });
}
