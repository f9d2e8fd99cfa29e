import { z } from 'zod';
import { envelope } from './envelope';
import { CampaignStatus } from '../campaign-status';
import { ServingSpec } from '../serving-spec';
import { CreativeDecision } from '../creative-swap';
import { RefundDestination, RefundReason } from '../refunds';
import { PaymentMethod, PaymentProviderName } from '../payments';

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

export const CampaignUpdated = envelope(
  'campaign.updated',
  z.object({ ownerId: z.string(), changed: z.array(z.string()) }),
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
 * A paid top-up: `booking` is the campaign's whole booking after it (as campaign.status_changed carries),
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
 * An admin's decision on a running campaign's new creative. Approved: `serving` is the campaign's serving
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
    /** The added creative decided on (docs/creatives.md); absent for the campaign's own creative. */
    creativeId: z.string().optional(),
  }),
);
/**
 * The owner removed an added creative or changed the rotation (docs/creatives.md): the serving spec with the
 * creatives that play now, for svc-capacity to serve from the next decision.
 */
export const CampaignCreativesChanged = envelope(
  'campaign.creatives_changed',
  z.object({ ownerId: z.string(), status: CampaignStatus, serving: ServingSpec.optional() }),
);
/**
 * The campaign fell behind its even pace by more than BEHIND_PACE_MARGIN (one event per episode; svc-campaigns' pacing
 * watch): the owner is told in the bell (and by email) with the figures of that moment.
 */
export const CampaignBehindPace = envelope(
  'campaign.behind_pace',
  z.object({
    ownerId: z.string(),
    dueByNow: z.number().int().nonnegative(),
    playedPlays: z.number().int().nonnegative(),
    forecastPlays: z.number().int().nonnegative(),
    bookedPlays: z.number().int().nonnegative(),
  }),
);
export const CampaignDeleted = envelope('campaign.deleted', z.object({ ownerId: z.string() }));
/**
 * Money returned to the owner (aggregate: the campaign): by the provider (`source`, only once it said so) or kept as
 * account credit (`credit`). Sent once per refund, from the refund's own outbox; e-mails and receipts may use it.
 */
export const PaymentRefunded = envelope(
  'payment.refunded',
  z.object({
    ownerId: z.string(),
    refundId: z.string(),
    reason: RefundReason,
    creditNoteId: z.string().optional(),
    destination: RefundDestination,
    amountPkr: z.number().positive(),
    paymentReference: z.string().optional(),
    provider: PaymentProviderName.optional(),
    method: PaymentMethod.optional(),
  }),
);

export const campaignEvents = {
  'campaign.updated': CampaignUpdated,
  'campaign.status_changed': CampaignStatusChanged,
  'campaign.booking_extended': CampaignBookingExtended,
  'campaign.creative_reviewed': CampaignCreativeReviewed,
  'campaign.creatives_changed': CampaignCreativesChanged,
  'campaign.behind_pace': CampaignBehindPace,
  'campaign.deleted': CampaignDeleted,
  'payment.refunded': PaymentRefunded,
} as const;
