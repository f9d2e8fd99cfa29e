import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmailPreferences, type EmailPreferencesChange } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit';

const PATH = '/api/notifications/preferences';
const KEY = [PATH];

/** The caller's email preferences (svc-campaigns): the emails' language and which kinds are emailed. */
export const useEmailPreferences = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiFetch(PATH, { signal, schema: EmailPreferences }) });

/** One change (a kind switched, or the language); the answer is the whole new state, kept as the query's data. */
export function useChangeEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: EmailPreferencesChange) =>
      apiFetch(PATH, { method: 'PUT', body: change, schema: EmailPreferences }),
    onSuccess: (prefs) => client.setQueryData(KEY, prefs),
  });
}
