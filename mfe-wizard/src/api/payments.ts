import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, newIdempotencyKey } from '@rbt/web-kit';
import { PaymentResponse, type PaymentRequest } from '@rbt/contracts';

/**
 * POST /api/campaigns/:id/payments with one Idempotency-Key per attempt: a double click or a network retry
 * replays the same payment. After a failure the key is replaced, since the server keeps client errors for a key.
 */
export function usePayment(id: string) {
  const key = useRef(newIdempotencyKey());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentRequest) => payCampaign(id, body, key.current),
    onError: () => {
      key.current = newIdempotencyKey();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/campaigns'] }),
  });
}

export function payCampaign(id: string, body: PaymentRequest, idempotencyKey: string): Promise<PaymentResponse> {
  return apiFetch(`/api/campaigns/${encodeURIComponent(id)}/payments`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: PaymentResponse,
  });
}
