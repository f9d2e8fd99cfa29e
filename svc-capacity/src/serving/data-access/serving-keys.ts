import type { EarlierDecision, PacedCandidate } from '../domain/decide-use-case';

export type TrackOutcome = 'counted' | 'repeat' | 'unknown' | 'released' | 'no_impression';

/**
 * The serving keys, each with the hash tag a Redis Cluster places it by: a decision's on `{adServingId}`, a
 * subscriber's on `{subscriber}`, a campaign cell's on `{campaign}`, a platform call's on `{platform}`.
 */
export const decKey = (adServingId: string) => `dec:{${adServingId}}`;
export const seenKey = (adServingId: string) => `seen:{${adServingId}}`;
/** A subscriber's plays and reservations on a Karachi day (their frequency cap). */
export const capKey = (subscriberHash: string, date: string) => `sc:{${subscriberHash}}:${date}`;
/** A campaign cell's counted plays. */
export const deliveredKey = (campaignId: string, cell: string) => `dl:{${campaignId}}:${cell}`;
/** A campaign cell's live reservations, scored by expiry. */
export const reservedKey = (campaignId: string, cell: string) => `rs:{${campaignId}}:${cell}`;
/** A platform's call, so its retry gets the first answer. */
export const callKey = (platformId: string, callId: string) => `call:{${platformId}}:${callId}`;
/** The plays stream of a single Redis: the outbox of counted events, relayed to Kafka. */
export const PLAYS_STREAM = 'plays';
/** Cluster only: the events of a decision counted on its campaign's slot (once each). */
export const campaignEventsKey = (campaignId: string, adServingId: string) => `ev:{${campaignId}}:${adServingId}`;
/** Cluster only: a campaign's plays stream (its outbox), on its slot so a count and its event are one call. */
export const campaignPlaysStream = (campaignId: string) => `plays:{${campaignId}}`;
/** Cluster only: the campaigns with a plays stream, which the relay reads. */
export const PLAYS_STREAMS = 'plays-streams';

/**
 * The candidates packed in one argument each (`campaignId booked cap pricePerPlay alpha allowance due ` per
 * candidate, and their creative picks): one string instead of seven arguments a candidate costs the client far less
 * CPU per decision (docs/benchmarks.md).
 */
export function packCandidates(cands: readonly PacedCandidate[]): { packed: string; picks: string } {
  let packed = '';
  let picks = '';
  for (const c of cands) {
    picks += `${c.creative ?? '-'} `;
    const s = c.campaign.spec;
    // α to 4 decimals: finer than one play in 10,000 calls, and a short argument.
    packed += `${c.campaign.id} ${c.booked} ${s.freqCapPerDay} ${s.pricePerPlayPkr} ${Math.round(c.alpha * 1e4) / 1e4} ${c.allowance} ${c.due} `;
  }
  return { packed, picks };
}

/** A call key's value, `adServingId|campaignId|expiresAt|creative` (campaign empty for no ad). */
export const callAnswer = (adServingId: string, campaignId: string, expiresAtMs: number, creative: string) =>
  `${adServingId}|${campaignId}|${expiresAtMs}|${creative}`;

export function earlierDecision(r: string): EarlierDecision {
  const [firstId = '', campaignId = '', exp = '0', creative = '-'] = r.split('|');
  return { adServingId: firstId, campaignId: campaignId || null, expiresAtMs: Number(exp), creative };
}
