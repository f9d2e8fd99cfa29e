import crypto from 'node:crypto';
import { karachiClock, type DecisionQuery } from '@rbt/contracts';
import type { ServingStore } from './ports';
import { candidates, paced, type DecidePorts, type Decision } from './decide-use-case';

/** A sandbox decision needs the index and the plan, and a place to keep the decision apart from real ones. */
export interface SandboxPorts extends Pick<DecidePorts, 'servingIndex' | 'allocation'> {
  serving: Pick<ServingStore, 'holdSandbox'>;
}

/**
 * A decision for a sandbox key (`rbt_test_…`): the same live campaigns and targeting as a real one, the first
 * candidate in plan order, but no cap or cell is checked or reserved and its events are counted apart, so a
 * platform's integration tests never take a play from a guarantee or add to an advertiser's spend.
 */
export async function decideSandbox(
  p: SandboxPorts,
  q: DecisionQuery,
  platformId: string,
  nowMs: number,
  ttlMs: number,
): Promise<Decision | null> {
  const clock = karachiClock(nowMs);
  const chosen = paced(candidates(p.servingIndex, q, clock), p.allocation.plan, nowMs)[0];
  if (!chosen?.campaign.spec.audio) return null;
  const adServingId = crypto.randomUUID();
  const record = {
    platformId,
    date: clock.date,
    city: q.city as string,
    timeSlot: clock.slot,
    subscriberHash: q.sub,
    ...(q.callId ? { callId: q.callId } : {}),
  };
  if (!(await p.serving.holdSandbox(adServingId, chosen.campaign.id, record, ttlMs))) return null;
  return { adServingId, campaign: chosen.campaign, expiresAtMs: nowMs + ttlMs };
}
