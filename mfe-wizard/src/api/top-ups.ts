import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, newIdempotencyKey } from '@rbt/web-kit';
import { TopUpCheckoutResponse, TopUpQuote, type TopUpPaymentRequest, type TopUpRequest } from '@rbt/contracts';

const path = (id: string) => `/api/campaigns/${encodeURIComponent(id)}`;

/** POST /top-up/quote: the price of the added plays only; nothing is charged. */
export function useTopUpQuote(id: string) {
  return useMutation({
    mutationFn: async (body: TopUpRequest) =>
      TopUpQuote.parse(await apiFetch<unknown>(`${path(id)}/top-up/quote`, { method: 'POST', body })),
  });
}

/** POST /top-ups with one Idempotency-Key per attempt (a double click replays the same attempt); the answer's form goes to the provider. */
export function useTopUpPayment(id: string) {
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (body: TopUpPaymentRequest) =>
      apiFetch(`${path(id)}/top-ups`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key.current },
        schema: TopUpCheckoutResponse,
      }),
    onError: () => {
      key.current = newIdempotencyKey();
    },
  });
}
