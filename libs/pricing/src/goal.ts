import { GOAL, round2 } from './constants';
import { PricingError } from './price-models';
import { groupedFigure, pkrText } from '@rbt/contracts';

export interface GoalLimits {
  minBudgetPkr: number;
  maxBudgetPkr: number;
  minPlays: number;
  maxPlays: number;
}
export interface GoalInput {
  type: 'budget' | 'impressions';
  amountPkr?: number | null;
  targetImpressions?: number | null;
}
/** Which goal rule failed, so a page can word it in its own language; `values` are its figures. */
export type GoalIssueCode =
  | 'tooSmallPlays'
  | 'tooSmallBudget'
  | 'playsRequired'
  | 'playsWhole'
  | 'playsMin'
  | 'playsMax'
  | 'budgetRequired'
  | 'budgetFinite'
  | 'budgetDecimals'
  | 'budgetMin'
  | 'budgetMax';
export interface GoalIssue {
  field: 'budget' | 'targetImpressions';
  message: string;
  code?: GoalIssueCode;
  values?: { most?: number; least?: number; minPlays?: number; limit?: number };
}

const pkr = (n: number) => pkrText(n, { digits: 0, upTo: 2 });
const count = (n: number) => groupedFigure(n, { upTo: 3 });

/** The ceiling is today's full quote: the whole filtered audience × days × frequency cap. */
export function goalLimits(fullPlays: number, fullCost: number): GoalLimits {
  return {
    minBudgetPkr: GOAL.minBudgetPkr,
    maxBudgetPkr: round2(fullCost),
    minPlays: GOAL.minPlays,
    maxPlays: fullPlays,
  };
}

/**
 * What is wrong with a goal for these limits, in the words the wizard shows beside the field and the API
 * answers with (400). A missing goal is an issue only when `required` (at submit; the live estimate prices
 * the whole audience without one).
 */
export function goalIssue(goal: GoalInput, limits: GoalLimits, required = false): GoalIssue | null {
  const issue = goalIssueWithin(goal, limits, required);
  // An audience too small for the smallest order (a short customer list): "at least" and "at most" would
  // contradict each other, so say what it can take and what would make it enough.
  if (issue && goal.type === 'impressions' && limits.maxPlays < limits.minPlays)
    return {
      field: issue.field,
      message: tooSmall(`${count(limits.maxPlays)} plays`, `${count(limits.minPlays)} plays`),
      code: 'tooSmallPlays',
      values: { most: limits.maxPlays, least: limits.minPlays },
    };
  if (issue && goal.type === 'budget' && limits.maxBudgetPkr < limits.minBudgetPkr && Number.isFinite(goal.amountPkr))
    return {
      field: issue.field,
      message: `${tooSmall(pkr(limits.maxBudgetPkr), pkr(limits.minBudgetPkr))}, or buy guaranteed plays (from ${count(limits.minPlays)})`,
      code: 'tooSmallBudget',
      values: { most: limits.maxBudgetPkr, least: limits.minBudgetPkr, minPlays: limits.minPlays },
    };
  return issue;
}

const tooSmall = (most: string, least: string) =>
  `This audience can take at most ${most} over these dates, and the smallest order is ${least}: choose more days or more plays per day`;

function goalIssueWithin(goal: GoalInput, limits: GoalLimits, required: boolean): GoalIssue | null {
  if (goal.type === 'impressions') {
    const n = goal.targetImpressions;
    if (n === null || n === undefined)
      return required
        ? { field: 'targetImpressions', message: 'Enter the number of guaranteed plays', code: 'playsRequired' }
        : null;
    if (!Number.isInteger(n) || n <= 0)
      return { field: 'targetImpressions', message: 'Plays must be a whole number above 0', code: 'playsWhole' };
    if (n < limits.minPlays)
      return {
        field: 'targetImpressions',
        message: `Buy at least ${count(limits.minPlays)} plays`,
        code: 'playsMin',
        values: { limit: limits.minPlays },
      };
    if (n > limits.maxPlays)
      return {
        field: 'targetImpressions',
        message: `At most ${count(limits.maxPlays)} plays: the whole audience × days × plays per day`,
        code: 'playsMax',
        values: { limit: limits.maxPlays },
      };
    return null;
  }
  const b = goal.amountPkr;
  if (b === null || b === undefined)
    return required ? { field: 'budget', message: 'Enter a budget in PKR', code: 'budgetRequired' } : null;
  if (!Number.isFinite(b)) return { field: 'budget', message: 'Amount must be a finite number', code: 'budgetFinite' };
  if (Math.abs(Math.round(b * 100) - b * 100) > 1e-6)
    return { field: 'budget', message: 'Amount must have at most 2 decimals', code: 'budgetDecimals' };
  if (b < limits.minBudgetPkr)
    return {
      field: 'budget',
      message: `The minimum budget is ${pkr(limits.minBudgetPkr)}`,
      code: 'budgetMin',
      values: { limit: limits.minBudgetPkr },
    };
  if (b > limits.maxBudgetPkr)
    return {
      field: 'budget',
      message: `At most ${pkr(limits.maxBudgetPkr)}: the whole audience × days × plays per day`,
      code: 'budgetMax',
      values: { limit: limits.maxBudgetPkr },
    };
  return null;
}

/** The estimate request's path of a goal field (the draft's own names are budget and targetImpressions). */
export const goalPath = (i: GoalIssue): string => (i.field === 'budget' ? 'goal.amountPkr' : 'goal.targetImpressions');

export function assertGoal(goal: GoalInput, limits: GoalLimits): void {
  const issue = goalIssue(goal, limits);
  if (issue) throw new PricingError(issue.message, goalPath(issue));
}

/**
 * Expected unique reach of `plays` spread over `audience` users: plays land on users at random (calls are),
 * so reach = audience × (1 − e^(−plays ÷ audience)), never more than the plays or the audience.
 */
export function expectedReach(plays: number, audience: number): number {
  if (plays <= 0 || audience <= 0) return 0;
  return Math.min(plays, audience, Math.round(audience * -Math.expm1(-plays / audience)));
}

/** Average plays per reached user (plays ÷ reach), 2 decimals; 0 when nobody is reached. */
export const averageFrequency = (plays: number, reach: number): number => (reach > 0 ? round2(plays / reach) : 0);
