import { makeEvent } from '@rbt/service-kit/events';
import type { CampaignStatus } from '@rbt/contracts';
import type { Booking } from '../src/inventory/domain/spread-booking';

export const DATE = '2026-12-01';

export const booking = (over: Partial<Booking> = {}): Booking => ({
  cities: ['karachi'],
  startDate: DATE,
  endDate: DATE,
  timeSlots: ['18-19'],
  expectedImpressions: 10,
  ...over,
});

/** A campaign.status_changed event as svc-campaigns publishes it. */
export const statusChanged = (
  campaignId: string,
  from: CampaignStatus | null,
  to: CampaignStatus,
  b: Booking = booking(),
) => makeEvent('campaigns', 'campaign.status_changed', campaignId, { ownerId: 'user-a', from, to, booking: b });
