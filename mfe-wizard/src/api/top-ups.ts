import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, newIdempotencyKey } from '@rbt/web-kit';
import { TopUpQuote, TopUpResponse, type TopUpRequest } from '@rbt/contracts';

const path = (id: string) => `/api/campaigns/${encodeURIComponent(id)}`;

/** POST /top-up/quote: the price of the added plays only; nothing is charged. */
export function useTopUpQuote(id: string) {
  return useMutation({
    mutationFn: async (body: TopUpRequest) =>
      TopUpQuote.parse(await apiFetch<unknown>(`${path(id)}/top-up/quote`, { method: 'POST', body })),
  });
}

/** POST /top-ups with one Idempotency-Key per attempt (a double click replays the same payment). */
export function useTopUpPayment(id: string) {
  const key = useRef(newIdempotencyKey());
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TopUpRequest) =>
      apiFetch(`${path(id)}/top-ups`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key.current },
        schema: TopUpResponse,
      }),
    onSettled: () => {
      key.current = newIdempotencyKey();
    },
    // Awaited so the paid notice, the details' guaranteed plays and the delivery figures' "of N guaranteed" appear
    // together: the page never shows the new invoice beside the old figure (the pacing is under /api/campaigns).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['/api/campaigns'] }),
        client.invalidateQueries({ queryKey: ['/api/invoices'] }),
        client.invalidateQueries({ queryKey: ['/api/analytics', id] }),
      ]),
  });
}
