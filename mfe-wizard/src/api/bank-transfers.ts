import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { BankTransfer, BankTransferList } from '@rbt/contracts';

const TRANSFERS = '/api/billing/bank-transfers';

/** The campaign's bank transfer, if the advertiser already chose to pay by one (null otherwise). */
export function useCampaignBankTransfer(campaignId: string) {
  return useQuery({
    queryKey: [TRANSFERS],
    queryFn: ({ signal }) => apiFetch(TRANSFERS, { signal, schema: BankTransferList }).then((l) => l.items),
    select: (items) => items.find((t) => t.campaignId === campaignId) ?? null,
  });
}

/** Asks for the account and a payment reference; asking again gives the same reference. */
export function useStartBankTransfer(campaignId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/campaigns/${encodeURIComponent(campaignId)}/bank-transfer`, {
        method: 'POST',
        body: {},
        schema: BankTransfer,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [TRANSFERS] }),
  });
}
