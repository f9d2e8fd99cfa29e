import type { EventOf } from '@rbt/contracts';
import { spreadBooking, type Booking } from './spread-booking';
import { holdAll, sum, type BookingPorts, type ReservationPorts } from './booking-use-case';

type Extended = EventOf<'campaigns', 'campaign.booking_extended'>['data'];
type CreativeReviewed = EventOf<'campaigns', 'campaign.creative_reviewed'>['data'];
type CreativesChanged = EventOf<'campaigns', 'campaign.creatives_changed'>['data'];

/**
 * A paid top-up: the added plays are booked beside the existing booking; the serving spec (blended
 * price per play) is replaced. Short capacity is logged: the plays were paid, so an admin raises the inventory
 * (docs/decisions/capacity.md).
 */
export async function extendBooking(p: BookingPorts, campaignId: string, e: Extended): Promise<void> {
  const { added, booking, topUpId } = e;
  const outcome = await extendReservation(p, campaignId, topUpId, { ...booking, ...added });
  if (outcome === 'short')
    p.logger.warn({ campaignId, topUpId }, 'not enough capacity for a top-up; added plays not booked');
  await p.reservations.setCampaignStatus(campaignId, e.status, booking.serving);
}

/**
 * Books a paid top-up's added plays next to a reserved booking, all-or-nothing, under a holder of its own
 * (`<campaignId>+<topUpId>`) so a repeat holds nothing twice and a release gives them back with the rest.
 * A campaign that holds nothing now (paused, in review) books its whole new booking when it reserves again.
 */
async function extendReservation(
  ports: ReservationPorts,
  campaignId: string,
  topUpId: string,
  added: Booking,
): Promise<'extended' | 'not_reserved' | 'short'> {
  const existing = await ports.reservations.get(campaignId);
  if (existing?.state !== 'reserved') return 'not_reserved';
  if (existing.extensions?.includes(topUpId)) return 'extended';
  const holder = `${campaignId}+${topUpId}`;
  const cells = spreadBooking(added, ports.servingClock()).map((c) => ({ ...c, holder }));
  if ((await holdAll(ports, cells, holder)).length > 0) return 'short';
  await ports.reservations.addExtension(campaignId, topUpId, cells, sum(cells));
  return 'extended';
}

/**
 * A running campaign's new creative was approved: its serving spec (the new audio) replaces the old, a write the
 * serving context hears at once, so the next decision plays the new ad. The booking does not change; a rejection
 * changes nothing here (the approved ad keeps playing).
 */
export async function replaceServing(p: BookingPorts, campaignId: string, e: CreativeReviewed): Promise<void> {
  if (e.decision !== 'approved' || !e.serving) return;
  await p.reservations.setCampaignStatus(campaignId, e.status, e.serving);
  p.logger.info({ campaignId }, 'serving creative replaced');
}

/** The owner removed an added creative or changed the rotation (docs/creatives.md): serve the new spec at once. */
export async function replaceCreatives(p: BookingPorts, campaignId: string, e: CreativesChanged): Promise<void> {
  if (!e.serving) return;
  await p.reservations.setCampaignStatus(campaignId, e.status, e.serving);
}
