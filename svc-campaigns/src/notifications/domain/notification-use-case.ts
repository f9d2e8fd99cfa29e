import { readHoldSentence } from '@rbt/contracts';
import type { EventOf } from '@rbt/contracts';
import type { NotificationRepository } from '../../ports';
import type { CampaignRepository } from '../../ports';
import {
  behindPaceNotification,
  creativeReviewNotification,
  holdNotification,
  notificationForStatus,
  type NotificationDraft,
} from './notifications';
import { emailToQueue, recordEmailOnly, type EmailPorts } from './email-use-case';
import { emailOnlyForStatus } from './email-outbox';

export interface NotificationPorts extends Pick<EmailPorts, 'emailPreferences' | 'clock'> {
  campaigns: CampaignRepository;
  notifications: NotificationRepository;
}

/**
 * The English `text` of a campaign that is gone; its `campaignName` is then empty, which the bell words in the page's
 * language (web-kit `kit.notify.unnamed`).
 */
const UNNAMED = 'Your campaign';

type StatusChanged = EventOf<'campaigns', 'campaign.status_changed'>;
type Updated = EventOf<'campaigns', 'campaign.updated'>;
type CreativeReviewed = EventOf<'campaigns', 'campaign.creative_reviewed'>;
type BehindPace = EventOf<'campaigns', 'campaign.behind_pace'>;

async function store(
  p: NotificationPorts,
  eventId: string,
  campaignId: string,
  ownerId: string,
  at: string,
  name: string,
  d: NotificationDraft,
  to: string | undefined,
): Promise<void> {
  // The email is queued in the same insert as the bell's notification: both exist, or neither.
  const email = await emailToQueue(p, ownerId, to, d.kind);
  await p.notifications.record({
    _id: eventId,
    userId: ownerId,
    campaignId,
    campaignName: name,
    ...d,
    at: new Date(at),
    readAt: null,
    ...(email ? { email } : {}),
  });
}

/** campaign.status_changed → the owner's notification, if the change is one they should hear about. */
export async function recordStatusNotification(p: NotificationPorts, e: StatusChanged): Promise<void> {
  const doc = await p.campaigns.get(e.aggregateId);
  const hold = doc?.reviewHold && doc.reviewHold === e.data.reason ? (doc.reviewHoldDetail ?? null) : null;
  const draft = notificationForStatus(doc?.name ?? UNNAMED, e.data, hold);
  if (draft)
    await store(p, e.eventId, e.aggregateId, e.data.ownerId, e.occurredOn, doc?.name ?? '', draft, doc?.ownerEmail);
  const only = emailOnlyForStatus(e.data);
  if (!only || !doc) return;
  const amountPkr = only === 'payment_received' ? (doc.paidTotal ?? doc.quote?.totalCost) : doc.quote?.totalCost;
  await recordEmailOnly(p, {
    id: `${only}-${e.eventId}`,
    userId: e.data.ownerId,
    campaignId: e.aggregateId,
    campaignName: doc.name,
    kind: only,
    reason: null,
    amountPkr: amountPkr ?? null,
    at: new Date(e.occurredOn),
    to: doc.ownerEmail,
  });
}

/** campaign.updated that set a capacity hold on a campaign in review → the owner hears why it waits. */
export async function recordHoldNotification(p: NotificationPorts, e: Updated): Promise<void> {
  if (!e.data.changed.includes('reviewHold')) return;
  const doc = await p.campaigns.get(e.aggregateId);
  if (!doc?.reviewHold) return; // the hold was cleared, or the campaign is gone
  await store(
    p,
    e.eventId,
    e.aggregateId,
    e.data.ownerId,
    e.occurredOn,
    doc.name,
    holdNotification(doc.name, doc.reviewHold, doc.reviewHoldDetail ?? readHoldSentence(doc.reviewHold)),
    doc.ownerEmail,
  );
}

/** campaign.creative_reviewed → the owner hears whether their new ad plays (and why not). */
export async function recordCreativeNotification(p: NotificationPorts, e: CreativeReviewed): Promise<void> {
  const doc = await p.campaigns.get(e.aggregateId);
  const name = doc?.name;
  await store(
    p,
    e.eventId,
    e.aggregateId,
    e.data.ownerId,
    e.occurredOn,
    name ?? '',
    creativeReviewNotification(name ?? UNNAMED, e.data),
    doc?.ownerEmail,
  );
}

/** campaign.behind_pace → the owner hears that the campaign fell behind (its pacing panel says what happens next). */
export async function recordBehindPaceNotification(p: NotificationPorts, e: BehindPace): Promise<void> {
  const doc = await p.campaigns.get(e.aggregateId);
  const name = doc?.name;
  const draft = behindPaceNotification(name ?? UNNAMED);
  await store(p, e.eventId, e.aggregateId, e.data.ownerId, e.occurredOn, name ?? '', draft, doc?.ownerEmail);
}

/**
 * payment.refunded → the owner's refund email (email-only: the money is a record for the inbox, not a bell line).
 * Its id is derived from the event's, so a redelivered event queues nothing more; the amount is the refund's own.
 */
export async function recordRefundEmail(
  p: NotificationPorts,
  e: EventOf<'campaigns', 'payment.refunded'>,
): Promise<void> {
  const doc = await p.campaigns.get(e.aggregateId);
  await recordEmailOnly(p, {
    id: `payment_refunded-${e.eventId}`,
    userId: e.data.ownerId,
    campaignId: e.aggregateId,
    campaignName: doc?.name ?? '',
    kind: 'payment_refunded',
    reason: null,
    amountPkr: e.data.amountPkr,
    at: new Date(e.occurredOn),
    to: doc?.ownerEmail,
  });
}
