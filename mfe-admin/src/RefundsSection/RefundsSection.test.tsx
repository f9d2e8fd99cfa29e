import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import type { Refund } from '@rbt/contracts';
import { englishWords } from '../../../libs/test-kit/src/english-words';
import ur from '../messages/ur.json';
import { renderAdmin } from '../test-fixtures';
import { RefundsSection } from './RefundsSection';

const refund = (over: Partial<Refund> = {}): Refund => ({
  id: 'rf-1',
  campaignId: 'c1',
  campaignName: 'Eid sale',
  reason: 'cancellation',
  destination: 'source',
  paymentReference: 'RAAAA1111',
  provider: 'jazzcash',
  method: 'wallet',
  amountPkr: 1500,
  state: 'refunded',
  tries: 1,
  nextTryAt: null,
  providerCode: '000',
  providerMessage: 'Refund successful.',
  createdAt: '2030-01-10T05:00:00.000Z',
  updatedAt: '2030-01-10T05:00:00.000Z',
  ...over,
});
const ALL = [
  refund(),
  refund({
    id: 'rf-2',
    campaignName: 'Credited one',
    destination: 'credit',
    state: 'credited',
    providerCode: undefined,
  }),
  refund({
    id: 'rf-3',
    campaignName: 'Card one',
    method: 'card',
    state: 'failed',
    tries: 6,
    providerCode: '199',
    providerMessage: 'Not refundable.',
  }),
];
const asked: (string | null)[] = [];

const server = setupServer(
  http.get('/api/admin/billing/refunds', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    asked.push(state);
    return HttpResponse.json({ items: ALL.filter((r) => !state || r.state === state) });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
});
afterAll(() => server.close());

const rowsOf = async () => {
  const table = await screen.findByTestId('refunds-table');
  await within(table).findByText('Eid sale');
  return within(table).getAllByRole('row').slice(1);
};

describe('RefundsSection', () => {
  test("when refunds are listed, then the failed one comes first with its campaign, amount, destination, tries and the provider's last answer", async () => {
    renderAdmin(<RefundsSection />);
    const [first, second, third] = await rowsOf();
    expect(first).toHaveTextContent('Failed');
    expect(first).toHaveTextContent('Card one');
    expect(first).toHaveTextContent('Card (through JazzCash)');
    expect(first).toHaveTextContent('6');
    expect(first).toHaveTextContent('199 · Not refundable.');
    expect(second).toHaveTextContent('Eid sale');
    expect(second).toHaveTextContent('JazzCash wallet');
    expect(second).toHaveTextContent('1,500');
    expect(third).toHaveTextContent('Account credit');
    expect(third).toHaveTextContent('—');
  });

  test('when the admin picks a state, then only refunds in it are asked for and shown', async () => {
    const user = userEvent.setup();
    renderAdmin(<RefundsSection />);
    await rowsOf();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show refunds in state' }), 'failed');
    const table = screen.getByTestId('refunds-table');
    await within(table).findByText('Card one');
    expect(within(table).queryByText('Eid sale')).not.toBeInTheDocument();
    expect(asked).toEqual([null, 'failed']);
  });

  test("when the admin reads it in Urdu, then no English word is shown but names, references and the provider's own answer", async () => {
    await loadFormatLanguage('ur');
    const { container } = renderAdmin(<RefundsSection />, { language: 'ur', messages: ur, kitMessages: kitUr });
    await rowsOf();
    expect(screen.getAllByText('ناکام').length).toBeGreaterThan(0);
    const allowed = ['Eid', 'sale', 'Credited', 'one', 'Card', 'Refund', 'successful', 'Not', 'refundable', 'PKR'];
    expect(englishWords(container, allowed)).toEqual([]);
    setFormatLanguage('en');
  });
});
