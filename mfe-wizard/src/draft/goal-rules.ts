import { EstimateRequest, type CampaignDraft } from '@rbt/contracts';
import { estimate, goalIssue, type GoalIssue, type GoalLimits } from '@rbt/pricing';

type ListByCity = readonly { cityId: string; matched: number }[];
const listAudiences = new Map<string, ListByCity>();
/**
 * A customer list's matched subscribers by city, once its draft has loaded it (useListAudience): the engine then
 * prices the list's audience as svc-pricing does, so the goal's limits are the list's, not its cities'.
 */
export function rememberListAudience(listId: string, byCity: ListByCity): void {
  listAudiences.set(listId, byCity);
}

/** The draft without its goal: what the whole filtered audience can take (the ceiling's quote). */
function ceilingQuote(d: CampaignDraft) {
  if (d.cities.length === 0) return null;
  const list = d.audienceListId ? listAudiences.get(d.audienceListId) : undefined;
  // Until a list draft's list is known, no limits: its cities' whole audience would promise plays it cannot buy.
  if (d.audienceListId && !list) return null;
  try {
    return estimate(
      EstimateRequest.parse({
        audience: { cities: d.cities, gender: d.gender, valueTier: d.valueTier, deviceType: d.deviceType },
        schedule: { startDate: d.startDate, endDate: d.endDate, daysOfWeek: d.daysOfWeek, timeSlots: d.timeSlots },
        controls: { freqCapPerDay: d.freqCapPerDay },
      }),
      list ? { listByCity: list } : {},
    );
  } catch {
    return null;
  }
}

/** One city's whole-audience quote for the draft's dates, slots and cap (the map popup's budget), 0 if unpriceable. */
export const cityCeiling = (d: CampaignDraft, cityId: string): number =>
  ceilingQuote({ ...d, audienceListId: null, cities: [cityId] })?.totalCost ?? 0;

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
