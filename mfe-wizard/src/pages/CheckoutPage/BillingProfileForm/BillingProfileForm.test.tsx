import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { BILLING_MESSAGES } from '@rbt/contracts';
import { mswServer } from '@rbt/web-kit/src/testing';
import { renderWizard } from '../../../testing/test-render-wizard';
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
    renderWizard(<BillingProfileForm initial={null} onSaved={jest.fn()} />);
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
    renderWizard(<BillingProfileForm initial={null} onSaved={onSaved} />);
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
    renderWizard(
      <BillingProfileForm initial={{ name: 'A', company: 'B', address: 'C', ntn: '1234567' }} onSaved={jest.fn()} />,
    );
    await userEvent.setup().click(screen.getByTestId('save-billing-profile'));
    const error = await screen.findByTestId('billing-profile-error');
    expect(error).toHaveTextContent(`${BILLING_MESSAGES.ntnFormat}.`);
    expect(error).not.toHaveTextContent('400: ntn:');
    expect(screen.getByLabelText('NTN (optional)')).toHaveValue('1234567');
  });
});
