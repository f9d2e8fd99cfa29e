import { EstimateRequest, runsTooLong, startsInPast, type CampaignDraft } from '@rbt/contracts';
import { estimate } from './estimate';
import { goalIssue, type GoalIssue, type GoalLimits } from './goal';
import { playDays } from './days';

// The wizard's step rules, shared: the wizard enables Continue with them and svc-campaigns computes a draft's
// progress from the same functions, so "Progress" on the dashboard is the steps the wizard counts done.

/** The draft without its goal: what the whole filtered audience can take (the ceiling's quote). */
function ceilingQuote(d: CampaignDraft) {
  if (d.cities.length === 0) return null;
  try {
    return estimate(
      EstimateRequest.parse({
        audience: { cities: d.cities, gender: d.gender, valueTier: d.valueTier, deviceType: d.deviceType },
        schedule: { startDate: d.startDate, endDate: d.endDate, daysOfWeek: d.daysOfWeek, timeSlots: d.timeSlots },
        controls: { freqCapPerDay: d.freqCapPerDay },
      }),
    );
  } catch {
    return null;
  }
}

/** The goal's limits for this selection from the shared engine, or null without a city or valid dates. */
function draftGoalLimits(d: CampaignDraft): GoalLimits | null {
  return ceilingQuote(d)?.goalLimits ?? null;
}

/**
 * What is wrong with the draft's goal; null when fine. Without limits (no city yet) only a missing goal counts.
 * The wizard passes its own verdict to step1Complete (it also knows a customer list's matched audience).
 */
function draftGoalIssue(d: CampaignDraft, limits: GoalLimits | null = draftGoalLimits(d)): GoalIssue | null {
  const goal = { type: d.goalType, amountPkr: d.budget, targetImpressions: d.targetImpressions };
  const open = { minBudgetPkr: 0, maxBudgetPkr: Infinity, minPlays: 1, maxPlays: Infinity };
  return goalIssue(goal, limits ?? open, true);
}

/** A step 1 rule the draft does not meet yet, by name: the wizard words it in the page's language. */
export type Step1Gap =
  | 'name'
  | 'objective'
  | 'city'
  | 'dates'
  | 'startInPast'
  | 'endBeforeStart'
  | 'tooLong'
  | 'noPlayDay'
  | 'timeSlot'
  | 'goal';

/**
 * Spec §5 step 1: name non-blank after trimming, objective, a city, both dates, a time slot; and
 * a start date not before today in Karachi and a goal within its limits; at most MAX_CAMPAIGN_DAYS days; and at
 * least one chosen day of the week between the dates. svc-campaigns' submit checks the same list. The wizard
 * passes its own goal verdict (it also knows a customer list's audience).
 */
export function step1Gaps(
  d: CampaignDraft,
  now: Date = new Date(),
  goal: GoalIssue | null = draftGoalIssue(d),
): Step1Gap[] {
  const gaps: Step1Gap[] = [];
  if (d.name.trim().length === 0) gaps.push('name');
  if (!d.objective) gaps.push('objective');
  if (d.cities.length === 0) gaps.push('city');
  if (!d.startDate || !d.endDate) gaps.push('dates');
  else if (startsInPast(d.startDate, now)) gaps.push('startInPast');
  else if (d.endDate < d.startDate) gaps.push('endBeforeStart');
  else if (runsTooLong(d.startDate, d.endDate)) gaps.push('tooLong');
  else if (playDays(d) === 0) gaps.push('noPlayDay');
  if (d.timeSlots.length === 0) gaps.push('timeSlot');
  if (goal) gaps.push('goal');
  return gaps;
}

/** Step 1 done; the wizard words the gaps in the page's language, from its catalog. */
export const step1Complete = (d: CampaignDraft, now: Date = new Date(), goal?: GoalIssue | null): boolean =>
  step1Gaps(d, now, goal === undefined ? draftGoalIssue(d) : goal).length === 0;

/**
 * A creative exists for its type: a text-to-speech script, or an upload or recording registered (audioUrl); the
 * file's name alone (audioFile) plays nothing. Whether it plays yet is svc-campaigns' `audioIssue`.
 */
export const hasCreative = (d: Pick<CampaignDraft, 'creativeType' | 'ttsConfig' | 'audioUrl'>): boolean =>
  d.creativeType === 'tts' ? !!d.ttsConfig?.script?.trim() : !!d.audioUrl;

/** Spec §5 step 2: a creative that exists for its type, and the rights confirmed. */
export const step2Complete = (d: CampaignDraft): boolean => hasCreative(d) && d.rightsConfirmed;

/** The wizard's steps: audience and schedule, creative, review and payment (paying completes the third). */
export const WIZARD_STEPS = 3;

/** A draft's progress: the share of the wizard's steps it has completed, in whole percent (0, 33 or 67). */
export function draftProgress(d: CampaignDraft, now: Date = new Date()): number {
  const done = Number(step1Complete(d, now)) + Number(step2Complete(d));
  return Math.round((done / WIZARD_STEPS) * 100);
}
