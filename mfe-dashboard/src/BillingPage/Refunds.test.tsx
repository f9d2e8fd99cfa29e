import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { refundOf } from '@rbt/test-kit/src/refund';
import { mswServer, renderDash } from '../test-fixtures';
import { BillingPage } from './BillingPage';

const server = mswServer();

const refund = refundOf;

describe('BillingPage refunds and account credit', () => {
  beforeEach(() =>
    server.use(
      http.get('/api/invoices', () => HttpResponse.json({ items: [] })),
      http.get('/api/billing/credit-notes', () => HttpResponse.json({ items: [] })),
    ),
  );

  test('when a cancellation was refunded to the JazzCash wallet and a credit note kept as credit, then both rows say where the money went and the balance shows the credit', async () => {
    server.use(
      http.get('/api/billing/refunds', () =>
        HttpResponse.json({
          items: [
            refund(),
            refund({
              id: 'r2',
              campaignName: 'Ramzan',
              reason: 'credit_note',
              destination: 'credit',
              state: 'credited',
              amountPkr: 3100,
            }),
            refund({ id: 'r3', campaignName: 'Azadi', state: 'pending', providerCode: '199' }),
          ],
        }),
      ),
      http.get('/api/billing/credit', () => HttpResponse.json({ balancePkr: 3100, refundTo: 'source', entries: [] })),
    );
    renderDash(<BillingPage />, { path: '/billing' });
    const table = await screen.findByRole('table', { name: /^Refunds/ });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(row('Eid Sale')).toHaveTextContent(/Campaign cancelled before it started.*JazzCash wallet.*REFUNDED/);
    expect(row('Ramzan')).toHaveTextContent(/Credit note.*Account credit.*CREDITED/);
    // A refund the provider has not confirmed is never shown as refunded.
    expect(row('Azadi')).toHaveTextContent('PENDING (RETRYING)');
    expect(row('Azadi')).not.toHaveTextContent('REFUNDED');
    const credit = screen.getAllByTestId('billing-total').find((p) => p.textContent?.includes('Account credit'));
    expect(credit).toHaveTextContent('3,100.00');
  });

  test('when there are no refunds, then the section says where refunds would come from', async () => {
    server.use(
      http.get('/api/billing/refunds', () => HttpResponse.json({ items: [] })),
      http.get('/api/billing/credit', () => HttpResponse.json({ balancePkr: 0, refundTo: 'source', entries: [] })),
    );
    renderDash(<BillingPage />, { path: '/billing' });
    expect(await screen.findByText(/cancelled before it starts, or a credit note is issued/)).toBeInTheDocument();
  });
});
