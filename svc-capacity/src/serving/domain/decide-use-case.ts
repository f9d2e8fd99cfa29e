import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  karachiClock,
  type AdPlayed,
  type DecisionQuery,
  type KarachiClock,
  type ServingCreative,
} from '@rbt/contracts';
import { creativeOf, pickCreative, SINGLE, type CreativePick } from './creative-rotation';
import type { ServeableCampaign, ServingIndex } from './serving-index';
import { elapsedOfHour, nodeKey, paceAllowance, paceDue, planKey, type HourPlan } from './allocation-plan';

/** What every event of a decision repeats (the record's common part). */
export type DecisionRecord = Pick<
  z.infer<typeof AdPlayed>['data'],
  'platformId' | 'date' | 'city' | 'timeSlot' | 'subscriberHash' | 'callId'
>;

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

/** A candidate with what pacing and the allocation plan give it now (docs/delivery.md "Pacing and allocation"). */
export interface PacedCandidate extends Candidate {
  /** HWM share of the supply the candidates before it left; 0 when the cell is not planned yet (furthest behind wins). */
  alpha: number;
  /** Plays the cell may have used by now: an even pace through the hour, never above the booking. */
  allowance: number;
  /** Plays the cell should have by now (rounded down); fewer is behind. */
  due: number;
  /** Which of the campaign's creatives it would play (creative-rotation.ts); absent: its single one. */
  creative?: CreativePick;
}

/** The candidates in plan order (most contended first; unplanned last, in their shuffled order). */
export function paced(cands: readonly Candidate[], plan: HourPlan, nowMs: number): PacedCandidate[] {
  const elapsed = elapsedOfHour(nowMs);
  return cands
    .map((c) => {
      const e = plan.get(planKey(c.campaign.id, c.cell));
      return {
        ...c,
        alpha: e?.alpha ?? 0,
        allowance: paceAllowance(c.booked, elapsed),
        due: paceDue(c.booked, elapsed),
        rank: e?.rank ?? Infinity,
      };
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ rank: _r, ...c }) => c);
}

/** What a decision needs from outside: the index, the current plan and the serving store's one atomic Redis call. */
export interface DecidePorts {
  servingIndex: ServingIndex;
  /** This instance's allocation plan of the current hour (replaced by the allocation job). */
  allocation: { plan: HourPlan };
  /** The serving store (serving-store.ts). */
  serving: {
    /**
     * Checks caps and pace, draws by the plan and reserves, atomically; the chosen index or -1, or the decision made
     * earlier for the same platform's callId (a retry: nothing reserved again).
     */
    decide(
      adServingId: string,
      cands: PacedCandidate[],
      record: DecisionRecord,
      at: ReserveTimes,
      u: number,
      node: string,
    ): Promise<number | EarlierDecision>;
    /** The creative a decision stored (a sequence's pick is made in Redis). */
    storedCreative(adServingId: string): Promise<string | null>;
  };
}
/** The first decision of a call a platform retried: its campaign is null when that answer was no ad. */
export interface EarlierDecision {
  adServingId: string;
  campaignId: string | null;
  expiresAtMs: number;
  /** The creative the first answer played ('-' or absent: the campaign's single one). */
  creative?: string;
}
export interface ReserveTimes {
  nowMs: number;
  expiresAtMs: number;
  dayEndsAtMs: number;
}
export interface Decision {
  adServingId: string;
  campaign: ServeableCampaign;
  expiresAtMs: number;
  /** The creative played when the campaign has several; null: its single creative (`spec.audio`). */
  creative?: ServingCreative | null;
}

/**
 * One ad decision at `nowMs` (the clock is the caller's, so a simulation can run a day in seconds): the matching
 * campaigns in plan order, then one Redis call. Null for no ad; throws when Redis does not answer.
 */
export async function decide(
  p: DecidePorts,
  q: DecisionQuery,
  platformId: string,
  nowMs: number,
  ttlMs: number,
  u = Math.random(),
): Promise<Decision | null> {
  const clock = karachiClock(nowMs);
  const cands = candidates(p.servingIndex, q, clock);
  if (cands.length === 0) return null;
  const draw = Math.random();
  const ordered = paced(cands, p.allocation.plan, nowMs).map((c) => {
    const creative = pickCreative(c.campaign, q.sub, draw);
    return creative === SINGLE ? c : { ...c, creative };
  });
  const adServingId = crypto.randomUUID();
  const expiresAtMs = nowMs + ttlMs;
  const record: DecisionRecord = {
    platformId,
    date: clock.date,
    city: q.city as string,
    timeSlot: clock.slot,
    subscriberHash: q.sub,
    ...(q.callId ? { callId: q.callId } : {}),
  };
  const times = { nowMs, expiresAtMs, dayEndsAtMs: clock.dayEndsAtMs };
  const chosen = await p.serving.decide(adServingId, ordered, record, times, u, nodeKey(q.gender, q.device, q.tier));
  if (typeof chosen !== 'number') return repeated(p.servingIndex, chosen);
  const c = ordered[chosen];
  if (!c?.campaign.spec.audio) return null;
  // A sequence is resolved in Redis (the listener's count), so the stored pick is read back for it only.
  const pick = c.creative?.startsWith('seq:') ? await p.serving.storedCreative(adServingId) : c.creative;
  return { adServingId, campaign: c.campaign, expiresAtMs, creative: creativeOf(c.campaign, pick) };
}

/**
 * The same answer again for a retried call. A campaign taken out of the index since (paused) has no spec here any
 * more: the retry then gets no ad, while the first answer's URLs still count (a made decision stands).
 */
function repeated(index: ServingIndex, d: EarlierDecision): Decision | null {
  const campaign = d.campaignId ? index.get(d.campaignId) : undefined;
  if (!campaign?.spec.audio) return null;
  return {
    adServingId: d.adServingId,
    campaign,
    expiresAtMs: d.expiresAtMs,
    creative: creativeOf(campaign, d.creative),
  };
}
