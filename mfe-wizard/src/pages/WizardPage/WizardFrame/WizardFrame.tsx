import type { ReactNode } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiButtonIcon,
  EuiFlexGroup,
  EuiFlexItem,
  EuiHorizontalRule,
  EuiPageTemplate,
  EuiStepsHorizontal,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { STEP_TOTAL, type StepNumber } from '../../../draft/wizard-types';
import { useWizT } from '../../../messages';

export interface WizardFrameProps {
  step: StepNumber;
  canContinue: boolean;
  busy?: boolean;
  saveNote?: ReactNode;
  onClose(): void;
  onBack(): void;
  onContinue(): void;
  onStepClick(step: StepNumber): void;
  /** Edit mode (/campaigns/:id/edit): its own title, last button and a notice above the steps. */
  title?: string;
  finishLabel?: string;
  /** Step 3's name when it is not "Review & Payment" (a paid campaign's edit saves there). */
  lastStepTitle?: string;
  notice?: ReactNode;
  children: ReactNode;
}

const STEPS = [1, 2, 3] as const;

/** Spec §2 wizard frame: close, title, progress of the three steps, Back/Cancel and Continue. */
export function WizardFrame({
  step,
  canContinue,
  busy,
  saveNote,
  onClose,
  onBack,
  onContinue,
  onStepClick,
  title,
  finishLabel,
  lastStepTitle,
  notice,
  children,
}: WizardFrameProps) {
  const t = useWizT();
  const last = step === STEP_TOTAL;
  return (
    <EuiPageTemplate grow={false} restrictWidth={1200} panelled={false} offset={0} minHeight={0}>
      <EuiPageTemplate.Section paddingSize="m">
        <EuiFlexGroup alignItems="center" gutterSize="s" responsive={false}>
          <EuiFlexItem grow={false}>
            <EuiButtonIcon
              iconType="cross"
              aria-label={t('wiz.frame.close')}
              onClick={onClose}
              data-testid="wizard-close"
            />
          </EuiFlexItem>
          <EuiFlexItem>
            <EuiTitle size="m">
              <h1>{title ?? t('wiz.frame.title')}</h1>
            </EuiTitle>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiText size="xs" color="subdued" data-testid="save-note">
              {saveNote}
            </EuiText>
          </EuiFlexItem>
        </EuiFlexGroup>
        <EuiHorizontalRule margin="s" />
        {notice}
        <nav aria-label={t('wiz.frame.progress')}>
          <EuiStepsHorizontal
            size="s"
            steps={STEPS.map((n) => ({
              title: n === STEP_TOTAL && lastStepTitle ? lastStepTitle : t(`wiz.step.${n}`),
              status: n < step ? 'complete' : n === step ? 'current' : 'incomplete',
              // Only earlier steps can be revisited; later ones open through Continue and its rule.
              disabled: n > step,
              onClick: () => n < step && onStepClick(n),
            }))}
          />
        </nav>
        <div data-testid={`wizard-step-${step}`}>{children}</div>
        <EuiHorizontalRule margin="m" />
        <EuiFlexGroup justifyContent="spaceBetween" responsive={false}>
          <EuiFlexItem grow={false}>
            <EuiButtonEmpty iconType="chevronSingleLeft" onClick={onBack}>
              {step === 1 ? t('wiz.frame.cancel') : t('wiz.frame.back')}
            </EuiButtonEmpty>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiButton
              fill
              iconType={last ? undefined : 'chevronSingleRight'}
              iconSide="right"
              isDisabled={!canContinue}
              isLoading={busy}
              onClick={onContinue}
            >
              {last ? (finishLabel ?? t('wiz.frame.finish')) : t('wiz.frame.continue')}
            </EuiButton>
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
}
