import { z } from 'zod';

/**
 * The admin delivery view: how each live campaign is pacing against its booking, and how each operator
 * platform's traffic went in the last hour. svc-capacity computes it from the booking and the serving counters.
 */

/** Delivered within ±10 % of the plan so far is on track; further off is ahead or behind. */
export const PACING_TOLERANCE = 0.1;
/**
 * The owner is told a campaign is behind (once per episode) when it has played less than (1 − this) of the plays due
 * by now, and at least BEHIND_PACE_MIN_PLAYS fewer; the episode ends once it is back within PACING_TOLERANCE, so a
 * campaign hovering at the line is not announced again and again (docs/decisions/capacity.md, "Behind pace").
 */
export const BEHIND_PACE_MARGIN = 0.2;
export const BEHIND_PACE_MIN_PLAYS = 20;
/** The platform traffic window, in minutes. */
export const TRAFFIC_WINDOW_MINUTES = 60;

export const PacingState = z.enum(['not_started', 'ahead', 'on_track', 'behind', 'finished']);
export type PacingState = z.infer<typeof PacingState>;

const count = z.number().int().nonnegative();

/** One booked date × city × hour cell that is behind its plan (the hour under way) or ended short (an earlier hour). */
export const CellAtRisk = z.object({
  date: z.string(),
  city: z.string(),
  timeSlot: z.string(),
  booked: count,
  planned: count,
  delivered: count,
  /** true when the hour is over: its shortfall can no longer be played. */
  ended: z.boolean(),
});
export type CellAtRisk = z.infer<typeof CellAtRisk>;

export const CampaignDelivery = z.object({
  campaignId: z.string(),
  bookedPlays: count,
  /** Plays an even pace through every booked hour would have delivered by now. */
  plannedSoFar: count,
  deliveredPlays: count,
  pacing: PacingState,
  /** Plays expected by the end: delivered, plus the hours still to come at the pace so far (at most booked). */
  forecastPlays: count,
  /** The worst cells first, at most ten. */
  cellsAtRisk: z.array(CellAtRisk),
});
export type CampaignDelivery = z.infer<typeof CampaignDelivery>;

export const PlatformTraffic = z.object({
  platformId: z.string(),
  /** Decision requests answered (an ad or the empty VAST). */
  decisions: count,
  /** Of those, answered with an ad. */
  filled: count,
  /** filled ÷ decisions (0 when there were none). */
  fillRate: z.number().min(0).max(1),
  /** Requests refused as malformed (400) or answered empty because the cap store was unavailable. */
  errors: count,
});
export type PlatformTraffic = z.infer<typeof PlatformTraffic>;

/** GET /api/admin/capacity/delivery */
export const DeliveryReport = z.object({
  generatedAt: z.string().datetime(),
  campaigns: z.array(CampaignDelivery),
  trafficWindowMinutes: z.number().int().positive(),
  platforms: z.array(PlatformTraffic),
});
export type DeliveryReport = z.infer<typeof DeliveryReport>;

/**
 * GET /api/campaigns/{id}/pacing: the owner's view of the admin pacing rule (svc-capacity's campaignDelivery, one
 * definition): plays due by now on an even pace vs played, the forecast at the end, and when it is short what the
 * product does: serves it first in its coming hours to catch up, and credits what still ends unplayed.
 */
export const CampaignPacing = z.object({
  campaignId: z.string(),
  /** null while the campaign holds no booking (not approved yet, paused, released). */
  pacing: PacingState.nullable(),
  bookedPlays: count,
  dueByNow: count,
  playedPlays: count,
  forecastPlays: count,
  /** bookedPlays − forecastPlays: the plays forecast to end unplayed (0 on track or ahead). */
  shortfallPlays: count,
  /** What the shortfall would be credited at the end: its share of the campaign's paid total (settlement's rule). */
  shortfallCreditPkr: z.number().nonnegative(),
  generatedAt: z.string().datetime(),
});
export type CampaignPacing = z.infer<typeof CampaignPacing>;
