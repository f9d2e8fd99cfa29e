import { z } from 'zod';
import { envelope } from './envelope';
import { CampaignStatus } from '../campaigns';
import { ServingSpec } from '../serving-spec';

/** What capacity and analytics need to know about a campaign's booking when its status changes. */
export const BookingSnapshot = z.object({
  cities: z.array(z.string()),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  timeSlots: z.array(z.string()),
  expectedImpressions: z.number().int().nonnegative(),
  /** Targeting, cap, audio and price for the decision engine (optional: older events lack it). */
  serving: ServingSpec.optional(),
});

export const CampaignCreated = envelope(
  'campaign.created',
  z.object({ ownerId: z.string(), name: z.string(), objective: z.string().nullable() }),
);
export const CampaignUpdated = envelope(
  'campaign.updated',
  z.object({ ownerId: z.string(), changed: z.array(z.string()) }),
);
export const CampaignPaid = envelope(
  'campaign.paid',
  z.object({ ownerId: z.string(), paymentId: z.string(), invoiceId: z.string(), totalCost: z.number().nonnegative() }),
);
export const CampaignStatusChanged = envelope(
  'campaign.status_changed',
  z.object({
    ownerId: z.string(),
    from: CampaignStatus.nullable(),
    to: CampaignStatus,
    reason: z.string().optional(),
    /** Who made the change: the advertiser's or admin's user id, or a service ('scheduler', 'svc-capacity'). */
    by: z.string().optional(),
    booking: BookingSnapshot,
  }),
);
export const CampaignDeleted = envelope('campaign.deleted', z.object({ ownerId: z.string() }));

export const campaignEvents = {
  'campaign.created': CampaignCreated,
  'campaign.updated': CampaignUpdated,
  'campaign.paid': CampaignPaid,
  'campaign.status_changed': CampaignStatusChanged,
  'campaign.deleted': CampaignDeleted,
} as const;
