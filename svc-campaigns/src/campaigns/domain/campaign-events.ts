import { makeEvent } from '@rbt/service-kit/events';
import type { EventName, EventOf } from '@rbt/contracts';

/**
 * The campaigns.v1 events, made here only (the service shape: events are made in domain/*-events.ts). Each is
 * written into the campaign's outbox with the change it reports; the owner comes from the document, never a caller.
 */
type DataOf<N extends EventName<'campaigns'>> = Omit<EventOf<'campaigns', N>['data'], 'ownerId'>;
interface Owned {
  _id: string;
  ownerId: string;
}

export const campaignUpdated = (doc: Owned, changed: DataOf<'campaign.updated'>['changed'], at: Date) =>
  makeEvent('campaigns', 'campaign.updated', doc._id, { ownerId: doc.ownerId, changed }, at);

export const campaignDeleted = (doc: Owned, at: Date) =>
  makeEvent('campaigns', 'campaign.deleted', doc._id, { ownerId: doc.ownerId }, at);

export const campaignStatusChanged = (doc: Owned, data: DataOf<'campaign.status_changed'>, at: Date) =>
  makeEvent('campaigns', 'campaign.status_changed', doc._id, { ownerId: doc.ownerId, ...data }, at);

export const campaignBookingExtended = (doc: Owned, data: DataOf<'campaign.booking_extended'>, at: Date) =>
  makeEvent('campaigns', 'campaign.booking_extended', doc._id, { ownerId: doc.ownerId, ...data }, at);

export const campaignBehindPace = (doc: Owned, data: DataOf<'campaign.behind_pace'>, at: Date) =>
  makeEvent('campaigns', 'campaign.behind_pace', doc._id, { ownerId: doc.ownerId, ...data }, at);

export const campaignCreativeReviewed = (doc: Owned, data: DataOf<'campaign.creative_reviewed'>, at: Date) =>
  makeEvent('campaigns', 'campaign.creative_reviewed', doc._id, { ownerId: doc.ownerId, ...data }, at);

export const campaignCreativesChanged = (doc: Owned, data: DataOf<'campaign.creatives_changed'>, at: Date) =>
  makeEvent('campaigns', 'campaign.creatives_changed', doc._id, { ownerId: doc.ownerId, ...data }, at);
