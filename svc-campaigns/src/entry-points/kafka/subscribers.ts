import { dedupeByEventId } from '@rbt/service-kit';
import type { Deps } from '../../app';
import { holdForCapacity, releaseHold } from '../../domain/capacity-use-case';
import { recordDelivery } from '../../domain/analytics-use-case';
import { analyticsFor } from '../../data-access/analytics-repository';
import { recordHoldNotification, recordStatusNotification } from '../../domain/notification-use-case';

/** Kafka entry points of svc-campaigns; handlers are named <Action>On<Event>. */
export async function startSubscribers(deps: Deps): Promise<void> {
  const holdCampaignOnCapacityInsufficient = dedupeByEventId(
    deps.redis,
    'svc-campaigns:capacity',
    async (e: Parameters<typeof holdForCapacity>[1]) => {
      await holdForCapacity(deps, e).catch(ignoreMissing);
    },
  );
  // One group per topic: kafkajs assigns partitions as if every member of a group subscribed to the same topics.
  await deps.bus.subscribe('capacity', 'svc-campaigns.capacity', {
    'capacity.insufficient': holdCampaignOnCapacityInsufficient,
    'capacity.reserved': async (e) => {
      await releaseHold(deps, e.data.campaignId).catch(ignoreMissing);
    },
  });
  // The advertiser's bell, from this service's own events (issue 16). Idempotent by construction: a notification's
  // id is its event's id, so a redelivered event finds it already stored.
  const recordNotificationOnCampaignStatusChanged = (e: Parameters<typeof recordStatusNotification>[1]) =>
    recordStatusNotification(deps, e);
  const recordNotificationOnCampaignUpdated = (e: Parameters<typeof recordHoldNotification>[1]) =>
    recordHoldNotification(deps, e);
  await deps.bus.subscribe('campaigns', 'svc-campaigns.notifications', {
    'campaign.status_changed': recordNotificationOnCampaignStatusChanged,
    'campaign.updated': recordNotificationOnCampaignUpdated,
  });
  await deps.bus.subscribe('delivery', 'svc-campaigns.delivery', {
    // Idempotent in the document itself: the event id is recorded in the same write as the figures.
    'impressions.delivered': async (e) => {
      await recordDelivery(analyticsFor(deps.mongo), e, deps.clock());
      await deps.campaigns.addDelivery(e.data.campaignId, e.eventId, {
        impressions: e.data.impressions,
        spend: e.data.spendPkr,
        uniqueReach: e.data.uniqueUsers,
      });
    },
  });
}

/** An event about a campaign this service does not have (deleted, or another environment) is skipped. */
function ignoreMissing(err: { status?: number }): void {
  if (err.status !== 404) throw err;
}
