import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, useDebounced } from '@rbt/web-kit';
import { draftEstimateRequest, EstimateRequest, EstimateResponse } from '@rbt/contracts';
import { estimate } from '@rbt/pricing';
import type { WizardDraft } from '../draft/wizard-types';
import { draftGoalIssue } from '../draft/goal-rules';

export const ESTIMATE_DEBOUNCE_MS = 400;
/** Spec §7: estimate results are cached 10 seconds and not refetched on focus. */
export const ESTIMATE_CACHE_MS = 10_000;

/**
 * The spec §7 estimate body, or null when no city is chosen (spec §5: no estimate without a city). A goal the
 * wizard already shows as invalid beside its field is left out, so the figures show the ceiling, not a 400.
 */
export function estimateBody(d: WizardDraft): EstimateRequest | null {
  if (d.cities.length === 0) return null;
  const goalOk = draftGoalIssue(d) === null;
  const request = draftEstimateRequest(d);
  return goalOk ? request : { ...request, goal: { type: d.goalType } };
}

/** The shared engine's answer for the same body: instant, but only a preview (the server is the authority). */
export function previewEstimate(d: WizardDraft): EstimateResponse | null {
  const body = estimateBody(d);
  // A customer list's matched audience is known only to the server: no preview on the cities' whole audience.
  if (!body || body.audience.listId) return null;
  try {
    return estimate(EstimateRequest.parse(body));
  } catch {
    return null; // e.g. end date before start: the server answers 400 and that error is shown
  }
}

export type EstimateStatus = 'none' | 'updating' | 'current' | 'failed';

/** Server estimate of the draft, debounced; `status` says whether the figures belong to the current selection. */
export function useEstimate(d: WizardDraft) {
  const body = useMemo(() => estimateBody(d), [d]);
  const key = JSON.stringify(body);
  const debouncedKey = useDebounced(key, ESTIMATE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['/api/estimate', debouncedKey],
    queryFn: ({ signal }) =>
      apiFetch('/api/estimate', { method: 'POST', body: JSON.parse(debouncedKey), schema: EstimateResponse, signal }),
    enabled: debouncedKey !== 'null',
    staleTime: ESTIMATE_CACHE_MS,
    gcTime: ESTIMATE_CACHE_MS,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
  let status: EstimateStatus;
  if (!body) status = 'none';
  else if (query.isError && debouncedKey === key) status = 'failed';
  else if (query.data && !query.isPlaceholderData && !query.isFetching && debouncedKey === key) status = 'current';
  else status = 'updating';
  // retry: a failed estimate's "Try again" (network or our side) asks once more for the same selection.
  return { data: body ? query.data : undefined, status, error: query.error, retry: () => void query.refetch() };
}
