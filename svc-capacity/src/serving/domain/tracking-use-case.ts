import type { TrackingEvent } from '@rbt/contracts';
import type { ServingStore, TrackOutcome } from './ports';

/**
 * Counts one (adServingId, event) once. A counted play is appended to the plays stream in the same Redis call, and
 * the serving store wakes the plays relay to send it without waiting for its timer.
 */
export function recordTracking(
  p: Pick<ServingStore, 'track'>,
  adServingId: string,
  event: TrackingEvent,
  at: Date,
  errorCode?: number,
): Promise<TrackOutcome> {
  return p.track(adServingId, event, at, errorCode);
}
