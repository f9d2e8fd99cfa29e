import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import { renderWizard } from '../../testing/test-render-wizard';
import { campaignDetail, checkoutAnswer, paymentAnswer } from '../../testing/test-fixtures';
import { CheckoutPage } from './CheckoutPage';

// EUI's first render in jsdom takes a few seconds on a shared 2-core machine.
configure({ asyncUtilTimeout: 8000 });

const PROFILE = { name: 'Ayesha Khan', company: 'Khan Traders', address: '12 Mall Road, Lahore', ntn: null };
const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Most tests start with the billing details already given (they are asked once), and no bank transfer asked for.
beforeEach(() =>
  server.use(
    http.get('/api/billing/profile', () => HttpResponse.json({ profile: PROFILE })),
    http.get('/api/billing/bank-transfers', () => HttpResponse.json({ items: [] })),
    http.get('/api/campaigns/c1/checkout-credit', () => HttpResponse.json({ creditPkr: 0, toPayPkr: 0 })),
  ),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderCheckout(options: Parameters<typeof renderWizard>[1] = {}) {
  return renderWizard(
    <Routes>
      <Route path="/campaigns/:id/checkout" element={<CheckoutPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { path: '/campaigns/c1/checkout', ...options },
  );
}

/** The forms the page sent to the provider (jsdom cannot navigate; the page's own form.submit() is caught). */
function catchProviderForms() {
  const sent: HTMLFormElement[] = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    sent.push(this);
  });
  return sent;
}
afterEach(() => jest.restoreAllMocks());

/** The page the provider sends the payer back to, with the attempt's status answered as given. */
function renderReturn(payment: Record<string, unknown>, status = 'awaiting_payment') {
  server.use(
    http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail())),
    http.get('/api/campaigns/c1/payments/R1', () =>
      HttpResponse.json({
        payment: { ...checkoutAnswer.payment, reference: 'R1', ...payment },
        campaignStatus: status,
      }),
    ),
  );
  return renderWizard(
    <Routes>
      <Route path="/campaigns/:id/checkout" element={<CheckoutPage />} />
    </Routes>,
    { path: '/campaigns/c1/checkout?payment=R1' },
  );
}

describe('CheckoutPage', () => {
  test('when the campaign awaits payment, then the summary, the locked quote breakdown and the JazzCash methods show', async () => {
    server.use(http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail())));
    renderCheckout();
    const summary = await screen.findByTestId('campaign-summary');
    expect(summary).toHaveTextContent('Eid Sale');
    expect(summary).toHaveTextContent('Brand Awareness');
    expect(summary).toHaveTextContent('Karachi, Lahore, Islamabad, Quetta');
    expect(summary).toHaveTextContent('7 days');
    const costs = screen.getByTestId('cost-breakdown');
    for (const text of [
      'Base cost',
      'Platform fee (8%)',
      'Tax (16%)',
      'Estimated impressions',
      '80,000',
      'Effective cost per impression',
      'PKR 1.55',
    ]) {
      expect(costs).toHaveTextContent(text);
    }
    expect(screen.getByTestId('checkout-total')).toHaveTextContent(/124,000\.00/);
    // The locked quote's audience, plays per day and reach.
    expect(screen.getByTestId('checkout-audience')).toHaveTextContent('249,512');
    expect(screen.getByTestId('checkout-plays-per-day')).toHaveTextContent('11,429');
    expect(screen.getByTestId('checkout-reach')).toHaveTextContent('40,000');
    const methods = await screen.findByTestId('payment-methods');
    for (const text of ['JazzCash wallet', 'Debit or credit card', 'JazzCash voucher'])
      expect(methods).toHaveTextContent(text);
    expect(screen.queryByText(/simulated/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('back-to-wizard')).toHaveAttribute('href', '/campaigns/new?continue=c1&step=3');
  });

  test('when the payer comes back with a voucher to pay, then its number and deadline show and the campaign still awaits payment', async () => {
    renderReturn({
      state: 'pending',
      method: 'voucher',
      voucher: { number: '123456789012', expiresAt: '2026-05-02T10:05:00.000Z' },
    });
    expect(await screen.findByTestId('payment-status')).toHaveTextContent(
      /Pay voucher 123456789012 at any JazzCash shop before/,
    );
  });

  test('when the payer cancelled on the provider page, then a plain message says nothing was charged and the methods are offered again', async () => {
    renderReturn({ state: 'cancelled', providerCode: '112' });
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Nothing was charged.');
    expect(await screen.findByTestId('pay-button')).toBeEnabled();
  });

  test('when the provider could not be reached yet, then the page says the payment is being confirmed', async () => {
    renderReturn({ state: 'pending' });
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('We are confirming your payment');
  });

  test('when the owner has account credit, then the page says what it pays and what is left, and Pay names the rest', async () => {
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail())),
      http.get('/api/campaigns/c1/checkout-credit', () => HttpResponse.json({ creditPkr: 1000, toPayPkr: 250.5 })),
    );
    renderCheckout();
    const line = await screen.findByTestId('credit-applied');
    expect(line).toHaveTextContent(/Account credit applied: PKR 1,000(\.00)?, to pay: PKR 250\.50/);
    expect(screen.getByTestId('pay-button')).toHaveTextContent(/Pay PKR 250\.50/);
  });

  test('when account credit pays it all, then no provider page opens and the page shows the payment paid', async () => {
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail())),
      http.post('/api/campaigns/c1/payments', () =>
        HttpResponse.json(
          { payment: { ...checkoutAnswer.payment, reference: 'R1', state: 'paid', amountPkr: 0 }, checkout: null },
          { status: 201 },
        ),
      ),
      http.get('/api/campaigns/c1/payments/R1', () =>
        HttpResponse.json({
          payment: { ...checkoutAnswer.payment, reference: 'R1', state: 'paid', amountPkr: 0 },
          campaignStatus: 'pending_review',
        }),
      ),
    );
    const sent = catchProviderForms();
    renderCheckout();
    fireEvent.click(await screen.findByTestId('pay-button'));
    expect(await screen.findByTestId('payment-status')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  test('when the campaign is already paid, then its invoice and receipt PDFs can be downloaded instead of paying again', async () => {
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'pending_review' }))),
      http.get('/api/invoices', () => HttpResponse.json({ items: [paymentAnswer.invoice] })),
    );
    renderCheckout();
    // By text, not role: a role query walks the whole EUI page and timed out on a loaded CI box.
    const link = (await screen.findByText('Download Invoice (PDF)')).closest('a');
    expect(link).toHaveAttribute('href', '/api/invoices/i1/invoice.pdf');
    expect(link).toHaveAttribute('download', 'INV-2026-000001.pdf');
    expect(screen.getByText('Download Receipt (PDF)').closest('a')).toHaveAttribute('download', 'RCT-2026-000001.pdf');
    expect(screen.queryByTestId('pay-button')).not.toBeInTheDocument();
  });

  test('when the campaign was never submitted, then it says so and offers no payment', async () => {
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'draft', quote: null }))),
    );
    renderCheckout();
    expect(await screen.findByTestId('not-submitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('pay-button')).not.toBeInTheDocument());
  });
});
