import type { Cluster } from 'ioredis';
import type { DecisionRecord, EarlierDecision, PacedCandidate, ReserveTimes } from '../domain/decide-use-case';
import type { ReplicatedStep } from './replicated-step';
import {
  callAnswer,
  callKey,
  capKey,
  decKey,
  deliveredKey,
  earlierDecision,
  packCandidates,
  PLAYS_STREAMS,
  reservedKey,
} from './serving-scripts';
import { SUP_READY, supKey } from './suppression-store';

const SUPPLY_TTL_MS = 259_200_000;
const DAY_MS = 86_400_000;

/** Counted plays plus live reservations of one campaign cell (two reads on its slot). */
async function usedOf(redis: Cluster, c: PacedCandidate, nowMs: number): Promise<number> {
  const [dl, rs] = await Promise.all([
    redis.get(deliveredKey(c.campaign.id, c.cell)),
    redis.zcount(reservedKey(c.campaign.id, c.cell), `(${nowMs}`, '+inf'),
  ]);
  return Number(dl ?? 0) + rs;
}

/**
 * The decision on a Redis Cluster (docs/scaling.md): the subscriber's cap and the campaign cell live on different
 * slots, so it is two atomic steps. Reads (suppression, a retried call, each candidate's used plays), then the
 * subscriber step chooses by the one rule and reserves under the cap on `{subscriber}`, then the cell step reserves
 * on `{campaign}` only if the cell is still open; when it refuses or fails, the subscriber's reservation is given
 * back (compensation). Any error fails closed: no ad, and a reservation left behind holds only until the decision's
 * expiry (DECISION_TTL_MS). Same answer as the one-script decide: the chosen index, -1, or the earlier decision.
 */
export function clusterDecide(redis: Cluster, step: ReplicatedStep) {
  const release = (...zrems: [string, string][]) => Promise.allSettled(zrems.map(([k, m]) => redis.zrem(k, m)));
  const countSupply = (key: string, node: string) =>
    redis
      .hincrby(key, node, 1)
      .then((n) => (n === 1 ? redis.pexpire(key, SUPPLY_TTL_MS) : 0))
      .catch(() => undefined);
  return async (
    adServingId: string,
    cands: readonly PacedCandidate[],
    record: DecisionRecord,
    at: ReserveTimes,
    u: number,
    node: string,
    supplyKey: string,
  ): Promise<number | EarlierDecision> => {
    const sub = record.subscriberHash;
    const ck = record.callId ? callKey(record.platformId, record.callId) : null;
    const ttl = at.expiresAtMs - at.nowMs;
    const [ready, suppressed, prev, ...used] = await Promise.all([
      redis.exists(SUP_READY),
      redis.exists(supKey(sub)),
      ck ? redis.get(ck) : Promise.resolve(null),
      ...cands.map((c) => usedOf(redis, c, at.nowMs)),
    ]);
    if (ready === 0 || suppressed === 1) return -1;
    if (prev) return earlierDecision(prev);
    const remember = (campaignId: string, creative: string) =>
      ck ? redis.set(ck, callAnswer(adServingId, campaignId, at.expiresAtMs, creative), 'PX', ttl) : null;
    const { packed, picks } = packCandidates(cands);
    const sc = capKey(sub, record.date);
    const [chosen] = await Promise.all([
      step<number | [number, string]>(
        'rbtSubscriberStep',
        ...[2, sc, supKey(sub), at.nowMs, at.expiresAtMs, ttl, adServingId, at.dayEndsAtMs, ''],
        ...[packed, u, node, '0', picks, used.join(' ')],
      ),
      countSupply(supplyKey, node),
    ]);
    if (chosen === -1) return -1;
    if (!Array.isArray(chosen)) {
      await remember('', '-');
      return -1;
    }
    const [best, creative] = chosen;
    const c = cands[best - 1] as PacedCandidate;
    const member = `${c.campaign.id}|${adServingId}`;
    const dl = deliveredKey(c.campaign.id, c.cell);
    const rs = reservedKey(c.campaign.id, c.cell);
    const keepUntil = at.dayEndsAtMs + DAY_MS;
    const cell = await step<number>(
      'rbtCellStep',
      ...[2, dl, rs, at.nowMs, at.expiresAtMs, adServingId, c.booked, c.allowance, keepUntil],
    ).catch(async (err: Error) => {
      await release([sc, member]);
      throw err;
    });
    if (cell !== 1) {
      await release([sc, member]);
      await remember('', '-');
      return -1;
    }
    const fields = ['sc', sc, 'm', member, 'dl', dl, 'rs', rs, 'd', JSON.stringify(record), 'c', c.campaign.id];
    try {
      await Promise.all([
        step(
          'rbtDecisionStep',
          1,
          decKey(adServingId),
          ttl,
          ...fields,
          'p',
          c.campaign.spec.pricePerPlayPkr,
          'v',
          creative,
        ),
        redis.sadd(PLAYS_STREAMS, c.campaign.id),
        remember(c.campaign.id, creative),
      ]);
    } catch (err) {
      await release([sc, member], [rs, adServingId]);
      throw err;
    }
    return best - 1;
  };
}
