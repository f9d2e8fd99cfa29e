import { EstimateRequest, startsInPast, type CampaignDraft } from '@rbt/contracts';
import { estimate } from './estimate';
import { goalIssue, type GoalIssue, type GoalLimits } from './goal';
import { playDays } from './days';

// The wizard's step rules, shared: the wizard enables Continue with them and svc-campaigns computes a draft's
// progress from the same functions, so "Progress" on the dashboard is the steps the wizard counts done (issue 28).

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

/**
 * Spec §5 step 1: name non-blank after trimming, objective, a city, both dates, a time slot; and (issue 15)
 * a start date not before today in Karachi and a goal within its limits; and (issue 28) at least one chosen day of
 * the week between the dates. Each unmet rule in the words step 1 shows beside Continue. The wizard passes its own
 * goal verdict (it also knows a customer list's matched audience).
 */
export function step1Missing(
  d: CampaignDraft,
  now: Date = new Date(),
  goal: GoalIssue | null = draftGoalIssue(d),
): string[] {
  const missing: string[] = [];
  if (d.name.trim().length === 0) missing.push('a campaign name');
  if (!d.objective) missing.push('a campaign objective');
  if (d.cities.length === 0) missing.push('at least one city');
  if (!d.startDate || !d.endDate) missing.push('a start and an end date (or a duration)');
  else if (startsInPast(d.startDate, now)) missing.push('a start date of today or later');
  else if (d.endDate < d.startDate) missing.push('an end date on or after the start date');
  else if (playDays(d) === 0) missing.push('a ticked day of the week between the dates');
  if (d.timeSlots.length === 0) missing.push('at least one time slot');
  if (goal) missing.push(`a goal within its limits (${goal.message})`);
  return missing;
}

export const step1Complete = (d: CampaignDraft, now: Date = new Date(), goal?: GoalIssue | null): boolean =>
  step1Missing(d, now, goal === undefined ? draftGoalIssue(d) : goal).length === 0;

/** Spec §5 step 2: a creative that exists for its type, and the rights confirmed. */
export function step2Complete(d: CampaignDraft): boolean {
  const hasCreative =
    (d.creativeType === 'tts' && !!d.ttsConfig?.script?.trim()) ||
    // An upload counts once registered (audioUrl); audioFile is only its name, as on the server.
    (d.creativeType !== 'tts' && !!d.audioUrl);
  return hasCreative && d.rightsConfirmed;
}

/** The wizard's steps: audience and schedule, creative, review and payment (paying completes the third). */
export const WIZARD_STEPS = 3;

/** A draft's progress: the share of the wizard's steps it has completed, in whole percent (0, 33 or 67). */
export function draftProgress(d: CampaignDraft, now: Date = new Date()): number {
  const done = Number(step1Complete(d, now)) + Number(step2Complete(d));
  return Math.round((done / WIZARD_STEPS) * 100);
}
