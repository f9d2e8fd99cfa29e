import { makeEvent } from '@rbt/service-kit/events';
import { holdDetailOf, holdSentence, type AnyEventOf, type ShortSlot } from '@rbt/contracts';
import type { Reservation } from './booking-use-case';

/** Where a campaign's booking stands after a use case ran; its capacity event is saved with it (outcomeEvents). */
export type Outcome =
  | { kind: 'reserved'; campaignId: string; impressions: number; changed: boolean }
  | { kind: 'insufficient'; campaignId: string; shortSlots: ShortSlot[]; reason: string; changed: boolean }
  | { kind: 'released'; campaignId: string; changed: boolean };

/** A saved reservation as an outcome; `changed` says whether this run moved it. */
export function outcomeOf(r: Reservation, changed: boolean): Outcome {
  if (r.state === 'reserved') return { kind: 'reserved', campaignId: r._id, impressions: r.impressions, changed };
  if (r.state === 'insufficient')
    return {
      kind: 'insufficient',
      campaignId: r._id,
      shortSlots: r.shortSlots,
      reason: holdSentence(holdDetailOf(r.shortSlots)),
      changed,
    };
  return { kind: 'released', campaignId: r._id, changed };
}

/**
 * The capacity.v1 events that report where a booking stands; they are written into the reservation document in
 * the same update as the state they report, and leave through the outbox relay. A release says nothing, so a
 * campaign held back in review cannot start a ping-pong (docs/decisions/events.md).
 */
export function outcomeEvents(o: Outcome): AnyEventOf<'capacity'>[] {
  if (o.kind === 'reserved')
    return [
      makeEvent('capacity', 'capacity.reserved', o.campaignId, {
        campaignId: o.campaignId,
        impressions: o.impressions,
      }),
    ];
  if (o.kind === 'insufficient')
    return [
      makeEvent('capacity', 'capacity.insufficient', o.campaignId, {
        campaignId: o.campaignId,
        shortSlots: o.shortSlots,
        reason: o.reason,
      }),
    ];
  // A release is caused by svc-campaigns itself (a status change or a deletion): nobody needs to be told.
  return [];
}
