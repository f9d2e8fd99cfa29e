import type { DecisionQuery } from '@rbt/contracts';
import type { ServeableCampaign, ServingIndex } from './serving-index';

/** Karachi keeps UTC+5 all year (no daylight saving since 2009), so its clock is a fixed offset: no Intl per call. */
const KARACHI_OFFSET_MS = 5 * 3_600_000;
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

export interface KarachiClock {
  date: string;
  /** The hourly slot `HH-HH` of the moment. */
  slot: string;
  dow: (typeof DAYS)[number];
  /** When this Karachi day ends (a subscriber's cap counts per day). */
  dayEndsAtMs: number;
}

export function karachiClock(nowMs: number): KarachiClock {
  const k = new Date(nowMs + KARACHI_OFFSET_MS);
  const h = k.getUTCHours();
  const date = k.toISOString().slice(0, 10);
  const dayEndsAtMs = Date.parse(`${date}T00:00:00Z`) + 86_400_000 - KARACHI_OFFSET_MS;
  return { date, slot: `${pad(h)}-${pad(h + 1)}`, dow: DAYS[k.getUTCDay()] as KarachiClock['dow'], dayEndsAtMs };
}

/** A campaign that may serve this request, with the cell it would play in and that cell's booked plays. */
export interface Candidate {
  campaign: ServeableCampaign;
  cell: string;
  booked: number;
}

const fits = (target: string, given: string | undefined) => target === 'all' || target === given;

/**
 * Every targeting rule of a campaign against a request (docs/delivery.md): date range, slot and day of the week in
 * Karachi, city, gender, device, tier and customer list. A missing attribute matches only campaigns that do not
 * target it ('all'). The booked plays of the cell must be positive.
 */
export function candidateFor(c: ServeableCampaign, q: DecisionQuery, clock: KarachiClock): Candidate | null {
  if (!q.city || clock.date < c.startDate || clock.date > c.endDate) return null;
  const s = c.spec;
  if (!s.audio || !fits(s.gender, q.gender) || !fits(s.deviceType, q.device) || !fits(s.valueTier, q.tier)) return null;
  if (s.daysOfWeek.length > 0 && !s.daysOfWeek.includes(clock.dow)) return null;
  if (s.audienceListId !== null && !c.members?.has(q.sub)) return null;
  const cell = `${clock.date}|${q.city}|${clock.slot}`;
  const booked = c.booked.get(cell) ?? 0;
  return booked > 0 ? { campaign: c, cell, booked } : null;
}

/** The campaigns that match, in random order (the random tie-break of the fairness rule). */
export function candidates(index: ServingIndex, q: DecisionQuery, clock: KarachiClock): Candidate[] {
  if (!q.city) return [];
  const out: Candidate[] = [];
  for (const c of index.inCity(q.city)) {
    const m = candidateFor(c, q, clock);
    if (m) out.push(m);
  }
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as Candidate, out[i] as Candidate];
  }
  return out;
}

/** What the cap store knows about one candidate: plays used in its cell and this subscriber's plays today. */
export interface Usage {
  cellUsed: number;
  subscriberToday: number;
}

/**
 * The fairness rule (the Redis script applies the same, atomically): among candidates under the subscriber's cap
 * with plays left in the cell, the one whose cell is least used relative to its booking (furthest behind an even
 * pace); ties go to the first in the shuffled order. Returns the index, or -1 for no ad.
 */
export function pickFairest(cands: readonly Candidate[], usage: (c: Candidate) => Usage): number {
  let best = -1;
  let bestRatio = 2;
  cands.forEach((c, i) => {
    const u = usage(c);
    if (u.subscriberToday >= c.campaign.spec.freqCapPerDay || u.cellUsed >= c.booked) return;
    const ratio = u.cellUsed / c.booked;
    if (ratio < bestRatio) {
      best = i;
      bestRatio = ratio;
    }
  });
  return best;
}
