import { z } from 'zod';
import { envelope } from './envelope';
import { NumberHash } from '../audience-lists';
import { VastErrorCode } from '../serving';

/** What every counted tracking event knows about the decision it reports (aggregateId = campaignId). */
const ServedAd = z.object({
  /** The VAST AdServingId (a GUID) of the decision. */
  adServingId: z.string().uuid(),
  campaignId: z.string().min(1),
  /** The operator platform that asked for the ad. */
  platformId: z.string().min(1),
  /** The Karachi calendar day (YYYY-MM-DD) and hourly slot (08-09 …) of the decision. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  city: z.string().min(1),
  timeSlot: z.string().regex(/^\d{2}-\d{2}$/),
  callId: z.string().max(64).optional(),
  /** The UniversalAdId of the creative played, when the campaign has several (absent: its own, the campaign id). */
  creativeId: z.string().min(1).max(100).optional(),
});

/** One counted play: the Impression of a decision, fired once (repeats are not counted). */
export const AdPlayed = envelope(
  'ad.played',
  ServedAd.extend({
    subscriberHash: NumberHash,
    /** The campaign's locked quote divided by its guaranteed plays: what this play is billed at, in PKR. */
    pricePerPlayPkr: z.number().nonnegative().finite(),
    playedAt: z.string().datetime(),
  }),
);

/** A counted linear progress or error event of a decision (listen-through and drop-off). */
export const AdProgressed = envelope(
  'ad.progressed',
  ServedAd.extend({
    event: z.enum(['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'error']),
    /** The VAST error code the player reported with an Error event. */
    errorCode: VastErrorCode.optional(),
    at: z.string().datetime(),
  }),
);

export const servingEvents = { 'ad.played': AdPlayed, 'ad.progressed': AdProgressed } as const;
