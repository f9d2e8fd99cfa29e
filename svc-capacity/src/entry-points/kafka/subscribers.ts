import { eventConsumer } from '@rbt/service-kit';
import { bookingOutcomes } from '../../metrics';
import type { EventOf } from '@rbt/contracts';
import type { Deps } from '../../deps';
import { extendReservation, Outcome, releaseCampaign, reserveCampaign } from '../../domain/reservation-use-case';
import { outcomeEvents } from '../../domain/capacity-events';
import { invalidationChannel, reloadCampaign } from '../jobs/serving-index-sync';

type StatusChanged = EventOf<'campaigns', 'campaign.status_changed'>;
type Deleted = EventOf<'campaigns', 'campaign.deleted'>;
type Extended = EventOf<'campaigns', 'campaign.booking_extended'>;

export const CONSUMER_GROUP = 'svc-capacity';

/** Statuses in which a campaign holds inventory; entering one reserves, leaving for another (but completed) releases. */
const HOLDING = new Set(['scheduled', 'live']);

/**
 * The use cases saved each changed outcome's event with the booking; a repeated reservation announces it again
 * (a consumer may have missed it), then the relay is woken to send what waits.
 */
async function announce(deps: Deps, o: Outcome): Promise<void> {
  if (!o.changed && o.kind === 'reserved') await deps.reservations.announce(o.campaignId, outcomeEvents(o));
  deps.afterWrite();
}

/**
 * Tells every instance to reload the campaign in its decision index (this consumer runs on one instance only).
 * This instance reloads too, before the handler ends, so its own next decision already sees the change.
 */
async function invalidate(deps: Deps, campaignId: string): Promise<void> {
  await reloadCampaign(deps, campaignId);
  await deps.redis.publish(invalidationChannel(deps), campaignId);
}

/** campaign.status_changed → reserve on approval or resume, release on rejection, pause or any other exit. */
export function reserveOrReleaseOnStatusChanged(deps: Deps) {
  return async (e: StatusChanged): Promise<void> => {
    const { to, booking } = e.data;
    // Completed campaigns keep their bookings: the inventory was used, and past utilisation stays visible.
    if (to === 'completed') {
      await deps.reservations.setCampaignStatus(e.aggregateId, to, booking.serving);
      return invalidate(deps, e.aggregateId);
    }
    const o = HOLDING.has(to)
      ? await reserveCampaign(deps, e.aggregateId, booking)
      : await releaseCampaign(deps, e.aggregateId);
    if (HOLDING.has(to) && o.changed) bookingOutcomes.inc({ outcome: o.kind });
    await deps.reservations.setCampaignStatus(e.aggregateId, to, booking.serving);
    await invalidate(deps, e.aggregateId);
    deps.logger.info(
      { campaignId: e.aggregateId, to, outcome: o.kind, changed: o.changed },
      'capacity booking updated',
    );
    await announce(deps, o);
  };
}

/**
 * campaign.booking_extended (a paid top-up, issue 28) → book the added plays beside the existing booking; the
 * serving spec (blended price per play) is replaced. Short capacity is logged: the plays were paid, so an admin
 * raises the inventory (docs/decisions/capacity.md).
 */
export function extendBookingOnBookingExtended(deps: Deps) {
  return async (e: Extended): Promise<void> => {
    const { added, booking, topUpId } = e.data;
    const outcome = await extendReservation(deps, e.aggregateId, topUpId, { ...booking, ...added });
    if (outcome === 'short')
      deps.logger.warn(
        { campaignId: e.aggregateId, topUpId },
        'not enough capacity for a top-up; added plays not booked',
      );
    await deps.reservations.setCampaignStatus(e.aggregateId, e.data.status, booking.serving);
    await invalidate(deps, e.aggregateId);
  };
}

export function releaseOnCampaignDeleted(deps: Deps) {
  return async (e: Deleted): Promise<void> => {
    await announce(deps, await releaseCampaign(deps, e.aggregateId));
    await invalidate(deps, e.aggregateId);
  };
}

/**
 * Kafka entry points of svc-capacity; handlers are named <Action>On<Event>. The kit's consumer deduplicates by event
 * id, retries a failing handler and then dead-letters the event (`dead_letters`), so no event blocks a partition.
 */
export async function startSubscribers(deps: Deps): Promise<void> {
  const handled = eventConsumer({ redis: deps.redis, mongo: deps.mongo, group: CONSUMER_GROUP, logger: deps.logger });
  await deps.bus.subscribe('campaigns', CONSUMER_GROUP, {
    'campaign.status_changed': handled('reserveOrReleaseOnStatusChanged', reserveOrReleaseOnStatusChanged(deps)),
    'campaign.booking_extended': handled('extendBookingOnBookingExtended', extendBookingOnBookingExtended(deps)),
    'campaign.deleted': handled('releaseOnCampaignDeleted', releaseOnCampaignDeleted(deps)),
  });
}
