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
import { STEP_TITLES, STEP_TOTAL, type StepNumber } from '../../../draft/wizard-types';

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
  title = 'Create New Campaign',
  finishLabel = 'Pay & Launch Campaign',
  notice,
  children,
}: WizardFrameProps) {
  const last = step === STEP_TOTAL;
  return (
    <EuiPageTemplate grow={false} restrictWidth={1200} panelled={false} offset={0} minHeight={0}>
      <EuiPageTemplate.Section paddingSize="m">
        <EuiFlexGroup alignItems="center" gutterSize="s" responsive={false}>
          <EuiFlexItem grow={false}>
            <EuiButtonIcon iconType="cross" aria-label="Close" onClick={onClose} data-testid="wizard-close" />
          </EuiFlexItem>
          <EuiFlexItem>
            <EuiTitle size="m">
              <h1>{title}</h1>
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
        <nav aria-label="Progress">
          <EuiStepsHorizontal
            size="s"
            steps={STEPS.map((n) => ({
              title: STEP_TITLES[n],
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
              {step === 1 ? 'Cancel' : 'Back'}
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
              {last ? finishLabel : 'Continue'}
            </EuiButton>
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
}
