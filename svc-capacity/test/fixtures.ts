import { makeEvent } from '@rbt/service-kit/events';
import { addCalendarDays, karachiToday, type CampaignStatus } from '@rbt/contracts';
import type { Booking } from '../src/inventory/domain/spread-booking';

/**
 * The tests' campaign day: two weeks ahead of the wall clock, so none of its hours has begun (a booking is spread only
 * over the hours still to come on its first day) whatever day the suite runs.
 */
export const DATE = addCalendarDays(karachiToday(), 14);

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
