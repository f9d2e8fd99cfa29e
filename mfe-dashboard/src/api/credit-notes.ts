import { useQuery } from '@tanstack/react-query';
import { CreditNoteList } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

/** The caller's credit notes (svc-campaigns GET /api/billing/credit-notes): one per campaign that ended short. */
export const useCreditNotes = () =>
  useQuery({
    queryKey: ['/api/billing/credit-notes'],
    queryFn: ({ signal }) => apiFetch('/api/billing/credit-notes', { signal, schema: CreditNoteList }),
  });
