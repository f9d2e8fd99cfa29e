import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import type { BankTransfer, StatementResult } from '@rbt/contracts';
import { App } from '../App/App';
import { adminHandlers, adminUser, renderAdmin } from '../test-fixtures';

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
const state = { transfers: [] as BankTransfer[], sent: [] as { type: string | null; body: string }[] };

const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  state.transfers = [transfer()];
  state.sent = [];
  server.use(
    ...adminHandlers({ rows: [], capacity: [], seen: [] }),
    http.get('/api/billing/bank-transfers', () => HttpResponse.json({ items: state.transfers })),
    http.post('/api/admin/billing/bank-transfers/statement', async ({ request }) => {
      const body = await request.text();
      state.sent.push({ type: request.headers.get('content-type'), body });
      if (body.includes('12abc'))
        return HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Line 3: Enter the amount received',
              details: [{ path: 'lines.1.creditPkr', message: 'Line 3: Enter the amount received' }],
            },
          },
          { status: 400 },
        );
      state.transfers = [transfer({ receivedPkr: 1000, remainingPkr: 61640, status: 'partially_received' })];
      const result: StatementResult = {
        lines: [
          {
            line: 2,
            date: '2030-01-11',
            amountPkr: 1000,
            reference: 'BT7K3Q9M2X',
            outcome: 'partial',
            transferId: 't1',
          },
          { line: 3, date: '2030-01-11', amountPkr: 500, reference: null, outcome: 'unknown_reference' },
        ],
        matched: 1,
        unmatched: 1,
      };
      return HttpResponse.json(result);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openTransfers() {
  const user = userEvent.setup();
  renderAdmin(<App />, { path: '/admin', user: adminUser });
  await user.click(screen.getByRole('tab', { name: 'Bank transfers' }));
  return { user, table: await screen.findByTestId('transfers-table') };
}
const choose = (csv: string) =>
  fireEvent.change(screen.getByLabelText('Statement file (CSV)'), {
    target: { files: [new File([csv], 'statement.csv', { type: 'text/csv' })] },
  });

describe('Bank transfers tab', () => {
  test('when a statement is uploaded, then it goes as text/csv and each line shows what it did; the list refreshes', async () => {
    const { user, table } = await openTransfers();
    expect(table).toHaveTextContent('BT7K3Q9M2X');
    expect(table).toHaveTextContent('Awaiting');
    choose('Date,Narration,Credit\n2030-01-11,BT7K3Q9M2X,1000\n2030-01-11,someone,500\n');
    await user.click(screen.getByRole('button', { name: 'Upload statement' }));
    const result = await screen.findByTestId('statement-result');
    expect(state.sent).toEqual([{ type: 'text/csv', body: expect.stringContaining('BT7K3Q9M2X,1000') }]);
    expect(result).toHaveTextContent('1 lines recorded against a transfer, 1 without a known payment reference');
    expect(within(result).getByText('Part paid')).toBeInTheDocument();
    expect(within(result).getByText('Payment reference not recognised')).toBeInTheDocument();
    expect(await within(screen.getByTestId('transfers-table')).findByText('Part received')).toBeInTheDocument();
  });

  test('when the statement is refused, then the bad line is named in words and no result is shown', async () => {
    const { user } = await openTransfers();
    choose('Date,Narration,Credit\n2030-01-11,BT7K3Q9M2X,1000\n2030-01-11,x,12abc\n');
    await user.click(screen.getByRole('button', { name: 'Upload statement' }));
    expect(await screen.findByText('The statement was not recorded')).toBeInTheDocument();
    expect(screen.getByText(/Line 3: Enter the amount received/)).toBeInTheDocument();
    expect(screen.queryByTestId('statement-result')).not.toBeInTheDocument();
  });
});
