import { CAPACITY_SLOT_IDS } from '@rbt/contracts';
import type { Deps } from '../src/deps';
import { allocationPlan, eligible, nodeKey, nodesOf, type Contract } from '../src/serving/domain/allocation-plan';
import { decide } from '../src/serving/domain/decide-use-case';
import { replan } from '../src/serving/entry-points/jobs/allocation-plan-job';
import { reloadCampaign } from '../src/serving/domain/serving-index-reload-use-case';
import { type Rand, subscriberPool, type Subscriber } from '../../libs/local-stack/src/traffic/audience-mix';
import { spec } from './serving-fixtures';

export const SLOTS = CAPACITY_SLOT_IDS;
/** Karachi callers of the traffic generator's reference mix (city by audience, then its gender, device, tier). */
export const karachiCallers = (poolSize: number, rand: Rand) =>
  subscriberPool(poolSize, rand).filter((s) => s.city === 'karachi');

/** Calls per hour of the day: quieter mornings, a busy evening (hours 6-23). */
export const callsInHour = (slot: string, base: number) =>
  Math.round(base * (0.7 + 0.6 * (Number(slot.slice(0, 2)) / 23)));

type Targeting = Pick<Contract, 'gender' | 'deviceType' | 'valueTier'>;
const T = (gender = 'all', deviceType = 'all', valueTier = 'all'): Targeting => ({ gender, deviceType, valueTier });
/** 20 competing campaigns: broad ones and narrow ones that need the calls the broad ones could also take. */
const TARGETS: Targeting[] = [
  ...Array.from({ length: 6 }, () => T()),
  T('male'),
  T('female'),
  T('female'),
  T('all', 'smartphone'),
  T('all', 'nonSmartphone'),
  T('all', 'smartphone'),
  T('all', 'all', 'gold'),
  T('all', 'all', 'platinum'),
  T('all', 'all', 'silver'),
  T('all', 'all', 'bronze'),
  T('female', 'smartphone'),
  T('male', 'all', 'gold'),
  T('female', 'nonSmartphone'),
  T('male', 'smartphone', 'silver'),
];

export interface SimCampaign {
  id: string;
  targeting: Targeting;
  cap: number;
  price: number;
  /** Booked plays per slot of the day. */
  booked: Map<string, number>;
}

/**
 * Callers per node of a pool, counted once per pool: the search for feasible bookings below asks for the expected
 * nodes hundreds of times, and counting a 10,000-caller pool each time was half of a simulation file's CPU.
 */
const callersPerNode = new WeakMap<Subscriber[], Map<string, number>>();

/** Expected calls per caller node in an hour with `calls` calls drawn uniformly from the pool. */
function expectedNodes(pool: Subscriber[], calls: number) {
  let m = callersPerNode.get(pool);
  if (!m) {
    m = new Map<string, number>();
    for (const s of pool)
      m.set(nodeKey(s.gender, s.device, s.tier), (m.get(nodeKey(s.gender, s.device, s.tier)) ?? 0) + 1);
    callersPerNode.set(pool, m);
  }
  return nodesOf(new Map([...m].map(([k, n]) => [k, (n / pool.length) * calls])));
}

/**
 * Feasible bookings: each campaign wants a random weight × its eligible supply, scaled until the HWM plan of the
 * expected supply gives no campaign more than `maxAlpha` of what is left to it (so every guarantee can be met).
 */
export function competingCampaigns(pool: Subscriber[], base: number, rand: Rand, maxAlpha = 0.75): SimCampaign[] {
  const weights = TARGETS.map(() => 0.5 + rand());
  const plan = (slot: string, k: number) => {
    const nodes = expectedNodes(pool, callsInHour(slot, base));
    const contracts = TARGETS.map((t, i) => {
      const c: Contract = { id: `sim-${i}`, remaining: 0, list: false, ...t };
      const supply = nodes.filter((n) => eligible(c, n)).reduce((s, n) => s + n.calls, 0);
      return { ...c, remaining: Math.floor(supply * (weights[i] as number) * k) };
    });
    return { contracts, alphas: [...allocationPlan(contracts, nodes).values()].map((e) => e.alpha) };
  };
  const booked = SLOTS.map((slot) => {
    let k = 1;
    while (Math.max(...plan(slot, k).alphas) > maxAlpha) k *= 0.95;
    return plan(slot, k).contracts.map((c) => c.remaining);
  });
  return TARGETS.map((targeting, i) => ({
    id: `sim-${i}`,
    targeting,
    cap: 2 + (i % 4),
    price: 0.5 + i * 0.37,
    booked: new Map(SLOTS.map((slot, h) => [slot, booked[h]![i]!])),
  }));
}
/** Books the campaigns for the given days in Karachi and makes them live, as the Kafka consumer would. */
export async function bookAll(deps: Deps, dates: string[], campaigns: SimCampaign[]): Promise<void> {
  for (const c of campaigns) {
    const cells = dates.flatMap((date) =>
      SLOTS.map((timeSlot) => ({ date, city: 'karachi', timeSlot, n: c.booked.get(timeSlot)! })),
    );
    const impressions = cells.reduce((s, x) => s + x.n, 0);
    await deps.reservations.save({ _id: c.id, state: 'reserved', cells, impressions, shortSlots: [] });
    const t = c.targeting;
    await deps.reservations.setCampaignStatus(
      c.id,
      'live',
      spec({
        gender: t.gender as never,
        deviceType: t.deviceType as never,
        valueTier: t.valueTier as never,
        freqCapPerDay: c.cap,
        pricePerPlayPkr: c.price,
      }),
    );
    await reloadCampaign(deps, c.id);
  }
}

/** What a day delivered: counted plays per `campaign|slot`, and at each tenth-of-hour mark (for the pacing check). */
export interface DayResult {
  counted: Map<string, number>;
  marks: Map<string, number[]>;
  calls: number;
}

const REPLAN_MS = 120_000;
const MARKS = 6;

/**
 * A day of Karachi traffic on a fast clock: Poisson-like arrivals (uniform times) per hour, `supply` × the hour's
 * calls, each decided by the real use case against real Redis at its simulated time and played (1 % end in an Error
 * before the impression, releasing the decision); the plan is recomputed every 2 simulated minutes. `slots` runs
 * only those hours of the day (the others get no calls).
 */
export async function runDay(
  deps: Deps,
  date: string,
  pool: Subscriber[],
  base: number,
  supply: number,
  rand: Rand,
  slots: readonly string[] = SLOTS,
) {
  const r: DayResult = { counted: new Map(), marks: new Map(), calls: 0 };
  for (const slot of slots) {
    const start = Date.parse(`${date}T${slot.slice(0, 2)}:00:00+05:00`);
    const times = Array.from(
      { length: Math.round(callsInHour(slot, base) * supply) },
      () => start + rand() * 3_600_000,
    );
    times.sort((a, b) => a - b);
    let nextPlan = start;
    let nextMark = 1;
    const mark = () => {
      for (const c of deps.servingIndex.inCity('karachi')) {
        const key = `${c.id}|${slot}`;
        r.marks.set(key, [...(r.marks.get(key) ?? []), r.counted.get(key) ?? 0]);
      }
    };
    for (const t of [...times, start + 3_600_000]) {
      while (nextPlan <= t && nextPlan < start + 3_600_000) {
        await replan(deps, nextPlan);
        nextPlan += REPLAN_MS;
      }
      while (nextMark <= MARKS && start + (nextMark * 3_600_000) / MARKS <= t) {
        mark();
        nextMark += 1;
      }
      if (t >= start + 3_600_000) break;
      const s = pool[Math.floor(rand() * pool.length)]!;
      const q = { sub: s.sub, city: 'karachi' as const, gender: s.gender, device: s.device, tier: s.tier };
      r.calls += 1;
      const d = await decide(deps, q, 'sim-platform', t, 600_000, rand());
      if (!d) continue;
      if (rand() < 0.01) {
        await deps.serving.track(d.adServingId, 'error', new Date(t), 400);
        continue;
      }
      if ((await deps.serving.track(d.adServingId, 'impression', new Date(t))) !== 'counted') continue;
      const key = `${d.campaign.id}|${slot}`;
      r.counted.set(key, (r.counted.get(key) ?? 0) + 1);
    }
    while (nextMark <= MARKS) {
      mark();
      nextMark += 1;
    }
  }
  return r;
}
