import { screen } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import { englishWords } from '@rbt/test-kit/src/english-words';
import type { BankTransfer } from '@rbt/contracts';
import { WIZ_UR as ur } from '../../../testing/test-catalogs';
import { renderWizard } from '../../../testing/test-render-wizard';
import { BankTransferPanel } from './BankTransferPanel';

const transfer = (over: Partial<BankTransfer> = {}): BankTransfer => ({
  id: 't1',
  reference: 'BT7K3Q9M2X',
  campaignId: 'c1',
  campaignName: 'Eid Sale',
  ownerId: 'u1',
  amountDuePkr: 62640,
  receivedPkr: 0,
  remainingPkr: 62640,
  creditPkr: 0,
  status: 'awaiting',
  receipts: [],
  account: { accountTitle: 'RBT Ads', bank: 'Test Bank', iban: 'PK71TEST0001234567890123', testOnly: true },
  createdAt: '2030-01-10T05:00:00.000Z',
  updatedAt: '2030-01-10T05:00:00.000Z',
  ...over,
});
const state = { items: [] as BankTransfer[], posts: 0 };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  state.items = [];
  state.posts = 0;
  server.use(
    http.get('/api/billing/bank-transfers', () => HttpResponse.json({ items: state.items })),
    http.post('/api/campaigns/c1/bank-transfer', () => {
      state.posts += 1;
      state.items = [transfer()];
      return HttpResponse.json(state.items[0], { status: 201 });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  setFormatLanguage('en');
});
afterAll(() => server.close());

describe('BankTransferPanel', () => {
  test('when the advertiser asks for bank details, then the account, IBAN, reference and amount show, marked as a test account', async () => {
    const user = userEvent.setup();
    renderWizard(<BankTransferPanel campaignId="c1" />);
    await user.click(await screen.findByRole('button', { name: 'Show bank details' }));
    const details = await screen.findByTestId('bank-details');
    expect(state.posts).toBe(1);
    expect(details).toHaveTextContent('PK71 TEST 0001 2345 6789 0123');
    expect(screen.getByTestId('bank-reference')).toHaveTextContent('BT7K3Q9M2X');
    expect(details).toHaveTextContent('PKR 62,640');
    expect(screen.getByTestId('bank-test-only')).toHaveTextContent('not a real bank account');
  });

  test('when part has arrived and more than due later, then what remains and the credit kept are shown', async () => {
    state.items = [transfer({ status: 'partially_received', receivedPkr: 40000, remainingPkr: 22640 })];
    const { unmount } = renderWizard(<BankTransferPanel campaignId="c1" />);
    expect(await screen.findByTestId('bank-partial')).toHaveTextContent(
      'PKR 40,000.00 received; PKR 22,640.00 still to send',
    );
    unmount();
    state.items = [transfer({ status: 'received', receivedPkr: 63140, remainingPkr: 0, creditPkr: 500 })];
    renderWizard(<BankTransferPanel campaignId="c1" />);
    expect(await screen.findByTestId('bank-credit')).toHaveTextContent('PKR 500.00 more than was due');
    expect(state.posts).toBe(0);
  });

  test('when the page is Urdu, then the panel has no English but the account data and units', async () => {
    await loadFormatLanguage('ur');
    state.items = [transfer({ account: { ...transfer().account, accountTitle: 'آر بی ٹی', bank: 'بینک' } })];
    renderWizard(<BankTransferPanel campaignId="c1" />, { language: 'ur', messages: ur, kitMessages: kitUr });
    const panel = await screen.findByTestId('bank-transfer');
    await screen.findByTestId('bank-details');
    expect(englishWords(panel, ['PK71', 'TEST', 'BT7K3Q9M2X'])).toEqual([]);
  });
});
