import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import type { ReconciliationReport, ReconciliationRow } from '@rbt/contracts';
import { englishWords } from '../../../libs/test-kit/src/english-words';
import ur from '../messages/ur.json';
import { App } from '../App/App';
import { adminHandlers, adminUser, renderAdmin } from '../test-fixtures';

const row = (over: Partial<ReconciliationRow> = {}): ReconciliationRow => ({
  kind: 'payment',
  id: 'a1',
  reference: 'RAAAA1111',
  provider: 'jazzcash',
  campaignId: 'c1',
  ourState: 'paid',
  ourAmountPkr: 1000,
  providerState: 'paid',
  providerCode: '000',
  providerAmountPkr: 1000,
  mismatch: null,
  note: null,
  ...over,
});
const report = (rows: ReconciliationRow[]): ReconciliationReport => ({
  id: 'r1',
  day: '2030-01-10',
  startedAt: '2030-01-10T05:00:00.000Z',
  finishedAt: '2030-01-10T05:00:02.000Z',
  since: '2029-12-06T05:00:00.000Z',
  ranBy: 'daily job',
  checked: rows.length,
  mismatches: rows.filter((r) => r.mismatch).length,
  unchecked: rows.filter((r) => r.providerState === 'unreachable').length,
  rows,
});
const state = { report: null as ReconciliationReport | null, runs: 0 };

const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  state.report = report([
    row({ id: 'a2', reference: 'RLOST2222', ourState: 'redirected', mismatch: 'paid_there_not_here' }),
    row(),
  ]);
  state.runs = 0;
  server.use(
    ...adminHandlers({ rows: [], capacity: [], seen: [] }),
    http.get('/api/admin/billing/reconciliation', () => HttpResponse.json({ report: state.report })),
    http.post('/api/admin/billing/reconciliation/run', () => {
      state.runs += 1;
      state.report = report([row()]);
      return HttpResponse.json({ report: state.report });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Reconciliation tab', () => {
  test('when the latest report has a mismatch, then it is listed first with its words, the rest behind a switch; run now replaces it', async () => {
    const user = userEvent.setup();
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await user.click(screen.getByRole('tab', { name: 'Reconciliation' }));
    const summary = await screen.findByTestId('reconciliation-summary');
    expect(summary).toHaveTextContent('1 mismatches in 2 items checked on');
    const table = screen.getByTestId('reconciliation-table');
    expect(within(table).getByText('RLOST2222')).toBeInTheDocument();
    expect(within(table).getByText('Paid at the provider, not here')).toBeInTheDocument();
    expect(within(table).getByText('Sent to the provider')).toBeInTheDocument();
    expect(within(table).queryByText('RAAAA1111')).not.toBeInTheDocument();
    expect(within(table).getByText('JazzCash')).toBeInTheDocument();
    expect(within(table).queryByText('jazzcash')).not.toBeInTheDocument();
    // Every provider answered: no line about items that could not be checked.
    expect(summary).not.toHaveTextContent('could not be checked');
    await user.click(screen.getByRole('switch', { name: 'Show every item, not only mismatches' }));
    expect(within(table).getByText('RAAAA1111')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText(/Everything agrees: 1 items checked on/)).toBeInTheDocument();
    expect(state.runs).toBe(1);
  });

  test('when a provider did not answer or a refund failed, then the unchecked line shows its count and each row names its provider and mismatch in words', async () => {
    state.report = report([
      row({ id: 'b1', provider: 'bank_transfer', providerState: 'unreachable', providerCode: null }),
      row({ kind: 'refund', id: 'f1', provider: 'account_credit', ourState: 'failed', mismatch: 'refund_failed' }),
    ]);
    const user = userEvent.setup();
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await user.click(screen.getByRole('tab', { name: 'Reconciliation' }));
    const summary = await screen.findByTestId('reconciliation-summary');
    expect(summary).toHaveTextContent('1 items could not be checked');
    const table = screen.getByTestId('reconciliation-table');
    expect(within(table).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(table).getByText('Account credit')).toBeInTheDocument();
    expect(within(table).getByText('Refund failed')).toBeInTheDocument();
  });

  test('when no report exists yet, then it says so', async () => {
    state.report = null;
    const user = userEvent.setup();
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await user.click(screen.getByRole('tab', { name: 'Reconciliation' }));
    expect(await screen.findByText('No reconciliation has run yet.')).toBeInTheDocument();
  });

  test('when the admin reads it in Urdu, then no English word is on the tab but references and brand names', async () => {
    await loadFormatLanguage('ur');
    const user = userEvent.setup();
    const { container } = renderAdmin(<App />, {
      path: '/admin',
      user: adminUser,
      language: 'ur',
      messages: ur,
      kitMessages: kitUr,
    });
    await user.click(await screen.findByRole('tab', { name: 'مطابقت' }));
    await screen.findByTestId('reconciliation-summary');
    await user.click(screen.getByRole('switch'));
    expect(await screen.findByText('فراہم کنندہ کے پاس ادا، یہاں نہیں')).toBeInTheDocument();
    expect(englishWords(container, ['Admin', 'User', 'A', 'RLOST2222', 'RAAAA1111', 'PKR'])).toEqual([]);
    setFormatLanguage('en');
  });
});
