import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@rbt/web-kit';
import { CapacityRows, CapacitySummary, CapacityUpload, CapacityUploadResult } from '@rbt/contracts';

const CAPACITY = '/api/admin/capacity';

export function useCapacityRows(date: string, city: string) {
  return useQuery({
    queryKey: [CAPACITY, 'rows', date, city],
    queryFn: ({ signal }) =>
      apiFetch(`${CAPACITY}?${new URLSearchParams({ date, city })}`, { signal, schema: CapacityRows }),
    enabled: !!date,
  });
}

/** Utilisation by city and hour for a date; without a date the service answers for today in Asia/Karachi. */
export function useCapacitySummary(date?: string) {
  return useQuery({
    queryKey: [CAPACITY, 'summary', date ?? 'today'],
    queryFn: ({ signal }) =>
      apiFetch(`${CAPACITY}/summary${date ? `?date=${date}` : ''}`, { signal, schema: CapacitySummary }),
  });
}

/** apiFetch only sends JSON; the CSV goes as text/csv with the dialog's date and city as defaults for missing columns. */
async function postCsv(csv: string, defaults: { date: string; city: string }) {
  const params = new URLSearchParams(Object.entries(defaults).filter(([, v]) => v));
  const res = await fetch(`${CAPACITY}/upload.csv?${params}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'text/csv' },
    body: csv,
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return CapacityUploadResult.parse(await res.json());
}

export type UploadInput =
  { kind: 'form'; upload: CapacityUpload } | { kind: 'csv'; csv: string; date: string; city: string };

export function useUploadCapacity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) =>
      input.kind === 'form'
        ? apiFetch(`${CAPACITY}/upload`, { method: 'POST', body: input.upload, schema: CapacityUploadResult })
        : postCsv(input.csv, { date: input.date, city: input.city }),
    onSuccess: () => client.invalidateQueries({ queryKey: [CAPACITY] }),
  });
}
