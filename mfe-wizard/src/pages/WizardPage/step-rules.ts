import { step1Gaps, step2Complete, WIZARD_STEPS } from '@rbt/pricing';
import type { StepNumber, WizardDraft } from '../../draft/wizard-types';
import { draftGoalIssue } from '../../draft/goal-rules';
import type { WizT } from '../../messages';
import { goalIssueText } from '../../draft/goal-words';

/**
 * Spec §5 steps 1 and 2 from @rbt/pricing: the same rules give a draft's progress on the dashboard. The
 * goal is judged here, where a customer list's matched audience is known (goal-rules).
 */
export const step1Valid = (d: WizardDraft, now: Date = new Date()): boolean =>
  step1Gaps(d, now, draftGoalIssue(d)).length === 0;

/** What step 1 still needs, in the page's words, e.g. "a campaign name, at least one city". */
export function step1MissingText(d: WizardDraft, t: WizT, now: Date = new Date()): string[] {
  const goal = draftGoalIssue(d);
  return step1Gaps(d, now, goal).map((g) =>
    g === 'goal' ? t('wiz.gap.goal', { issue: goal ? goalIssueText(goal, t) : '' }) : t(`wiz.gap.${g}`),
  );
}
export const step2Valid: (d: WizardDraft) => boolean = step2Complete;

/** Spec §5 step 3 message when the terms are not accepted (a toast, so the button itself stays enabled). */
export const termsRequired = (t: WizT) => ({ title: t('wiz.terms.title'), text: t('wiz.terms.text') });

/**
 * Whether Continue is enabled. Step 3 answers true: its rule is enforced on press with the termsRequired
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
export function parseStep(raw: string | null, total = WIZARD_STEPS): StepNumber | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= 1 && n <= total ? (n as StepNumber) : null;
}
