import {
  allocationPlan,
  elapsedOfHour,
  forecastRemaining,
  nodesOf,
  planKey,
  type Contract,
  type HourPlan,
  type PlanEntry,
} from './allocation-plan';
import { addCalendarDays, karachiClock, type KarachiClock } from '@rbt/contracts';
import type { ServingIndex } from './serving-index';

/** What the planner reads (Redis in production): calls seen per node of a cell, and plays used of a campaign's cell. */
export interface AllocationPorts {
  /** Calls the decide path counted in `date|city|slot`, by `gender|device|tier`. */
  traffic(date: string, city: string, slot: string): Promise<Map<string, number>>;
  /** Counted + live reserved plays of the campaign in the cell. */
  used(campaignId: string, cell: string): Promise<number>;
}

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
      const hourBefore = karachiClock(nowMs - 3_600_000);
      const [observed, previousDay, previousHour, used] = await Promise.all([
        ports.traffic(clock.date, city, clock.slot),
        ports.traffic(addCalendarDays(clock.date, -1), city, clock.slot),
        ports.traffic(hourBefore.date, city, hourBefore.slot),
        Promise.all(live.map((c) => ports.used(c.id, cell))),
      ]);
      // The prior: the same hour yesterday, else the hour before (calls change slowly from one hour to the next).
      const forecast = forecastRemaining(observed, previousDay.size ? previousDay : previousHour, elapsed);
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
