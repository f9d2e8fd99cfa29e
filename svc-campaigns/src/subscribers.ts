import { batchConsumer, eventConsumer } from '@rbt/service-kit';
import type { EventOf } from '@rbt/contracts';
import type { Deps } from './deps';
import { holdForCapacity, releaseHold } from './campaigns/domain/capacity-use-case';
import { countDeliveryBatch } from './analytics/domain/delivery-batch-use-case';
import type { CountedEvent } from './analytics/domain/delivery-tally';
import {
  recordBehindPaceNotification,
  recordCreativeNotification,
  recordHoldNotification,
  recordRefundEmail,
  recordStatusNotification,
} from './notifications/domain/notification-use-case';
import { completeWhenDelivered, settleOnCompletion } from './billing/domain/settlement-use-case';

/**
 * Kafka entry points of svc-campaigns; handlers are named <Action>On<Event>. Every subscription goes through the
 * kit's consumer: deduplicated by event id, a failing handler retried and then dead-lettered (`dead_letters`).
 */
export async function startSubscribers(deps: Deps): Promise<void> {
  const consumer = (group: string) =>
    eventConsumer({ redis: deps.redis, mongo: deps.mongo, group, logger: deps.logger });
  const holdCampaignOnCapacityInsufficient = async (e: Parameters<typeof holdForCapacity>[1]) => {
    await holdForCapacity(deps, e).catch(ignoreMissing);
  };
  const releaseHoldOnCapacityReserved = async (e: EventOf<'capacity', 'capacity.reserved'>) => {
    await releaseHold(deps, e.data.campaignId).catch(ignoreMissing);
  };
  // One group per topic: kafkajs assigns partitions as if every member of a group subscribed to the same topics.
  const capacity = consumer('svc-campaigns.capacity');
  await deps.bus.subscribe('capacity', 'svc-campaigns.capacity', {
    'capacity.insufficient': capacity('holdCampaignOnCapacityInsufficient', holdCampaignOnCapacityInsufficient),
    'capacity.reserved': capacity('releaseHoldOnCapacityReserved', releaseHoldOnCapacityReserved),
  });
  // The advertiser's bell, from this service's own events. Idempotent by construction as well: a
  // notification's id is its event's id, so a redelivered event finds it already stored.
  const recordNotificationOnCampaignStatusChanged = (e: Parameters<typeof recordStatusNotification>[1]) =>
    recordStatusNotification(deps, e);
  const recordNotificationOnCampaignUpdated = (e: Parameters<typeof recordHoldNotification>[1]) =>
    recordHoldNotification(deps, e);
  const recordNotificationOnCreativeReviewed = (e: Parameters<typeof recordCreativeNotification>[1]) =>
    recordCreativeNotification(deps, e);
  const recordNotificationOnBehindPace = (e: Parameters<typeof recordBehindPaceNotification>[1]) =>
    recordBehindPaceNotification(deps, e);
  const queueEmailOnPaymentRefunded = (e: Parameters<typeof recordRefundEmail>[1]) => recordRefundEmail(deps, e);
  const notifications = consumer('svc-campaigns.notifications');
  await deps.bus.subscribe('campaigns', 'svc-campaigns.notifications', {
    'campaign.status_changed': notifications(
      'recordNotificationOnCampaignStatusChanged',
      recordNotificationOnCampaignStatusChanged,
    ),
    'campaign.updated': notifications('recordNotificationOnCampaignUpdated', recordNotificationOnCampaignUpdated),
    'campaign.creative_reviewed': notifications(
      'recordNotificationOnCreativeReviewed',
      recordNotificationOnCreativeReviewed,
    ),
    'campaign.behind_pace': notifications('recordNotificationOnBehindPace', recordNotificationOnBehindPace),
    'payment.refunded': notifications('queueEmailOnPaymentRefunded', queueEmailOnPaymentRefunded),
  });
  // Settlement: a completed campaign that ran short is credited; its own group, as one handler per event.
  const settleCampaignOnCampaignStatusChanged = (e: Parameters<typeof settleOnCompletion>[1]) =>
    settleOnCompletion(deps, e);
  const settlement = consumer('svc-campaigns.settlement');
  await deps.bus.subscribe('campaigns', 'svc-campaigns.settlement', {
    'campaign.status_changed': settlement(
      'settleCampaignOnCampaignStatusChanged',
      settleCampaignOnCampaignStatusChanged,
    ),
  });
  // Real plays from the decision API's tracking and how far they were listened to, a fetched
  // batch at a time: added up in memory, written once per cell part and campaign, the offsets committed after.
  // A campaign completes as soon as its guaranteed plays are counted.
  const countPlaysOnDeliveryBatch = async (events: CountedEvent[]) => {
    const r = await countDeliveryBatch(deps, events, deps.clock());
    const played = new Set(events.filter((e) => e.eventName === 'ad.played').map((e) => e.data.campaignId));
    for (const id of played) await completeWhenDelivered(deps, id, r.campaigns.get(id));
  };
  // Every play of every campaign arrives here: the partitions (delivery.v1 is keyed by campaign) are handled side by
  // side, as many as the topic has, each batch touching only its campaigns' documents and counters. Each write
  // records the event ids with the figures (the cells', and the campaign's credit tokens), so the kit's processed
  // marks would only repeat that check.
  const delivery = batchConsumer({
    redis: deps.redis,
    mongo: deps.mongo,
    group: 'svc-campaigns.delivery',
    logger: deps.logger,
    processedMarks: false,
  });
  await deps.bus.subscribeBatch(
    'delivery',
    'svc-campaigns.delivery',
    ['ad.played', 'ad.progressed'],
    delivery('countPlaysOnDeliveryBatch', countPlaysOnDeliveryBatch),
    { partitions: deps.bus.partitionsOf('delivery') },
  );
}

/** An event about a campaign this service does not have (deleted, or another environment) is skipped. */
function ignoreMissing(err: { status?: number }): void {
  if (err.status !== 404) throw err;
}
