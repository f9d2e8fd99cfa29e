import { Schema, Connection, Model } from 'mongoose';
import type {
  AnyEnvelope,
  CampaignResponse,
  CampaignStatus,
  CreativeReview,
  HoldDetail,
  LockedQuote,
  PendingCreative,
  RotationMode,
  StatusReasonCode,
  TtsLanguage,
} from '@rbt/contracts';

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

export interface StatusEntry {
  from: CampaignStatus | null;
  to: CampaignStatus;
  at: Date;
  by: string;
  reason?: string;
  /** Set with a reason the service wrote itself; an admin's typed reason has none. */
  reasonCode?: StatusReasonCode;
}

/** Stored with a Date; sent as PendingCreative (ISO `submittedAt`). */
export type PendingCreativeDoc = Omit<PendingCreative, 'submittedAt'> & { submittedAt: Date };

/** A creative added beside the campaign's own (docs/creatives.md); kept after removal, so its results stay. */
export interface ExtraCreativeDoc {
  id: string;
  creativeType: 'tts' | 'upload' | 'record';
  ttsConfig: Record<string, unknown> | null;
  audioUrl: string | null;
  language: TtsLanguage | null;
  /** Its own press-1 response; null with `responseFromCampaign` unset: none (domain/added-creative-response.ts). */
  response: CampaignResponse | null;
  /** True: it offers the campaign's response, whatever that is when it plays. Absent on ads added before. */
  responseFromCampaign?: boolean;
  review: CreativeReview;
  rejectionReason: string | null;
  addedAt: Date;
  removedAt: Date | null;
}

export interface CampaignDoc {
  _id: string;
  ownerId: string;
  ownerEmail: string;
  /** The advertiser's company as its billing profile said when an admin approved the campaign (VAST Advertiser). */
  advertiser?: string | null;
  name: string;
  objective: string | null;
  status: CampaignStatus;
  /** Optimistic concurrency: every write filters on it and increments it. */
  version: number;
  termsAccepted: boolean;
  audience: Record<string, unknown>;
  schedule: Record<string, unknown>;
  creative: Record<string, unknown>;
  pricing: Record<string, unknown>;
  /** A new creative of an approved campaign waiting for an admin; the `creative` part keeps playing. */
  pendingCreative?: PendingCreativeDoc | null;
  /** Up to two more creatives, each reviewed (docs/creatives.md); absent for the default single creative. */
  extraCreatives?: ExtraCreativeDoc[];
  rotation?: { mode: RotationMode; weights: number[] | null } | null;
  quote: LockedQuote | null;
  paidTotal: number | null;
  paymentId: string | null;
  invoiceId: string | null;
  paymentClaim: { key: string; at: Date } | null;
  rejectionReason: string | null;
  reviewHold: string | null;
  /** The same hold as data; absent on holds stored before, whose sentence svc-campaigns reads back. */
  reviewHoldDetail?: HoldDetail | null;
  /** An open behind-pace episode (the owner was told at `since`); null once back on pace. */
  behindPace?: { since: Date } | null;
  statusHistory: StatusEntry[];
  /** lastPlayAt: when the latest play was counted (the dashboard says it). */
  delivery: { impressions: number; spend: number; uniqueReach: number; lastPlayAt?: Date };
  /** Events written with the change that caused them; the relay publishes and removes them. */
  outbox: AnyEnvelope[];
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

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
