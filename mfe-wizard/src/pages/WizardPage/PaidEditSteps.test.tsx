import { screen, within } from '@testing-library/react';
import type { CampaignStatus } from '@rbt/contracts';
import { useWizT } from '../../messages';
import { renderWizard, renderWizardInUrdu, urduSuite } from '../../testing/test-render-wizard';
import { editMode } from './edit-mode';
import { WizardFrame } from './WizardFrame/WizardFrame';

/** The wizard's frame on step 3 as WizardPage shows it for a campaign loaded in `status`. */
function StepThree({ status }: { status: CampaignStatus | null }) {
  const t = useWizT();
  const edit = editMode(status, t);
  return (
    <WizardFrame
      step={3}
      canContinue
      onClose={jest.fn()}
      onBack={jest.fn()}
      onContinue={jest.fn()}
      onStepClick={jest.fn()}
      title={edit.title}
      finishLabel={edit.finishLabel}
      lastStepTitle={edit.lastStepTitle}
    >
      <p>body</p>
    </WizardFrame>
  );
}

const stepper = () => within(screen.getByRole('navigation'));

describe("the stepper's last step says what it does", () => {
  test.each(['live', 'scheduled', 'paused', 'pending_review'] as const)(
    'when a %s (paid) campaign is edited, then step 3 is "Review & Save" and payment is not named',
    (status) => {
      renderWizard(<StepThree status={status} />);
      expect(stepper().getByText('Review & Save')).toBeInTheDocument();
      expect(screen.queryByText(/Payment/)).not.toBeInTheDocument();
    },
  );

  test.each([null, 'draft', 'awaiting_payment'] as const)(
    'when a %s campaign is in the wizard, then step 3 is still "Review & Payment"',
    (status) => {
      renderWizard(<StepThree status={status} />);
      expect(stepper().getByText('Review & Payment')).toBeInTheDocument();
    },
  );

  describe('in Urdu', () => {
    urduSuite();
    test('when a live campaign is edited in Urdu, then step 3 is "جائزہ اور محفوظ کریں", not the payment step', () => {
      renderWizardInUrdu(<StepThree status="live" />);
      expect(stepper().getByText('جائزہ اور محفوظ کریں')).toBeInTheDocument();
      expect(screen.queryByText('جائزہ اور ادائیگی')).not.toBeInTheDocument();
    });
  });
});
