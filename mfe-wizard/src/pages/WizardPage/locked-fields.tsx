import type { ReactNode } from 'react';
import { EuiCallOut, EuiSpacer } from '@elastic/eui';
import type { CampaignDraftPatch, LockReason } from '@rbt/contracts';
import type { StepNumber } from '../../draft/wizard-types';
import { useWizT } from '../../messages';

/** The patch without the fields the service will not take for this campaign. */
export function withoutLocked(patch: CampaignDraftPatch, locked: Readonly<Record<string, string>>): CampaignDraftPatch {
  return Object.fromEntries(Object.entries(patch).filter(([k]) => !locked[k])) as CampaignDraftPatch;
}

/** Step 2 is the creative; when it is locked the whole step is shown disabled with the reason. */
const WHOLE_STEP_FIELD: Partial<Record<StepNumber, string>> = { 2: 'ttsConfig' };

/**
 * Shows locked fields as locked before anyone tries: the reasons from the service's one rule
 * (CampaignDetail.editRules) above the step, and a step that is locked as a whole in a disabled fieldset.
 * Step 1 disables its own locked sections (the name stays editable).
 */
export function LockedStep({
  step,
  locked,
  why,
  children,
}: {
  step: StepNumber;
  locked: Readonly<Record<string, string>>;
  /** Each locked field's reason as a code (EditRules.lockedWhy), worded here; `locked` holds the English. */
  why: Readonly<Record<string, LockReason>>;
  children: ReactNode;
}) {
  const t = useWizT();
  const reasons = [
    ...new Set(
      Object.entries(locked)
        .filter(([k]) => k !== 'termsAccepted')
        .map(([k, english]) => (why[k] ? t(`wiz.locked.reason.${why[k]}`) : english)),
    ),
  ];
  if (!reasons.length) return <>{children}</>;
  const whole = WHOLE_STEP_FIELD[step];
  return (
    <>
      <EuiCallOut color="warning" iconType="lock" title={t('wiz.locked.title')} data-testid="locked-reasons">
        <ul>
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </EuiCallOut>
      <EuiSpacer size="s" />
      {whole && locked[whole] ? (
        <fieldset
          disabled
          aria-label={t('wiz.locked.label')}
          data-testid="locked-step"
          style={{ border: 0, padding: 0, margin: 0 }}
        >
          {children}
        </fieldset>
      ) : (
        children
      )}
    </>
  );
}
