import { Connection, Schema } from 'mongoose';
import type { SmsState } from '@rbt/contracts';

/** How long a callback lead is kept for the advertiser to call back (then MongoDB's TTL monitor removes it). */
export const LEAD_KEPT_SEC = 30 * 24 * 3600;

/**
 * One counted press-1 (its `_id` is the AdServingId: one per decision). An SMS response is its own outbox entry:
 * `sms.state` 'sending' until the SMSC accepted it (one message id), retried at `sms.nextAt` with backoff.
 */
export interface ResponseDoc {
  _id: string;
  campaignId: string;
  /** The ad of several the decision chose (its UniversalAdId); absent when it chose none (the campaign's own). */
  creativeId?: string;
  platformId: string;
  sandbox: boolean;
  kind: 'sms' | 'callback';
  /** When the caller pressed the key (their consent), and its Karachi day. */
  pressedAt: Date;
  date: string;
  /** The caller's number, kept until the SMS has gone (a callback's number lives in its lead). */
  callerNumber?: string;
  sms?: {
    text: string;
    state: SmsState;
    attempts: number;
    nextAt: Date;
    /** Lease of the sender that claimed it: another instance never sends the same SMS meanwhile. */
    leaseUntil?: Date;
    messageId?: string;
    lastError?: string;
    deliveredAt?: Date;
  };
}

export interface LeadDoc {
  campaignId: string;
  callerNumber: string;
  at: Date;
  adServingId: string;
  /** The ad the caller heard, as on the response; absent: the campaign's single ad. */
  creativeId?: string;
}

const responseSchema = new Schema<ResponseDoc>(
  {
    _id: String,
    campaignId: { type: String, index: true },
    creativeId: String,
    platformId: String,
    sandbox: Boolean,
    kind: String,
    pressedAt: Date,
    date: String,
    callerNumber: String,
    sms: { type: Schema.Types.Mixed, default: undefined },
  },
  { versionKey: false, collection: 'responses' },
);
responseSchema.index({ 'sms.state': 1, 'sms.nextAt': 1 });
responseSchema.index({ 'sms.messageId': 1 }, { sparse: true });
// A platform's report counts its responses per hour.
responseSchema.index({ platformId: 1, pressedAt: 1 });

const leadSchema = new Schema<LeadDoc>(
  { campaignId: String, callerNumber: String, at: Date, adServingId: String, creativeId: String },
  { versionKey: false, collection: 'callback_leads' },
);
// Each caller once per campaign, and gone after 30 days.
leadSchema.index({ campaignId: 1, callerNumber: 1 }, { unique: true });
leadSchema.index({ at: 1 }, { expireAfterSeconds: LEAD_KEPT_SEC });

const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;

export function responseRepository(mongo: Connection) {
  const Responses = mongo.models.Response ?? mongo.model<ResponseDoc>('Response', responseSchema);
  const Leads = mongo.models.CallbackLead ?? mongo.model<LeadDoc>('CallbackLead', leadSchema);
  return {
    /** Stores a response (and a callback's lead); false when this decision was answered already. */
    insert: async (doc: ResponseDoc, lead: LeadDoc | null): Promise<boolean> => {
      try {
        await Responses.create(doc);
      } catch (err) {
        if (isDuplicate(err)) return false;
        throw err;
      }
      if (lead) await Leads.updateOne(lead, { $setOnInsert: lead }, { upsert: true }).catch(ignoreDuplicate);
      return true;
    },
    /**
     * Claims the next due SMS of one lane for `leaseMs` (atomically: one sender per SMS at a time). The lane is in
     * the query, so a sandbox key's SMS can never be handed to the operator's SMSC, whatever else goes wrong.
     */
    claimDueSms: (now: Date, leaseMs: number, sandbox: boolean) =>
      Responses.findOneAndUpdate(
        {
          sandbox,
          'sms.state': 'sending',
          'sms.nextAt': { $lte: now },
          $or: [{ 'sms.leaseUntil': { $exists: false } }, { 'sms.leaseUntil': { $lte: now } }],
        },
        { $set: { 'sms.leaseUntil': new Date(now.getTime() + leaseMs) } },
        { new: true, sort: { 'sms.nextAt': 1 } },
      ).lean<ResponseDoc>(),
    /** The SMSC accepted it: its one message id; the number is no longer needed. */
    markSubmitted: (id: string, messageId: string) =>
      Responses.updateOne(
        { _id: id, 'sms.state': 'sending' },
        {
          $set: { 'sms.state': 'submitted', 'sms.messageId': messageId },
          $unset: { 'sms.leaseUntil': 1, callerNumber: 1 },
        },
      ),
    /** Not sent this time (throttled, SMSC down): tried again at `nextAt`. */
    retryLater: (id: string, nextAt: Date, error: string) =>
      Responses.updateOne(
        { _id: id, 'sms.state': 'sending' },
        {
          $set: { 'sms.nextAt': nextAt, 'sms.lastError': error },
          $inc: { 'sms.attempts': 1 },
          $unset: { 'sms.leaseUntil': 1 },
        },
      ),
    /** A delivery receipt for a message id. */
    markReceipt: (messageId: string, delivered: boolean, at: Date, sandbox = false) =>
      Responses.updateOne(
        // Two SMSCs may give the same id: a receipt only matches an SMS of the lane it came back on.
        { sandbox, 'sms.messageId': messageId },
        { $set: { 'sms.state': delivered ? 'delivered' : 'failed', ...(delivered ? { 'sms.deliveredAt': at } : {}) } },
      ),
    /** Counts per Karachi day of a campaign's responses (sandbox ones apart: never counted). */
    perDay: (campaignId: string) =>
      Responses.aggregate<{ _id: string; responses: number; sending: number; delivered: number; callbacks: number }>([
        { $match: { campaignId, sandbox: false } },
        {
          $group: {
            _id: '$date',
            responses: { $sum: 1 },
            sending: { $sum: { $cond: [{ $eq: ['$sms.state', 'sending'] }, 1, 0] } },
            delivered: { $sum: { $cond: [{ $eq: ['$sms.state', 'delivered'] }, 1, 0] } },
            callbacks: { $sum: { $cond: [{ $eq: ['$kind', 'callback'] }, 1, 0] } },
          },
        },
        { $sort: { _id: 1 } },
      ]),
    /** Counts of a campaign's live responses by the ad heard (`_id` null: no ad of several was chosen). */
    perCreative: (campaignId: string) =>
      Responses.aggregate<{ _id: string | null; responses: number }>([
        { $match: { campaignId, sandbox: false } },
        { $group: { _id: { $ifNull: ['$creativeId', null] }, responses: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ]),
    /** When each live response of a campaign was pressed (its per-hour figures). */
    pressTimes: async (campaignId: string) =>
      (
        await Responses.find({ campaignId, sandbox: false }, { _id: 0, pressedAt: 1 }).lean<
          Pick<ResponseDoc, 'pressedAt'>[]
        >()
      ).map((d) => d.pressedAt),
    leads: (campaignId: string) =>
      Leads.find({ campaignId }, { _id: 0, callerNumber: 1, at: 1, creativeId: 1 }).sort({ at: 1 }).lean<LeadDoc[]>(),
    get: (id: string) => Responses.findById(id).lean<ResponseDoc>(),
  };
}
const ignoreDuplicate = (err: unknown) => {
  if (!isDuplicate(err)) throw err;
};
export type ResponseRepository = ReturnType<typeof responseRepository>;
