import { allocationPlan, forecastRemaining, nodesOf, type Contract, type PlanEntry } from './allocation-plan';
import { karachiClock, type KarachiClock } from './decide-use-case';
import type { ServingIndex } from './serving-index';

/** What the planner reads (Redis in production): calls seen per node of a cell, and plays used of a campaign's cell. */
export interface AllocationPorts {
  /** Calls the decide path counted in `date|city|slot`, by `gender|device|tier`. */
  traffic(date: string, city: string, slot: string): Promise<Map<string, number>>;
  /** Counted + live reserved plays of the campaign in the cell. */
  used(campaignId: string, cell: string): Promise<number>;
}

/** The plan of the current hour, by `campaignId|date|city|slot`; a campaign missing from it is served at α = 1. */
export type HourPlan = ReadonlyMap<string, PlanEntry>;
export const planKey = (campaignId: string, cell: string) => `${campaignId}|${cell}`;

const HOUR_MS = 3_600_000;
/** How far into its hour `nowMs` is, in [0, 1). Karachi hours start on UTC hours (UTC+5, no daylight saving). */
export const elapsedOfHour = (nowMs: number) => (nowMs % HOUR_MS) / HOUR_MS;

const previousDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const plays = (c: { spec: { daysOfWeek: string[] } }, clock: KarachiClock) =>
  c.spec.daysOfWeek.length === 0 || c.spec.daysOfWeek.includes(clock.dow);

/**
 * Recomputes the plan of the current Karachi hour in every city with bookings (a job, every
 * ALLOCATION_REPLAN_MS): contracts owe booked − used (so the plan is corrected by what was delivered), supply is
 * the forecast of the calls left in the hour. Each instance computes it alone from the shared counters; no
 * coordination, and a stale plan only shifts shares for one interval (pacing and the booking cap still hold).
 */
export async function planHour(index: ServingIndex, nowMs: number, ports: AllocationPorts): Promise<HourPlan> {
  const clock = karachiClock(nowMs);
  const elapsed = elapsedOfHour(nowMs);
  const out = new Map<string, PlanEntry>();
  await Promise.all(
    index.cities().map(async (city) => {
      const cell = `${clock.date}|${city}|${clock.slot}`;
      const live = index
        .inCity(city)
        .filter((c) => clock.date >= c.startDate && clock.date <= c.endDate && plays(c, clock) && c.booked.get(cell));
      if (live.length === 0) return;
      const [observed, previous, used] = await Promise.all([
        ports.traffic(clock.date, city, clock.slot),
        ports.traffic(previousDate(clock.date), city, clock.slot),
        Promise.all(live.map((c) => ports.used(c.id, cell))),
      ]);
      const forecast = forecastRemaining(observed, previous, elapsed);
      if (!forecast) return;
      const contracts: Contract[] = live.map((c, i) => ({
        id: c.id,
        remaining: Math.max(0, (c.booked.get(cell) as number) - (used[i] as number)),
        gender: c.spec.gender,
        deviceType: c.spec.deviceType,
        valueTier: c.spec.valueTier,
        list: c.spec.audienceListId !== null,
      }));
      for (const [id, e] of allocationPlan(contracts, nodesOf(forecast))) out.set(planKey(id, cell), e);
    }),
  );
  return out;
}
