import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../user-event';
import { http, HttpResponse } from 'msw';
import { BILLING_MESSAGES } from '@rbt/contracts';
import { mswServer, renderPage, testUser } from '../testing';
import { BillingProfileForm } from './BillingProfileForm';

const server = mswServer();

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const GOOD = { 'Full name': 'Ayesha Khan', Company: 'Khan Traders', 'Billing address': '12 Mall Road, Lahore' };

describe('BillingProfileForm', () => {
  test('when required fields are blank or the NTN is malformed, then each shows its message inline and nothing is sent', async () => {
    const puts: unknown[] = [];
    server.use(
      http.put('/api/billing/profile', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ profile: null });
      }),
    );
    renderPage(<BillingProfileForm initial={null} onSaved={jest.fn()} />);
    fill({ 'Full name': '  ', 'NTN (optional)': '12AB' });
    await userEvent.setup().click(screen.getByTestId('save-billing-profile'));
    for (const m of [
      BILLING_MESSAGES.nameRequired,
      BILLING_MESSAGES.companyRequired,
      BILLING_MESSAGES.addressRequired,
      BILLING_MESSAGES.ntnFormat,
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(puts).toEqual([]);
  });

  test('when the details are valid, then they are saved and the server copy is handed on', async () => {
    const onSaved = jest.fn();
    const stored = { name: 'Ayesha Khan', company: 'Khan Traders', address: '12 Mall Road, Lahore', ntn: null };
    server.use(http.put('/api/billing/profile', () => HttpResponse.json({ profile: stored })));
    renderPage(<BillingProfileForm initial={null} onSaved={onSaved} />);
    fill(GOOD);
    await userEvent.setup().click(screen.getByTestId('save-billing-profile'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored));
  });

  test('when the server refuses the details, then its message shows and the form keeps what was typed', async () => {
    server.use(
      http.put('/api/billing/profile', () =>
        HttpResponse.json(
          { error: { code: 'bad_request', message: `ntn: ${BILLING_MESSAGES.ntnFormat}` } },
          { status: 400 },
        ),
      ),
    );
    renderPage(
      <BillingProfileForm initial={{ name: 'A', company: 'B', address: 'C', ntn: '1234567' }} onSaved={jest.fn()} />,
    );
    await userEvent.setup().click(screen.getByTestId('save-billing-profile'));
    const error = await screen.findByTestId('billing-profile-error');
    expect(error).toHaveTextContent(`${BILLING_MESSAGES.ntnFormat}.`);
    expect(error).not.toHaveTextContent('400: ntn:');
    expect(screen.getByLabelText('NTN (optional)')).toHaveValue('1234567');
  });

  test('when no details are saved yet, then the name and company given at sign-up are filled in, not asked again', async () => {
    const puts: unknown[] = [];
    server.use(
      http.put('/api/billing/profile', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ profile: { ...(puts[0] as object), ntn: null } });
      }),
    );
    renderPage(<BillingProfileForm initial={null} onSaved={jest.fn()} />, {
      user: { ...testUser, companyName: 'Chai Wala Co.' },
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('Ayesha Khan');
    expect(screen.getByLabelText('Company')).toHaveValue('Chai Wala Co.');
    expect(screen.getByTestId('billing-prefilled')).toHaveTextContent('Filled in from your account');
    fill({ 'Billing address': '12 Mall Road, Lahore' });
    await userEvent.setup().click(screen.getByTestId('save-billing-profile'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ name: 'Ayesha Khan', company: 'Chai Wala Co.', address: '12 Mall Road, Lahore' });
  });

  test('when details are saved already, then they are shown as saved and the account is not offered over them', () => {
    renderPage(
      <BillingProfileForm
        initial={{ name: 'Bilal Ahmed', company: 'Ahmed & Sons', address: 'Quetta', ntn: null }}
        onSaved={jest.fn()}
      />,
      { user: { ...testUser, companyName: 'Chai Wala Co.' } },
    );
    expect(screen.getByLabelText('Company')).toHaveValue('Ahmed & Sons');
    expect(screen.queryByTestId('billing-prefilled')).toBeNull();
  });
});
