import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@rbt/web-kit/src/testing';
import { campaignDetail, paymentAnswer } from '../test-fixtures';
import { CheckoutPage } from './CheckoutPage';

// EUI's first render in jsdom takes a few seconds on a shared 2-core machine.
configure({ asyncUtilTimeout: 8000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderCheckout() {
  return renderPage(
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
    for (const text of ['Base cost', 'Platform fee (8%)', 'Tax (16%)', 'Estimated impressions', '80,000', 'Effective cost per impression', 'PKR 1.550']) {
      expect(costs).toHaveTextContent(text);
    }
    expect(screen.getByTestId('checkout-total')).toHaveTextContent(/124,000\.00/);
    expect(screen.getByTestId('provider-notice')).toHaveTextContent('A card provider integration will be enabled once provider keys are configured.');
    expect(screen.getByTestId('back-to-wizard')).toHaveAttribute('href', '/campaigns/new?continue=c1&step=3');
  });

  test('when the card number fails the Luhn check, then its message shows and nothing is charged', async () => {
    server.use(http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail())));
    renderCheckout();
    const user = await fillCard('4242 4242 4242 4241');
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('Enter a valid card number')).toBeInTheDocument();
  });

  test('when Pay is double-clicked, then one payment with an Idempotency-Key is made, "Payment Successful" shows and home follows', async () => {
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
    expect(within(panel).getByRole('button', { name: 'Download Invoice' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download Receipt' })).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  test('when the payment is refused, then "Payment Failed" shows with the server message and the form stays', async () => {
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail())),
      http.post('/api/campaigns/c1/payments', () => HttpResponse.json({ error: { code: 'payment_failed', message: 'Card declined' } }, { status: 402 })),
    );
    renderCheckout();
    const user = await fillCard();
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('402: Card declined')).toBeInTheDocument();
    expect(screen.getByTestId('pay-button')).toBeEnabled();
  });

  test('when the campaign is already paid, then its invoice can be downloaded instead of paying again', async () => {
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'pending_review' }))),
      http.get('/api/invoices', () => HttpResponse.json({ items: [paymentAnswer.invoice] })),
    );
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Download Invoice' });
    expect(screen.queryByTestId('pay-button')).not.toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  test('when the campaign was never submitted, then it says so and offers no payment', async () => {
    server.use(http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'draft', quote: null }))));
    renderCheckout();
    expect(await screen.findByTestId('not-submitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('pay-button')).not.toBeInTheDocument());
  });
});
