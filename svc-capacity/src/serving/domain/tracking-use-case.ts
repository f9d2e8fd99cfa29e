import type { TrackingEvent } from '@rbt/contracts';
import type { ServingStore, TrackOutcome } from './ports';

/** What recording a tracking event needs: the serving store's counter and the wake-up of the plays relay. */
export interface TrackingPorts {
  track: ServingStore['track'];
  /** Called after a write that queued an event (a counted play on the plays stream), like every other write. */
  afterWrite(): void;
}

/**
 * Counts one (adServingId, event) once; a counted play was appended to the plays stream in the same Redis call, so
 * the relay is woken to send it without waiting for its timer.
 */
export async function recordTracking(
  p: TrackingPorts,
  adServingId: string,
  event: TrackingEvent,
  at: Date,
  errorCode?: number,
): Promise<TrackOutcome> {
  const outcome = await p.track(adServingId, event, at, errorCode);
  if (outcome === 'counted') p.afterWrite();
  return outcome;
}
