import { Schema, Connection, Model } from 'mongoose';
import type { Campaign, CampaignPart } from '../domain/campaign';

const Mixed = Schema.Types.Mixed;
const part = (fields: Record<string, unknown>) => new Schema(fields, { _id: false, minimize: false });

/** The wizard's data split into the parts the spec's calls write (§7): audience, schedule, creative, pricing. */
const audience = part({
  cities: [String],
  gender: String,
  valueTier: String,
  deviceType: String,
  freqCapPerDay: Number,
  customTargeting: String,
  nicheTargeting: Mixed,
  audienceListId: String,
  estimatedReach: Number,
});
const schedule = part({
  startDate: String,
  endDate: String,
  daysOfWeek: [String],
  timeSlots: [String],
  timezone: String,
  pacing: String,
});
const creative = part({
  creativeType: String,
  ttsConfig: Mixed,
  audioFile: String,
  audioUrl: String,
  keptCreatives: Mixed,
  rightsConfirmed: Boolean,
  // Press 1 to respond: { kind: 'sms', text } or { kind: 'callback' }, or null.
  response: Mixed,
});
const pricing = part({
  goalType: String,
  budget: Number,
  targetImpressions: Number,
  promoCode: String,
  bidStrategy: String,
  frontendCalculatedCost: Number,
  frontendCalculationDetails: Mixed,
});

/**
 * The campaign as stored: the aggregate (domain/campaign.ts) with its parts as MongoDB hands them back, sub-documents
 * written field by field through `$set` paths. campaign-document.ts maps it to and from the aggregate.
 */
export type CampaignDoc = Omit<Campaign, CampaignPart | 'objective'> &
  Record<CampaignPart, Record<string, unknown>> & { objective: string | null };

const campaignSchema = new Schema<CampaignDoc>(
  {
    _id: String,
    ownerId: { type: String, required: true },
    ownerEmail: String,
    advertiser: { type: String, default: null },
    name: String,
    objective: String,
    status: { type: String, required: true },
    version: { type: Number, required: true },
    termsAccepted: Boolean,
    audience,
    schedule,
    creative,
    pricing,
    pendingCreative: Mixed,
    extraCreatives: [Mixed],
    rotation: Mixed,
    quote: Mixed,
    quotePlaces: Mixed,
    paidTotal: Number,
    paymentId: String,
    invoiceId: String,
    paymentClaim: Mixed,
    rejectionReason: String,
    reviewHold: String,
    reviewHoldDetail: Mixed,
    behindPace: Mixed,
    statusHistory: [Mixed],
    delivery: { impressions: Number, spend: Number, uniqueReach: Number, lastPlayAt: Date },
    outbox: [Mixed],
    createdAt: Date,
    updatedAt: Date,
    deletedAt: Date,
  },
  { versionKey: false, minimize: false, collection: 'campaigns' },
);

// The advertiser's list, the admin list (status filter, newest first), the scheduler's date scans, the relay's scan.
campaignSchema.index({ ownerId: 1, status: 1, updatedAt: -1 });
campaignSchema.index({ status: 1, updatedAt: -1 });
campaignSchema.index({ status: 1, 'schedule.startDate': 1 });
campaignSchema.index({ 'outbox.0.eventId': 1 });

export type CampaignModel = Model<CampaignDoc>;

export function campaignModel(conn: Connection): CampaignModel {
  return (conn.models.Campaign as CampaignModel | undefined) ?? conn.model<CampaignDoc>('Campaign', campaignSchema);
}
