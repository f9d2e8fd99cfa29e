import { EstimateRequest, type CampaignDraft } from '@rbt/contracts';
import { estimate, goalIssue, type GoalIssue, type GoalLimits } from '@rbt/pricing';

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

/** One city's whole-audience quote for the draft's dates, slots and cap (the map popup's budget), 0 if unpriceable. */
export const cityCeiling = (d: CampaignDraft, cityId: string): number =>
  ceilingQuote({ ...d, cities: [cityId] })?.totalCost ?? 0;

/** The goal's limits for this selection from the shared engine, or null without a city or valid dates. */
export function draftGoalLimits(d: CampaignDraft): GoalLimits | null {
  return ceilingQuote(d)?.goalLimits ?? null;
}

/**
 * What is wrong with the draft's goal, in the words svc-pricing and svc-campaigns answer with; null when fine.
 * Without limits (no city yet) only a missing goal is reported.
 */
export function draftGoalIssue(d: CampaignDraft, limits: GoalLimits | null = draftGoalLimits(d)): GoalIssue | null {
  const goal = { type: d.goalType, amountPkr: d.budget, targetImpressions: d.targetImpressions };
  const open = { minBudgetPkr: 0, maxBudgetPkr: Infinity, minPlays: 1, maxPlays: Infinity };
  return goalIssue(goal, limits ?? open, true);
}
