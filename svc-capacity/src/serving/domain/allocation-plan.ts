/**
 * The allocation plan (docs/delivery.md "Pacing and allocation"): High Water Mark (Chen et al., "Ad Serving Using a
 * Compact Allocation Plan", 2012) over one date × city × hour cell. Supply nodes are the caller attribute
 * combinations the platforms send (gender × device × tier); contracts are the campaigns booked in the cell. Pure:
 * no clock, no I/O.
 */

/** Caller attributes as counted by the decide path; '-' when the platform did not send one. */
export interface SupplyNode {
  gender: string;
  device: string;
  tier: string;
  /** Calls forecast for the rest of the hour. */
  calls: number;
}

/** A campaign's plays still owed in the cell and what it targets. */
export interface Contract {
  id: string;
  remaining: number;
  gender: string;
  deviceType: string;
  valueTier: string;
  /** Customer-list targeting: its members are not a supply node, so it is planned first at α = 1. */
  list: boolean;
}

/** What one decision needs of a contract: its place in the order and its share of what supply is left to it. */
export interface PlanEntry {
  rank: number;
  alpha: number;
}

const fits = (target: string, given: string) => target === 'all' || target === given;
export const eligible = (c: Contract, n: SupplyNode) =>
  fits(c.gender, n.gender) && fits(c.deviceType, n.device) && fits(c.valueTier, n.tier);

/**
 * High Water Mark: contracts in decreasing contention (owed ÷ eligible forecast supply, most constrained first);
 * each takes α_j of the supply still left at its eligible nodes, α_j = owed ÷ that remaining supply (at most 1),
 * and the nodes keep (1 − α_j) of it for the contracts after it. O(1) state per contract: (rank, α).
 * A contract owing nothing gets α = 0; one whose forecast cannot cover it gets α = 1 (it takes all it may).
 */
export function allocationPlan(contracts: readonly Contract[], nodes: readonly SupplyNode[]): Map<string, PlanEntry> {
  const left = nodes.map((n) => n.calls);
  const supplyOf = (c: Contract) => nodes.reduce((s, n, i) => (eligible(c, n) ? s + (left[i] as number) : s), 0);
  const contention = new Map(contracts.map((c) => [c.id, c.list ? Infinity : c.remaining / supplyOf(c)]));
  const order = [...contracts].sort(
    (a, b) => (contention.get(b.id) as number) - (contention.get(a.id) as number) || a.id.localeCompare(b.id),
  );
  const plan = new Map<string, PlanEntry>();
  order.forEach((c, rank) => {
    if (c.list) return plan.set(c.id, { rank, alpha: 1 });
    const supply = supplyOf(c);
    const alpha = c.remaining <= 0 ? 0 : supply <= c.remaining ? 1 : c.remaining / supply;
    nodes.forEach((n, i) => {
      if (eligible(c, n)) left[i] = (left[i] as number) * (1 - alpha);
    });
    plan.set(c.id, { rank, alpha });
  });
  return plan;
}

/** The forecast counts as observed for this long before it replaces the prior (a tenth of the hour). */
export const MIN_OBSERVED_FRACTION = 0.1;

/**
 * Calls left in the hour per node: the rate seen so far this hour once a tenth of it has passed (so a supply drop
 * is seen within minutes), before that the same hour's count on the previous day (the prior); null when neither
 * is known (the campaigns then get the calls by the furthest-behind rule, which pacing keeps even).
 */
export function forecastRemaining(
  observed: ReadonlyMap<string, number>,
  previousDay: ReadonlyMap<string, number> | null,
  elapsed: number,
): Map<string, number> | null {
  const rest = Math.max(0, 1 - elapsed);
  const seen = [...observed.values()].reduce((s, n) => s + n, 0);
  if (elapsed >= MIN_OBSERVED_FRACTION && seen > 0)
    return new Map([...observed].map(([k, n]) => [k, (n / elapsed) * rest]));
  if (previousDay && previousDay.size > 0) return new Map([...previousDay].map(([k, n]) => [k, n * rest]));
  return null;
}

/** Node key as counted: `gender|device|tier`. */
export const nodeKey = (gender?: string, device?: string, tier?: string) =>
  `${gender ?? '-'}|${device ?? '-'}|${tier ?? '-'}`;

export function nodesOf(forecast: ReadonlyMap<string, number>): SupplyNode[] {
  return [...forecast].map(([k, calls]) => {
    const [gender = '-', device = '-', tier = '-'] = k.split('|');
    return { gender, device, tier, calls };
  });
}

/** The plan of the current hour, by `campaignId|date|city|slot`; a campaign missing from it gets only calls no draw took. */
export type HourPlan = ReadonlyMap<string, PlanEntry>;
export const planKey = (campaignId: string, cell: string) => `${campaignId}|${cell}`;

const HOUR_MS = 3_600_000;
/** How far into its hour `nowMs` is, in [0, 1). Karachi hours start on UTC hours (UTC+5, no daylight saving). */
export const elapsedOfHour = (nowMs: number) => (nowMs % HOUR_MS) / HOUR_MS;

/** Plays a cell should have counted by this point of its hour on an even pace (rounded down). */
export const paceDue = (booked: number, elapsed: number) =>
  Math.min(booked, Math.floor(booked * Math.min(1, Math.max(0, elapsed))));

/** Plays a cell may have used (counted + reserved) by now: one play ahead of an even pace, never above the booking. */
export const paceAllowance = (booked: number, elapsed: number) => Math.min(booked, paceDue(booked, elapsed) + 1);
