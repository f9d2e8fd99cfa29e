import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import { renderWizard } from '../../testing/test-render-wizard';
import { campaignDetail, paymentAnswer } from '../../testing/test-fixtures';
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
  ),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderCheckout() {
  return renderWizard(
    <Routes>
      <Route path="/campaigns/:id/checkout" element={<CheckoutPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { path: '/campaigns/c1/checkout' },
  );
}

// fireEvent instead of typing: EUI fields make userEvent.type slow, and the formatting under test is in card-checks.
async function fillCard(number = '4242 4242 4242 4242') {
  fireEvent.change(await screen.findByLabelText('Cardholder name'), { target: { value: 'Ayesha Khan' } });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  return userEvent.setup();
}

describe('CheckoutPage', () => {
  test('when the campaign awaits payment, then the summary, the locked quote breakdown and the provider notice show', async () => {
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
    // The locked quote's audience, plays per day and reach (issue 28).
    expect(screen.getByTestId('checkout-audience')).toHaveTextContent('249,512');
    expect(screen.getByTestId('checkout-plays-per-day')).toHaveTextContent('11,429');
    expect(screen.getByTestId('checkout-reach')).toHaveTextContent('40,000');
    expect(await screen.findByTestId('provider-notice')).toHaveTextContent(
      'A card provider integration will be enabled once provider keys are configured.',
    );
    expect(screen.getByTestId('back-to-wizard')).toHaveAttribute('href', '/campaigns/new?continue=c1&step=3');
  });

  test('when the card number fails the Luhn check, then its message shows and nothing is charged', async () => {
    server.use(http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail())));
    renderCheckout();
    const user = await fillCard('4242 4242 4242 4241');
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('Enter a valid card number')).toBeInTheDocument();
  });

  test('when no billing details were given yet, then they are asked first and the card form follows once saved', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail())),
      http.get('/api/billing/profile', () => HttpResponse.json({ profile: null })),
      http.put('/api/billing/profile', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ profile: { ...PROFILE, ntn: '1234567-8' } });
      }),
    );
    renderCheckout();
    await screen.findByTestId('billing-profile-form');
    expect(screen.queryByTestId('pay-button')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: PROFILE.name } });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: PROFILE.company } });
    fireEvent.change(screen.getByLabelText('Billing address'), { target: { value: PROFILE.address } });
    fireEvent.change(screen.getByLabelText('NTN (optional)'), { target: { value: '1234567-8' } });
    await userEvent.setup().click(screen.getByTestId('save-billing-profile'));
    expect(await screen.findByTestId('pay-button')).toBeInTheDocument();
    expect(screen.getByTestId('billing-profile-summary')).toHaveTextContent('Khan Traders · Ayesha Khan');
    expect(screen.getByTestId('billing-profile-summary')).toHaveTextContent('NTN 1234567-8');
    expect(saved).toEqual([{ ...PROFILE, ntn: '1234567-8' }]);
  });

  test('when Pay is double-clicked, then one payment with an Idempotency-Key is made and the success panel stays with PDF downloads', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail())),
      http.post('/api/campaigns/c1/payments', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        await delay(50);
        return HttpResponse.json(paymentAnswer, { status: 201 });
      }),
    );
    renderCheckout();
    await fillCard();
    const pay = screen.getByTestId('pay-button');
    fireEvent.click(pay);
    fireEvent.click(pay);
    const panel = await screen.findByTestId('paid-panel');
    expect(screen.getAllByText('Payment Successful')).toHaveLength(2); // the toast and the panel
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(within(panel).getByRole('link', { name: 'Download Invoice (PDF)' })).toHaveAttribute(
      'href',
      '/api/invoices/i1/invoice.pdf',
    );
    expect(within(panel).getByRole('link', { name: 'Download Receipt (PDF)' })).toHaveAttribute(
      'href',
      '/api/invoices/i1/receipt.pdf',
    );
    // The panel stays until the advertiser leaves it (it used to send them home after 3 s).
    await new Promise((r) => setTimeout(r, 3500));
    expect(screen.getByTestId('paid-panel')).toBeInTheDocument();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  test('when the payment is refused, then "Payment Failed" shows with the server message and the form stays', async () => {
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail())),
      http.post('/api/campaigns/c1/payments', () =>
        HttpResponse.json({ error: { code: 'payment_failed', message: 'Card declined' } }, { status: 402 }),
      ),
    );
    renderCheckout();
    const user = await fillCard();
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Card declined.')).toBeInTheDocument();
    expect(screen.getByTestId('pay-button')).toBeEnabled();
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
