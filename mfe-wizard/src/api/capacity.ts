import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { CapacityAvailability, type SlotAvailability } from '@rbt/contracts';

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
