import { z } from 'zod';
import { envelope } from './envelope';
import { CampaignStatus } from '../campaign-status';
import { ServingSpec } from '../serving-spec';
import { CreativeDecision } from '../creative-swap';

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
  z.object({
    ownerId: z.string(),
    paymentId: z.string(),
    invoiceId: z.string(),
    totalCost: z.number().nonnegative(),
    /** Set when the payment is a top-up of a running campaign (issue 28). */
    topUpId: z.string().optional(),
  }),
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
/**
 * A paid top-up (issue 28): `booking` is the campaign's whole booking after it (as campaign.status_changed carries),
 * `added` the plays bought and where they go; svc-capacity books only those.
 */
export const CampaignBookingExtended = envelope(
  'campaign.booking_extended',
  z.object({
    ownerId: z.string(),
    topUpId: z.string(),
    status: CampaignStatus,
    added: z.object({
      startDate: z.string(),
      endDate: z.string(),
      expectedImpressions: z.number().int().positive(),
    }),
    booking: BookingSnapshot,
  }),
);
/**
 * An admin's decision on a running campaign's new creative (issue 28). Approved: `serving` is the campaign's serving
 * spec with the new audio, which svc-capacity puts in place of the old; rejected: the old creative keeps playing.
 */
export const CampaignCreativeReviewed = envelope(
  'campaign.creative_reviewed',
  z.object({
    ownerId: z.string(),
    decision: CreativeDecision,
    reason: z.string().optional(),
    status: CampaignStatus,
    by: z.string(),
    serving: ServingSpec.optional(),
  }),
);
export const CampaignDeleted = envelope('campaign.deleted', z.object({ ownerId: z.string() }));

export const campaignEvents = {
  'campaign.created': CampaignCreated,
  'campaign.updated': CampaignUpdated,
  'campaign.paid': CampaignPaid,
  'campaign.status_changed': CampaignStatusChanged,
  'campaign.booking_extended': CampaignBookingExtended,
  'campaign.creative_reviewed': CampaignCreativeReviewed,
  'campaign.deleted': CampaignDeleted,
} as const;
