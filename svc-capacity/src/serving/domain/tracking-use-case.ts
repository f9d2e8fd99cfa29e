import type { TrackingEvent } from '@rbt/contracts';
import type { OutboxRelay } from '@rbt/service-kit';
import type { ServingStore, TrackOutcome } from './ports';

/** What recording a tracking event needs: the serving store's counter and the wake-up of the plays relay. */
export interface TrackingPorts {
  serving: Pick<ServingStore, 'track'>;
  playsRelay: Pick<OutboxRelay, 'trigger'>;
}

/**
 * Counts one (adServingId, event) once. A counted play is appended to the plays stream in the same Redis call, so the
 * plays relay is woken to send it without waiting for its timer (the store itself does not: a simulation that counts
 * straight through the store leaves the stream to the relay's timer, as before).
 */
export async function recordTracking(
  p: TrackingPorts,
  adServingId: string,
  event: TrackingEvent,
  at: Date,
  errorCode?: number,
): Promise<TrackOutcome> {
  const outcome = await p.serving.track(adServingId, event, at, errorCode);
  if (outcome === 'counted') p.playsRelay.trigger();
  return outcome;
}
