import type { Logger } from '@rbt/service-kit';
import { bookingOutcomes } from '../metrics';
import type { EventOf } from '@rbt/contracts';
import { extendReservation, releaseCampaign, reserveCampaign, type ReservationPorts } from './reservation-use-case';
import { outcomeEvents, type Outcome } from './capacity-events';

type StatusChanged = EventOf<'campaigns', 'campaign.status_changed'>['data'];
type Extended = EventOf<'campaigns', 'campaign.booking_extended'>['data'];
type CreativeReviewed = EventOf<'campaigns', 'campaign.creative_reviewed'>['data'];

/** What a booking change needs beside the repositories. */
export interface BookingPorts extends ReservationPorts {
  logger: Logger;
  /** Called after every write that queued events, so the relays send them without waiting for their timer. */
  afterWrite(): void;
  /** Reloads the campaign in this instance's decision index and tells every other instance to (serving-index-sync). */
  invalidate(campaignId: string): Promise<void>;
}

/** Statuses in which a campaign holds inventory; entering one reserves, leaving for another (but completed) releases. */
const HOLDING = new Set(['scheduled', 'live']);

/**
 * The use cases saved each changed outcome's event with the booking; a repeated reservation announces it again
 * (a consumer may have missed it), then the relay is woken to send what waits.
 */
async function announce(p: BookingPorts, o: Outcome): Promise<void> {
  if (!o.changed && o.kind === 'reserved') await p.reservations.announce(o.campaignId, outcomeEvents(o));
  p.afterWrite();
}

/** A campaign's new status: reserve on approval or resume, release on rejection, pause or any other exit. */
export async function bookForStatus(p: BookingPorts, campaignId: string, e: StatusChanged): Promise<void> {
  const { to, booking } = e;
  // Completed campaigns keep their bookings: the inventory was used, and past utilisation stays visible.
  if (to === 'completed') {
    await p.reservations.setCampaignStatus(campaignId, to, booking.serving);
    return p.invalidate(campaignId);
  }
  const o = HOLDING.has(to) ? await reserveCampaign(p, campaignId, booking) : await releaseCampaign(p, campaignId);
  if (HOLDING.has(to) && o.changed) bookingOutcomes.inc({ outcome: o.kind });
  await p.reservations.setCampaignStatus(campaignId, to, booking.serving);
  await p.invalidate(campaignId);
  p.logger.info({ campaignId, to, outcome: o.kind, changed: o.changed }, 'capacity booking updated');
  await announce(p, o);
}

/**
 * A paid top-up (issue 28): the added plays are booked beside the existing booking; the serving spec (blended
 * price per play) is replaced. Short capacity is logged: the plays were paid, so an admin raises the inventory
 * (docs/decisions/capacity.md).
 */
export async function extendBooking(p: BookingPorts, campaignId: string, e: Extended): Promise<void> {
  const { added, booking, topUpId } = e;
  const outcome = await extendReservation(p, campaignId, topUpId, { ...booking, ...added });
  if (outcome === 'short')
    p.logger.warn({ campaignId, topUpId }, 'not enough capacity for a top-up; added plays not booked');
  await p.reservations.setCampaignStatus(campaignId, e.status, booking.serving);
  await p.invalidate(campaignId);
}

/**
 * A running campaign's new creative was approved (issue 28): its serving spec (the new audio) replaces the old and the
 * decision index is reloaded, so the next decision plays the new ad. The booking does not change; a rejection changes
 * nothing here (the approved ad keeps playing).
 */
export async function replaceServing(p: BookingPorts, campaignId: string, e: CreativeReviewed): Promise<void> {
  if (e.decision !== 'approved' || !e.serving) return;
  await p.reservations.setCampaignStatus(campaignId, e.status, e.serving);
  await p.invalidate(campaignId);
  p.logger.info({ campaignId }, 'serving creative replaced');
}

/** A deleted campaign gives back everything it holds. */
export async function releaseDeleted(p: BookingPorts, campaignId: string): Promise<void> {
  await announce(p, await releaseCampaign(p, campaignId));
  await p.invalidate(campaignId);
}
