// Words for the parts of an API error a person should never see raw: field paths and campaign states.

/** Field paths of the /api payloads (the draft's and the estimate's names) as the screens label them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'The campaign name',
  objective: 'The objective',
  cities: 'The city list',
  'audience.cities': 'The city list',
  gender: 'The gender choice',
  valueTier: 'The value tier',
  deviceType: 'The device type',
  freqCapPerDay: 'Plays per person per day',
  'controls.freqCapPerDay': 'Plays per person per day',
  startDate: 'The start date',
  'schedule.startDate': 'The start date',
  endDate: 'The end date',
  'schedule.endDate': 'The end date',
  daysOfWeek: 'The days of the week',
  'schedule.daysOfWeek': 'The days of the week',
  timeSlots: 'The time slots',
  'schedule.timeSlots': 'The time slots',
  budget: 'The budget',
  budgetPkr: 'The budget',
  'goal.amountPkr': 'The budget',
  targetImpressions: 'Guaranteed plays',
  'goal.targetImpressions': 'Guaranteed plays',
  'ttsConfig.script': 'The script',
  script: 'The script',
  audioUrl: 'The audio',
  fileUrl: 'The audio',
  promoCode: 'The promo code',
};

/** Paths whose figures are rupees: "at most 1,000,000,000" reads "at most PKR 1,000,000,000". */
const MONEY_FIELDS = new Set(['budget', 'budgetPkr', 'goal.amountPkr', 'amountPkr', 'totalCost']);

/** "audience.cities.3" → the label of "audience.cities"; an unknown path gets a label from its last word. */
export function fieldLabel(path: string): string {
  const trimmed = path.replace(/(\.\d+)+$/, '');
  const known = FIELD_LABELS[trimmed];
  if (known) return known;
  const last = trimmed.split('.').pop() ?? trimmed;
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words ? `The ${words}` : 'A value';
}

export const isMoneyField = (path: string): boolean =>
  MONEY_FIELDS.has(path) || MONEY_FIELDS.has(path.split('.').pop()!);

/** Campaign states (contracts' CampaignStatus) as a sentence says them: "This campaign is <words>". */
export const STATE_WORDS: Record<string, string> = {
  draft: 'a draft',
  awaiting_payment: 'waiting for payment',
  pending_review: 'paid and in review',
  scheduled: 'paid and scheduled to start',
  live: 'live',
  paused: 'paused',
  completed: 'completed',
  rejected: 'rejected in review',
  cancelled: 'cancelled',
};

/** What moving a campaign to a state means, for "so it cannot be <verb>". */
export const MOVE_WORDS: Record<string, string> = {
  draft: 'turned back into a draft',
  awaiting_payment: 'sent to payment again',
  pending_review: 'sent to review again',
  scheduled: 'scheduled',
  live: 'started',
  paused: 'paused',
  completed: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};
