import { runsTooLong, START_IN_PAST, TOO_LONG, type CampaignDraft, type FieldIssue } from '@rbt/contracts';
import { hasCreative, playDays } from '@rbt/pricing';
import { AppError } from '@rbt/service-kit';
import { audioIssue, PLAYABLE_MESSAGES } from './lifecycle';

/** Spec §5 messages where the spec has one; the others are ours (docs/decisions/campaigns.md). */
export const MESSAGES = {
  name: 'Campaign name is required',
  objective: 'Choose a campaign objective',
  cities: 'Choose at least one city',
  startDate: 'Choose a start date',
  endDate: 'Choose an end date',
  endBeforeStart: 'End date must not be before the start date',
  startInPast: START_IN_PAST,
  tooLong: TOO_LONG,
  noPlayDay: 'None of the chosen days falls between the start and end date.',
  timeSlots: 'Choose at least one time slot',
  creative: PLAYABLE_MESSAGES.creative,
  rights: 'I confirm that I have the rights to use this audio content and script for advertising purposes.',
  terms: 'Please accept the terms and policies before proceeding.',
  noAudio: PLAYABLE_MESSAGES.noAudio,
  budget: 'Enter a budget in PKR',
  targetImpressions: 'Enter the number of guaranteed plays',
} as const;

/**
 * The per-step continue rules of spec §5 (steps 1-3) over the whole draft; `today` is YYYY-MM-DD in Asia/Karachi.
 * Step 1's rules are @rbt/pricing's step1Gaps (the wizard's), each named by its field; the goal's limits are the
 * quote's, checked by svc-pricing.
 */
export function submitIssues(d: CampaignDraft, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  if (!d.name.trim()) add('name', MESSAGES.name);
  if (!d.objective) add('objective', MESSAGES.objective);
  if (!d.cities.length) add('cities', MESSAGES.cities);
  if (!d.startDate) add('startDate', MESSAGES.startDate);
  else if (d.startDate < today) add('startDate', MESSAGES.startInPast);
  if (!d.endDate) add('endDate', MESSAGES.endDate);
  if (d.startDate && d.endDate && d.endDate < d.startDate) add('endDate', MESSAGES.endBeforeStart);
  else if (d.startDate && d.endDate && runsTooLong(d.startDate, d.endDate)) add('endDate', MESSAGES.tooLong);
  else if (d.startDate && d.endDate && playDays(d) === 0) add('daysOfWeek', MESSAGES.noPlayDay);
  if (!d.timeSlots.length) add('timeSlots', MESSAGES.timeSlots);
  // Goal first: a budget or a number of plays; its limits are checked by svc-pricing's quote.
  if (d.goalType === 'impressions' ? !d.targetImpressions : !d.budget)
    add(
      d.goalType === 'impressions' ? 'targetImpressions' : 'budget',
      MESSAGES[d.goalType === 'impressions' ? 'targetImpressions' : 'budget'],
    );
  if (!hasCreative(d)) add(d.creativeType === 'tts' ? 'ttsConfig.script' : 'audioUrl', MESSAGES.creative);
  const silent = audioIssue(d);
  if (silent && d.creativeType === 'tts') issues.push(silent);
  if (!d.rightsConfirmed) add('rightsConfirmed', MESSAGES.rights);
  if (!d.termsAccepted) add('termsAccepted', MESSAGES.terms);
  return issues;
}

export function assertSubmittable(d: CampaignDraft, today: string): void {
  const issues = submitIssues(d, today);
  if (issues.length) throw new AppError(400, 'validation_failed', `${issues[0].path}: ${issues[0].message}`, issues);
}

// One Karachi date helper for browser and services (libs/contracts/src/karachi-dates.ts).
export { dateIn } from '@rbt/contracts';
