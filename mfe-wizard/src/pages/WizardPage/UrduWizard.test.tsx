import { screen } from '@testing-library/react';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { DEFAULT_DRAFT } from '../../draft/default-draft';
import type { WizardDraft, WizardStepProps } from '../../draft/wizard-types';
import { startWizardServer } from '../../testing/test-wizard-server';
import { renderWizardInUrdu, urduSuite, USER_WORDS } from '../../testing/test-render-wizard';
import { WizardFrame } from './WizardFrame/WizardFrame';
import { AudienceStep } from './AudienceStep/AudienceStep';
import { CreativeStep } from './CreativeStep/CreativeStep';
import { DEFAULT_TTS } from '../../api/media';
import { ReviewStep } from './ReviewStep/ReviewStep';
import { TargetingChoicePage } from '../TargetingChoicePage/TargetingChoicePage';

startWizardServer();
urduSuite();

// The advertiser's own words (name, script) are Urdu too, so every Latin word left is the portal's.
const draft: WizardDraft = {
  ...DEFAULT_DRAFT,
  name: 'عید سیل',
  objective: 'awareness',
  cities: ['karachi', 'lahore', 'quetta', 'multan'],
  startDate: '2030-06-01',
  endDate: '2030-06-07',
  timeSlots: ['06-07', '18-19', '19-20', '20-21'],
  creativeType: 'tts',
  rightsConfirmed: true,
  ttsConfig: {
    ...DEFAULT_TTS,
    script: 'عید مبارک! ہماری دکان پر ہر چیز پر بیس فیصد رعایت۔',
    voice: 'ayesha',
    language: 'urdu',
    emotion: 'friendly',
  },
};
const props: WizardStepProps = {
  draft,
  update: () => undefined,
  campaignId: 'c1',
  notify: () => undefined,
  flushSave: async () => 'c1',
};

const inUrdu = (step: 1 | 2 | 3, body: JSX.Element) =>
  renderWizardInUrdu(
    <WizardFrame
      step={step}
      canContinue
      onClose={jest.fn()}
      onBack={jest.fn()}
      onContinue={jest.fn()}
      onStepClick={jest.fn()}
    >
      {body}
    </WizardFrame>,
  );

describe('the wizard in Urdu', () => {
  test.each([
    [1, <AudienceStep key="1" {...props} />, 'header-stats'],
    [2, <CreativeStep key="2" {...props} />, 'tts-form'],
    [3, <ReviewStep key="3" {...props} />, 'review-costs'],
  ] as const)(
    'when step %i is shown in Urdu, then no English word is on it but brand names and units',
    async (step, body, ready) => {
      inUrdu(step, body);
      await screen.findByTestId(ready, {}, { timeout: 20_000 });
      expect(englishWords(document.body)).toEqual([]);
      expect(document.body.textContent).toMatch(/[\u0600-\u06ff]{3,}/);
    },
  );

  test('when the figures show in Urdu, then amounts are in lakh with PKR and cities have their Urdu names', async () => {
    inUrdu(3, <ReviewStep {...props} />);
    const costs = await screen.findByTestId('review-costs', {}, { timeout: 20_000 });
    expect(costs.textContent).toMatch(/PKR [\d,]+\.\d\d/);
    expect(screen.getByTestId('review-targeting')).toHaveTextContent('کراچی، لاہور، کوئٹہ اور 1 مزید');
  });

  test('when the targeting choice is shown in Urdu, then its three methods are Urdu with no English word', () => {
    renderWizardInUrdu(<TargetingChoicePage />);
    expect(screen.getByText('معیاری ہدف بندی')).toBeInTheDocument();
    // The header's avatar carries the signed-in person's name: theirs, not the portal's.
    expect(englishWords(document.body, USER_WORDS)).toEqual([]);
  });
});
