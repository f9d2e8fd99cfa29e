import type {
  AnyEnvelope,
  AnyEventOf,
  CampaignDraft,
  CampaignResponse,
  CampaignStatus,
  CreativeReview,
  FeasibilityRequest,
  HoldDetail,
  LockedQuote,
  PendingCreative,
  RotationMode,
  StatusReasonCode,
  TtsLanguage,
} from '@rbt/contracts';

/**
 * The campaign aggregate the use cases decide on (docs/decisions/campaigns.md "The campaign aggregate"). Its wizard
 * fields have the contracts' types (CampaignDraft, the lenient output of CampaignDraftPatch); the repository maps the
 * stored document to it (data-access/campaign-document.ts), so no use case reads an untyped part.
 */
export type CampaignPart = 'audience' | 'schedule' | 'creative' | 'pricing';

/** Which stored part holds each wizard field (spec §3 grouped as the §7 step calls write them). */
export const PART_OF = {
  name: 'root',
  objective: 'root',
  termsAccepted: 'root',
  cities: 'audience',
  gender: 'audience',
  valueTier: 'audience',
  deviceType: 'audience',
  freqCapPerDay: 'audience',
  customTargeting: 'audience',
  nicheTargeting: 'audience',
  audienceListId: 'audience',
  estimatedReach: 'audience',
  startDate: 'schedule',
  endDate: 'schedule',
  daysOfWeek: 'schedule',
  timeSlots: 'schedule',
  timezone: 'schedule',
  pacing: 'schedule',
  creativeType: 'creative',
  ttsConfig: 'creative',
  audioFile: 'creative',
  audioUrl: 'creative',
  keptCreatives: 'creative',
  rightsConfirmed: 'creative',
  response: 'creative',
  goalType: 'pricing',
  budget: 'pricing',
  targetImpressions: 'pricing',
  promoCode: 'pricing',
  bidStrategy: 'pricing',
  frontendCalculatedCost: 'pricing',
  frontendCalculationDetails: 'pricing',
} as const satisfies Record<keyof CampaignDraft, 'root' | CampaignPart>;

/** A part's fields; each may be absent: a part keeps only what a save sent, and fields added later are missing on older campaigns. */
type PartFields<P extends CampaignPart> = {
  [K in keyof CampaignDraft as (typeof PART_OF)[K] extends P ? K : never]?: CampaignDraft[K];
};
export type CampaignAudience = PartFields<'audience'>;
export type CampaignSchedule = PartFields<'schedule'>;
export type CampaignCreative = PartFields<'creative'>;
export type CampaignPricing = PartFields<'pricing'>;
/** svc-capacity's feasibility request without the plays: the dates, cities, hours and audience of a quote. */
export type QuotePlaces = Omit<FeasibilityRequest, 'plays'>;
export type TtsSettings = NonNullable<CampaignDraft['ttsConfig']>;

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
  ttsConfig: TtsSettings | null;
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

export interface Campaign {
  _id: string;
  ownerId: string;
  ownerEmail: string;
  /** The advertiser's company as its billing profile said when an admin approved the campaign (VAST Advertiser). */
  advertiser?: string | null;
  name: string;
  objective: CampaignDraft['objective'];
  status: CampaignStatus;
  /** Optimistic concurrency: every write filters on it and increments it. */
  version: number;
  termsAccepted: boolean;
  audience: CampaignAudience;
  schedule: CampaignSchedule;
  creative: CampaignCreative;
  pricing: CampaignPricing;
  /** A new creative of an approved campaign waiting for an admin; the `creative` part keeps playing. */
  pendingCreative?: PendingCreativeDoc | null;
  /** Up to two more creatives, each reviewed (docs/creatives.md); absent for the default single creative. */
  extraCreatives?: ExtraCreativeDoc[];
  rotation?: { mode: RotationMode; weights: number[] | null } | null;
  quote: LockedQuote | null;
  /**
   * Where and when the locked quote's plays were found to fit at submit (svc-capacity's request less the plays): the
   * payment asks again for exactly these. Absent on quotes locked before it was kept.
   */
  quotePlaces?: QuotePlaces | null;
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

/** A part's fields by their dotted path (`schedule.endDate`): a `$set` writes only the fields a change names. */
type PartPaths<P extends CampaignPart> = { [K in keyof Campaign[P] & string as `${P}.${K}`]?: Campaign[P][K] };

/**
 * What a change writes (its MongoDB `$set`): the aggregate's fields by name, a part's fields by dotted path. The
 * repository sets `version` and `updatedAt`; the status history and the outbox are pushed (Change, below).
 */
export type CampaignSet = Partial<Omit<Campaign, '_id' | 'version' | 'updatedAt' | 'statusHistory' | 'outbox'>> &
  PartPaths<'audience'> &
  PartPaths<'schedule'> &
  PartPaths<'creative'> &
  PartPaths<'pricing'>;

/** What a use case decides: fields to set and the events that go out with them, in one write. */
export interface Change {
  set: CampaignSet;
  events: AnyEventOf<'campaigns'>[];
  history?: StatusEntry;
}
