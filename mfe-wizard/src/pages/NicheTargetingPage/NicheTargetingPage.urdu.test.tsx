import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_BRANDS } from '@rbt/pricing';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { renderWizardInUrdu, urduSuite, USER_WORDS } from '../../testing/test-render-wizard';
import type { WizardServerState } from '../../testing/test-handlers';
import { startWizardServer } from '../../testing/test-wizard-server';
import { NicheTargetingPage } from './NicheTargetingPage';

jest.setTimeout(60_000);

let state: WizardServerState;
startWizardServer((s) => (state = s));
urduSuite();

// Phone brands and models are read as written (Samsung, Galaxy A15, iPhone 15 Pro Max), in Urdu too.
const BRAND_WORDS = DEVICE_BRANDS.flatMap((b) => [b.name, ...b.models.map((m) => m.name)]).flatMap(
  (name) => name.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [],
);

describe('niche targeting in Urdu', () => {
  test('when interests, a city with its areas and a brand with its models are picked in Urdu, then no English word is on the page but brand names and units', async () => {
    renderWizardInUrdu(<NicheTargetingPage />, { path: '/niche-targeting' });
    fireEvent.click(screen.getByLabelText('مالیات'));
    fireEvent.click(screen.getByLabelText('صحت'));
    fireEvent.click(screen.getByLabelText('کراچی'));
    fireEvent.click(screen.getByLabelText('کلفٹن'));
    expect(screen.getByText('16 میں سے 1 علاقے')).toBeInTheDocument();
    const samsung = screen.getByTestId('brand-samsung');
    fireEvent.click(within(samsung).getByRole('checkbox', { name: /Samsung/ }));
    fireEvent.click(within(samsung).getByLabelText(/Galaxy A15/));
    // An interest typed by its Urdu name selects its tile rather than adding free text.
    fireEvent.change(screen.getByRole('textbox', { name: 'اپنی دلچسپی' }), { target: { value: 'تعلیم' } });
    fireEvent.submit(screen.getByRole('form', { name: 'اپنی دلچسپی' }));
    expect(screen.getByLabelText('تعلیم')).toBeChecked();
    const targets = await screen.findByTestId('niche-targets');
    expect(targets).toHaveTextContent('خاص اہداف: فون، علاقے، دلچسپیاں');
    expect(englishWords(document.body, [...USER_WORDS, ...BRAND_WORDS])).toEqual([]);
    expect(document.body.textContent).toMatch(/[\u0600-\u06ff]{3,}/);
  });

  test('when a custom city is typed by its Urdu name, then the estimate counts that built-in city, as its English name would, and the chip keeps the typed words', async () => {
    renderWizardInUrdu(<NicheTargetingPage />, { path: '/niche-targeting' });
    const addCity = (text: string) => {
      fireEvent.change(screen.getByRole('textbox', { name: 'کوئی اور شہر' }), { target: { value: text } });
      fireEvent.submit(screen.getByRole('form', { name: 'کوئی اور شہر' }));
    };
    addCity(' لاہور ');
    addCity('ملتان');
    addCity('چترال کے قریب'); // no built-in city: free text only
    const cities = () =>
      (state.calls.filter((c) => c.path === '/api/estimate').at(-1)?.body as { audience?: { cities?: string[] } })
        ?.audience?.cities;
    await waitFor(() => expect(cities()).toEqual(['lahore', 'multan']), { timeout: 10_000 });
    const chips = screen.getByRole('list', { name: /کوئی اور شہر/ });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['لاہور', 'ملتان', 'چترال کے قریب']);
  });
});
