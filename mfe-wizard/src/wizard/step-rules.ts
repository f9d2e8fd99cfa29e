import { startsInPast } from '@rbt/contracts';
import type { StepNumber, WizardDraft } from './types';
import { playDays } from '@rbt/pricing';
import { draftGoalIssue } from './goal-rules';

/**
 * Spec §5 step 1: name non-blank after trimming, objective, a city, both dates, a time slot; and (issue 15)
 * a start date not before today in Karachi and a goal within its limits, both shown inline; and (issue 28) at
 * least one chosen day of the week between the dates. Each unmet rule in the words step 1 shows beside Continue.
 */
export function step1Missing(d: WizardDraft, now: Date = new Date()): string[] {
  const missing: string[] = [];
  if (d.name.trim().length === 0) missing.push('a campaign name');
  if (!d.objective) missing.push('a campaign objective');
  if (d.cities.length === 0) missing.push('at least one city');
  if (!d.startDate || !d.endDate) missing.push('a start and an end date (or a duration)');
  else if (startsInPast(d.startDate, now)) missing.push('a start date of today or later');
  else if (d.endDate < d.startDate) missing.push('an end date on or after the start date');
  else if (playDays(d) === 0) missing.push('a ticked day of the week between the dates');
  if (d.timeSlots.length === 0) missing.push('at least one time slot');
  const goal = draftGoalIssue(d);
  if (goal) missing.push(`a goal within its limits (${goal.message})`);
  return missing;
}

export function step1Valid(d: WizardDraft, now: Date = new Date()): boolean {
  return step1Missing(d, now).length === 0;
}

/** Spec §5 step 2: a creative that exists for its type, and the rights confirmed. */
export function step2Valid(d: WizardDraft): boolean {
  const hasCreative =
    (d.creativeType === 'tts' && !!d.ttsConfig?.script?.trim()) ||
    // An upload counts once registered (audioUrl); audioFile is only its name (issue 28), as on the server.
    (d.creativeType !== 'tts' && !!d.audioUrl);
  return hasCreative && d.rightsConfirmed;
}

/** Spec §5 step 3 message when the terms are not accepted (a toast, so the button itself stays enabled). */
export const TERMS_REQUIRED = {
  title: 'Terms Required',
  text: 'Please accept the terms and policies before proceeding.',
} as const;

/**
 * Whether Continue is enabled. Step 3 answers true: its rule is enforced on press with the TERMS_REQUIRED
 * toast (spec §5), which a disabled button could never show (docs/decisions/wizard.md).
 */
export function canContinue(step: StepNumber, d: WizardDraft): boolean {
  if (step === 1) return step1Valid(d);
  if (step === 2) return step2Valid(d);
  return true;
}

/** The first step whose rule the draft does not meet yet (3 when steps 1 and 2 are done): where Continue resumes. */
export function firstIncompleteStep(d: WizardDraft): StepNumber {
  if (!step1Valid(d)) return 1;
  if (!step2Valid(d)) return 2;
  return 3;
}

/** Spec §2: step must be an integer from 1 to the step total; anything else is ignored (null). */
export function parseStep(raw: string | null, total = 3): StepNumber | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= 1 && n <= total ? (n as StepNumber) : null;
}
