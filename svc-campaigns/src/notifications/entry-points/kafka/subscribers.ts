import { eventConsumer } from '@rbt/service-kit';
import type { Deps } from '../../../deps';
import {
  recordBehindPaceNotification,
  recordCreativeNotification,
  recordHoldNotification,
  recordRefundEmail,
  recordStatusNotification,
} from '../../domain/notification-use-case';

/**
 * The advertiser's bell, from this service's own events, through the kit's consumer (as every subscription).
 * Idempotent by construction as well: a notification's id is its event's id, so a redelivered event finds it already
 * stored.
 */
export async function startNotificationSubscribers(deps: Deps): Promise<void> {
  const recordNotificationOnCampaignStatusChanged = (e: Parameters<typeof recordStatusNotification>[1]) =>
    recordStatusNotification(deps, e);
  const recordNotificationOnCampaignUpdated = (e: Parameters<typeof recordHoldNotification>[1]) =>
    recordHoldNotification(deps, e);
  const recordNotificationOnCreativeReviewed = (e: Parameters<typeof recordCreativeNotification>[1]) =>
    recordCreativeNotification(deps, e);
  const recordNotificationOnBehindPace = (e: Parameters<typeof recordBehindPaceNotification>[1]) =>
    recordBehindPaceNotification(deps, e);
  const queueEmailOnPaymentRefunded = (e: Parameters<typeof recordRefundEmail>[1]) => recordRefundEmail(deps, e);
  const notifications = eventConsumer({
    redis: deps.redis,
    mongo: deps.mongo,
    group: 'svc-campaigns.notifications',
    logger: deps.logger,
  });
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
}
