import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers, testUser } from '@rbt/web-kit/src/testing';
import { renderWizard } from '../../../testing/test-render-wizard';
import { checkoutAnswer } from '../../../testing/test-fixtures';
import { PayPanel } from './PayPanel';

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

const renderPanel = (options: Parameters<typeof renderWizard>[1] = {}) =>
  renderWizard(<PayPanel campaignId="c1" payLabel="Pay PKR 124,000.00" />, {
    path: '/campaigns/c1/checkout',
    ...options,
  });

/** The forms the panel sent to the provider (jsdom cannot navigate; the panel's own form.submit() is caught). */
function catchProviderForms() {
  const sent: HTMLFormElement[] = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    sent.push(this);
  });
  return sent;
}
afterEach(() => jest.restoreAllMocks());

describe('PayPanel', () => {
  test('when no billing details were given yet, then they are asked first and the payment methods follow once saved', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('/api/billing/profile', () => HttpResponse.json({ profile: null })),
      http.put('/api/billing/profile', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ profile: { ...PROFILE, ntn: '1234567-8' } });
      }),
    );
    renderPanel();
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

  test('when no billing details were given yet, then the name and company given at sign-up are filled in', async () => {
    server.use(http.get('/api/billing/profile', () => HttpResponse.json({ profile: null })));
    renderPanel({ user: { ...testUser, companyName: 'Khan Traders' } });
    await screen.findByTestId('billing-profile-form');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ayesha Khan');
    expect(screen.getByLabelText('Company')).toHaveValue('Khan Traders');
  });

  test('when Pay is double-clicked, then one attempt with an Idempotency-Key is made and the browser is sent to the provider with its signed form', async () => {
    const keys: (string | null)[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/campaigns/c1/payments', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json(checkoutAnswer, { status: 201 });
      }),
    );
    const sent = catchProviderForms();
    renderPanel();
    const pay = await screen.findByTestId('pay-button');
    expect(pay).toHaveTextContent('Pay PKR 124,000.00');
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(bodies).toEqual([{ provider: 'jazzcash', method: 'wallet' }]);
    expect(sent[0].action).toBe(checkoutAnswer.checkout!.actionUrl);
    expect(sent[0].method).toBe('post');
    const fields = Object.fromEntries(Array.from(sent[0].querySelectorAll('input'), (i) => [i.name, i.value] as const));
    expect(fields).toEqual(checkoutAnswer.checkout!.fields);
  });

  test('when the Easypaisa voucher is chosen, then the attempt asks Easypaisa for a voucher', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/campaigns/c1/payments', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(checkoutAnswer, { status: 201 });
      }),
    );
    const sent = catchProviderForms();
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Easypaisa voucher (pay cash at any Easypaisa shop)'));
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(bodies).toEqual([{ provider: 'easypaisa', method: 'voucher' }]);
  });

  test('when the payment cannot be started, then "Payment Failed" shows with the server message, the methods stay and Pay again tries with a new key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/campaigns/c1/payments', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(
          { error: { code: 'bad_request', message: 'This payment method is not offered' } },
          { status: 400 },
        );
      }),
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('pay-button'));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText(/This payment method is not offered/)).toBeInTheDocument();
    expect(screen.getByTestId('pay-button')).toBeEnabled();
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });
});
