import { eventConsumer } from '@rbt/service-kit';
import type { EventOf } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { bookForStatus, releaseDeleted } from '../../domain/booking-use-case';
import { extendBooking, replaceCreatives, replaceServing } from '../../domain/running-campaign-use-case';

type StatusChanged = EventOf<'campaigns', 'campaign.status_changed'>;
type Deleted = EventOf<'campaigns', 'campaign.deleted'>;
type Extended = EventOf<'campaigns', 'campaign.booking_extended'>;
type CreativeReviewed = EventOf<'campaigns', 'campaign.creative_reviewed'>;
type CreativesChanged = EventOf<'campaigns', 'campaign.creatives_changed'>;

export const CONSUMER_GROUP = 'svc-capacity';

/** campaign.status_changed → reserve on approval or resume, release on rejection, pause or any other exit. */
export function reserveOrReleaseOnStatusChanged(deps: Deps) {
  return (e: StatusChanged) => bookForStatus(deps, e.aggregateId, e.data);
}

/** campaign.booking_extended (a paid top-up) → book the added plays beside the existing booking. */
export function extendBookingOnBookingExtended(deps: Deps) {
  return (e: Extended) => extendBooking(deps, e.aggregateId, e.data);
}

/** campaign.creative_reviewed → an approved new ad replaces the serving creative at once. */
export function replaceServingOnCreativeReviewed(deps: Deps) {
  return (e: CreativeReviewed) => replaceServing(deps, e.aggregateId, e.data);
}

/** campaign.creatives_changed → the creatives that play and their rotation replace the serving spec. */
export function replaceServingOnCreativesChanged(deps: Deps) {
  return (e: CreativesChanged) => replaceCreatives(deps, e.aggregateId, e.data);
}

export function releaseOnCampaignDeleted(deps: Deps) {
  return (e: Deleted) => releaseDeleted(deps, e.aggregateId);
}

/**
 * Kafka entry points of the inventory (campaigns.v1: bookings follow the campaigns); handlers are named
 * <Action>On<Event>. The kit's consumer deduplicates by event id, retries a failing handler and then dead-letters the
 * event (`dead_letters`), so no event blocks a partition.
 */
export async function startInventorySubscribers(deps: Deps): Promise<void> {
  const handled = eventConsumer({ redis: deps.redis, mongo: deps.mongo, group: CONSUMER_GROUP, logger: deps.logger });
  await deps.bus.subscribe('campaigns', CONSUMER_GROUP, {
    'campaign.status_changed': handled('reserveOrReleaseOnStatusChanged', reserveOrReleaseOnStatusChanged(deps)),
    'campaign.booking_extended': handled('extendBookingOnBookingExtended', extendBookingOnBookingExtended(deps)),
    'campaign.creative_reviewed': handled('replaceServingOnCreativeReviewed', replaceServingOnCreativeReviewed(deps)),
    'campaign.creatives_changed': handled('replaceServingOnCreativesChanged', replaceServingOnCreativesChanged(deps)),
    'campaign.deleted': handled('releaseOnCampaignDeleted', releaseOnCampaignDeleted(deps)),
  });
}
