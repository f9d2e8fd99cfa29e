import { screen } from '@testing-library/react';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { WIZ_UR as ur } from '../../../testing/test-catalogs';
import { paymentAnswer } from '../../../testing/test-fixtures';
import { renderWizard } from '../../../testing/test-render-wizard';
import { PaidPanel } from './PaidPanel';

const panel = (simulated: boolean) => (
  <PaidPanel invoice={paymentAnswer.invoice} simulated={simulated} onHome={() => undefined} />
);

describe('PaidPanel', () => {
  afterEach(() => setFormatLanguage('en'));

  test('when the payment was simulated, then the panel says no card was charged, in the words the service uses', () => {
    renderWizard(panel(true));
    expect(screen.getByTestId('paid-simulated')).toHaveTextContent(
      'This is a simulated payment: no card was charged. A card provider integration will be enabled once provider keys are configured.',
    );
  });

  test('when a real provider charged the card, then no simulation notice shows', () => {
    renderWizard(panel(false));
    expect(screen.queryByTestId('paid-simulated')).not.toBeInTheDocument();
  });

  test('when the page is Urdu, then the panel and its simulation notice carry no English but brand names and units', async () => {
    await loadFormatLanguage('ur');
    renderWizard(panel(true), { language: 'ur', messages: ur, kitMessages: kitUr });
    expect(screen.getByTestId('paid-simulated')).toHaveTextContent('یہ فرضی ادائیگی تھی');
    // The invoice number is the portal's reference, read as it is printed.
    expect(englishWords(screen.getByTestId('paid-panel'), ['INV', 'PDF'])).toEqual([]);
  });
});
