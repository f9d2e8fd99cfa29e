import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { newIdempotencyKey, postIdempotent } from './post-idempotent';
import { CampaignDetail, PaymentResponse, type PaymentRequest } from '@rbt/contracts';

const campaignPath = (id: string) => `/api/campaigns/${encodeURIComponent(id)}`;

// Parsed after the fetch: the schema's input type (preprocessed enums) differs from its output, which apiFetch's
// single-type schema option cannot express.
export async function fetchCampaign(id: string): Promise<CampaignDetail> {
  return CampaignDetail.parse(await apiFetch<unknown>(campaignPath(id)));
}

/** The campaign with its locked quote; always fresh, because the checkout must show what will be charged. */
export function useCheckoutCampaign(id: string) {
  return useQuery({ queryKey: ['/api/campaigns', id], queryFn: () => fetchCampaign(id), staleTime: 0 });
}

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
  return postIdempotent(`${campaignPath(id)}/payments`, body, idempotencyKey, PaymentResponse);
}
