import { useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, newIdempotencyKey } from '@rbt/web-kit';
import {
  CheckoutCredit,
  CheckoutResponse,
  OPEN_PAYMENT_STATES,
  PaymentStatusResponse,
  type CheckoutForm,
  type PaymentRequest,
} from '@rbt/contracts';

/**
 * POST /api/campaigns/:id/payments with one Idempotency-Key per attempt: a double click or a network retry
 * replays the same attempt. After a failure the key is replaced, since the server keeps client errors for a key.
 */
export function usePayment(id: string) {
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (body: PaymentRequest) =>
      apiFetch(`/api/campaigns/${encodeURIComponent(id)}/payments`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key.current },
        schema: CheckoutResponse,
      }),
    onError: () => {
      key.current = newIdempotencyKey();
    },
  });
}

/** Sends the browser to the provider's hosted page: a self-submitting form with the server's signed fields. */
export function postToProvider(checkout: CheckoutForm): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = checkout.actionUrl;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/**
 * After the server opened an attempt: the provider's page, or, when account credit paid it all (no form), back to
 * this portal's page of the attempt (`?payment=<reference>`), which shows it paid.
 */
export function goOn(answer: CheckoutResponse, back: (reference: string) => void): void {
  if (answer.checkout) postToProvider(answer.checkout);
  else back(answer.payment.reference);
}

/** What account credit pays of the amount due and what is left to pay: the server's figures, in PKR. */
export function useCheckoutCredit(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/campaigns', id, 'checkout-credit'],
    enabled,
    queryFn: () => apiFetch(`/api/campaigns/${encodeURIComponent(id)}/checkout-credit`, { schema: CheckoutCredit }),
  });
}

/** Where an attempt stands after the provider sent the payer back; asked again while it waits. */
export function usePaymentStatus(id: string, reference: string | null) {
  return useQuery({
    queryKey: ['/api/campaigns', id, 'payments', reference],
    enabled: !!reference,
    queryFn: () =>
      apiFetch(`/api/campaigns/${encodeURIComponent(id)}/payments/${encodeURIComponent(reference ?? '')}`, {
        schema: PaymentStatusResponse,
      }),
    // Soon after the return the provider may not have answered yet (the return waits a few seconds at most).
    refetchInterval: (q) => (q.state.data && !OPEN_PAYMENT_STATES.includes(q.state.data.payment.state) ? false : 2000),
  });
}
