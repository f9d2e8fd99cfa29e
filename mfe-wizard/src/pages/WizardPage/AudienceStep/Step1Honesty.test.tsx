import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { renderWizard } from '../../../testing/test-render-wizard';
import { App } from '../../../App/App';
import { startWizardServer } from '../../../testing/test-wizard-server';

jest.setTimeout(60_000);
startWizardServer(() => undefined);

const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;

describe('step 1 says only what is true', () => {
  test('when step 1 opens, then nothing is marked red before any input and no play days are counted without dates', async () => {
    renderWizard(<App />, { path: '/campaigns/new' });
    const name = await screen.findByLabelText('Campaign Name *');
    // EUI paints :invalid red: an empty field with the native `required` was red before anyone typed.
    expect(name.matches(':invalid')).toBe(false);
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(document.querySelectorAll('input:invalid, select:invalid')).toHaveLength(0);
    expect(screen.queryByText(/1 day between the dates/)).toBeNull();
    expect(screen.getByText(/Choose a start and an end date/)).toBeInTheDocument();
  });

  test('when the budget is PKR 10 (under the minimum), then no plays or budget are shown as if they were the plan', async () => {
    const user = userEvent.setup();
    renderWizard(<App />, { path: '/campaigns/new' });
    fireEvent.change(await screen.findByLabelText('Campaign Name *'), { target: { value: 'Eid Sale' } });
    await user.type(screen.getByPlaceholderText('Search by city or province'), 'kar');
    await user.keyboard('{Enter}');
    await user.click(button('1 week'));
    await user.click(document.querySelector('[data-slot="20-21"]') as HTMLButtonElement);
    expect(await screen.findByTestId('bar-plays')).toBeInTheDocument();
    const amount = screen.getByTestId('goal-amount');
    await user.clear(amount);
    await user.type(amount, '10');
    await waitFor(() => expect(screen.getAllByText(/minimum budget is PKR/).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('bar-plays')).toBeNull();
    expect(screen.queryByTestId('bar-base')).toBeNull();
    expect(screen.queryByText('Est. Budget (before fee and VAT)')).toBeNull();
  });
});
