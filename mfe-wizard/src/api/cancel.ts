import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CancelCampaignResponse, type RefundDestination } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

/**
 * POST /api/campaigns/:id/cancel: the owner cancels a paid campaign that has not started; the money goes back to the
 * wallet or card it came from, or stays as account credit. Asking twice opens no second refund (the service keys it).
 */
export function useCancelCampaign(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (refundTo: RefundDestination) =>
      apiFetch(`/api/campaigns/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: { refundTo },
        schema: CancelCampaignResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/campaigns'] }),
  });
}
