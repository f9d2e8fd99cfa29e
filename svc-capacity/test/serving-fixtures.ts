import crypto from 'node:crypto';
import { karachiClock, ServingSpec } from '@rbt/contracts';
import type { Caller } from '@rbt/service-kit';
import type { Deps } from '../src/deps';
import { reloadCampaign } from '../src/serving/domain/serving-index-reload-use-case';

export const platform = (id = 'plat-jazz'): Caller => ({ id, role: 'platform', email: `platform:${id}` });
export const subscriber = (n: string | number) => crypto.createHash('sha256').update(`+92300${n}`).digest('hex');

/** A serving spec with an accepted audio; override what a test targets. */
export const spec = (over: Partial<ServingSpec> = {}): ServingSpec =>
  ServingSpec.parse({ audio: { id: 'aud-1', durationSec: 20 }, pricePerPlayPkr: 1.25, ...over });

/**
 * Makes a campaign live with `booked` plays in the serving clock's current Karachi hour of `city` (whatever the hour,
 * so the test does not depend on when it runs), as the Kafka consumer would store it, and reloads it.
 */
export async function liveCampaign(
  deps: Deps,
  id: string,
  over: Partial<ServingSpec> = {},
  booked = 1000,
  city = 'karachi',
  nowMs = deps.servingClock(),
): Promise<void> {
  const clock = karachiClock(nowMs);
  await deps.reservations.save({
    _id: id,
    state: 'reserved',
    cells: [{ date: clock.date, city, timeSlot: clock.slot, n: booked }],
    impressions: booked,
    shortSlots: [],
  });
  await deps.reservations.setCampaignStatus(id, 'live', spec(over));
  await reloadCampaign(deps, id);
}

export const decisionPath = (q: Record<string, string>) => `/rtb/v1/decisions?${new URLSearchParams(q).toString()}`;

/** The tracking URLs of a VAST answer, as paths on the service (the gateway origin stripped). */
export function trackingPaths(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of xml.matchAll(/<!\[CDATA\[https?:\/\/[^/]+(\/rtb\/v1\/track\/[^/]+\/(\w+)\?[^\]]*)\]\]>/g)) {
    out[m[2] as string] = (m[1] as string).replace(/&code=.*$/, '');
  }
  return out;
}
