import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';
import { BillingProfileResponse, type BillingProfile, type BillingProfileInput } from '@rbt/contracts';

const PATH = '/api/billing/profile';
const KEY = [PATH];

/** The signed-in user's billing profile (null until saved at checkout or in Settings). */
export function useBillingProfile() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => BillingProfileResponse.parse(await apiFetch<unknown>(PATH)).profile,
    staleTime: 0,
  });
}

/** PUT /api/billing/profile; the server validates again (400 with the field path) and answers what it stored. */
export function useSaveBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: BillingProfileInput): Promise<BillingProfile | null> =>
      BillingProfileResponse.parse(await apiFetch<unknown>(PATH, { method: 'PUT', body: profile })).profile,
    onSuccess: (profile) => queryClient.setQueryData(KEY, profile),
  });
}
