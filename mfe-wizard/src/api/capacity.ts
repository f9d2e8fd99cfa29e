import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { CapacityAvailability, Feasibility, type SlotAvailability } from '@rbt/contracts';
import type { WizardDraft } from '../draft/wizard-types';

/** Availability changes only as other campaigns are approved: a minute old is fresh enough for the slot picker. */
export const AVAILABILITY_STALE_MS = 60_000;

export interface AvailabilityInput {
  cities: readonly string[];
  startDate: string | null;
  endDate: string | null;
}

/** The GET /api/capacity/availability path for a selection, or null when it cannot be asked (no city, no dates). */
export function availabilityPath({ cities, startDate, endDate }: AvailabilityInput): string | null {
  if (cities.length === 0 || !startDate || !endDate || endDate < startDate) return null;
  const q = new URLSearchParams({ startDate, endDate, cities: [...cities].sort().join(',') });
  return `/api/capacity/availability?${q.toString()}`;
}

/**
 * Sold-out and nearly-full slots for the chosen dates and cities, from svc-capacity. Slots are judged over all 18
 * (not just the chosen ones) so the picker can warn before a slot is picked. A failure shows no badges rather than
 * blocking the step: booking at approval is what enforces capacity.
 */
export function useSlotAvailability(input: AvailabilityInput): ReadonlyMap<string, SlotAvailability> | undefined {
  const path = availabilityPath(input);
  const query = useQuery({
    queryKey: ['/api/capacity/availability', path],
    queryFn: ({ signal }) => apiFetch(path as string, { schema: CapacityAvailability, signal }),
    enabled: path !== null,
    staleTime: AVAILABILITY_STALE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (!path || !query.data) return undefined;
  return new Map(query.data.slots.map((s) => [s.timeSlot, s]));
}

/**
 * What svc-capacity says of selling `plays` in the draft's hours still to come (POST /api/capacity/feasibility): its
 * deliveryConfidence is the review step's, the load of those hours once booked, the figure the locked quote keeps.
 */
export function useFeasibility(d: WizardDraft, plays: number | undefined) {
  const body =
    d.cities.length && d.timeSlots.length && d.startDate && d.endDate && d.endDate >= d.startDate && plays
      ? {
          startDate: d.startDate,
          endDate: d.endDate,
          cities: [...d.cities],
          timeSlots: [...d.timeSlots],
          daysOfWeek: [...d.daysOfWeek],
          gender: d.gender,
          deviceType: d.deviceType,
          valueTier: d.valueTier,
          plays: Math.round(plays),
        }
      : null;
  return useQuery({
    queryKey: ['/api/capacity/feasibility', body],
    queryFn: ({ signal }) =>
      apiFetch('/api/capacity/feasibility', { method: 'POST', body, schema: Feasibility, signal }),
    enabled: body !== null,
    staleTime: AVAILABILITY_STALE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
