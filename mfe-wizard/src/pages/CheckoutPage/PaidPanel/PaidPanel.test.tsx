import { screen } from '@testing-library/react';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { WIZ_UR as ur } from '../../../testing/test-catalogs';
import { paymentAnswer } from '../../../testing/test-fixtures';
import { renderWizard } from '../../../testing/test-render-wizard';
import { PaidPanel } from './PaidPanel';

const panel = () => <PaidPanel invoice={paymentAnswer.invoice} onHome={() => undefined} />;

describe('PaidPanel', () => {
  afterEach(() => setFormatLanguage('en'));

  test('when a provider confirmed the payment, then the panel names the invoice and no simulation notice shows', () => {
    renderWizard(panel());
    expect(screen.getByTestId('paid-panel')).toHaveTextContent('INV-2026-000001');
    expect(screen.queryByText(/simulated/i)).not.toBeInTheDocument();
  });

  test('when the page is Urdu, then the panel carries no English but brand names and units', async () => {
    await loadFormatLanguage('ur');
    renderWizard(panel(), { language: 'ur', messages: ur, kitMessages: kitUr });
    // The invoice number is the portal's reference, read as it is printed.
    expect(englishWords(screen.getByTestId('paid-panel'), ['INV', 'PDF'])).toEqual([]);
  });
});
