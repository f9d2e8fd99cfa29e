import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { addCalendarDays, karachiToday } from '@rbt/contracts';
import { renderWizard } from '../../../../testing/test-render-wizard';
import { App } from '../../../../App/App';
import type { WizardServerState } from '../../../../testing/test-handlers';
import { startWizardServer } from '../../../../testing/test-wizard-server';

let state: WizardServerState;
startWizardServer((s) => (state = s));

const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;
const day = (id: string) => document.querySelector(`[data-day="${id}"]`) as HTMLButtonElement;
const slot = (id: string) => document.querySelector(`[data-slot="${id}"]`) as HTMLButtonElement;
const ticked = () =>
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].filter((d) => day(d).getAttribute('aria-pressed') === 'true');
type Body = { schedule: { startDate: string; endDate: string; daysOfWeek: string[] } };
const lastEstimate = () => state.calls.filter((c) => c.path === '/api/estimate').at(-1)?.body as Body | undefined;

async function openStep1(user: ReturnType<typeof userEvent.setup>) {
  renderWizard(<App />, { path: '/campaigns/new' });
  await user.type(await screen.findByPlaceholderText('Search by city or province'), 'kar');
  await user.keyboard('{Enter}');
  await user.click(slot('20-21'));
}

describe('step 1 schedule', () => {
  test.each([
    ['1 week', 6],
    ['2 weeks', 13],
    ['1 month', 29],
  ])(
    'when "%s" is chosen, then it spans exactly that many Karachi days including the start, every day ticked',
    async (label, offset) => {
      const user = userEvent.setup();
      await openStep1(user);
      await user.click(button(label));
      const today = karachiToday();
      expect(screen.getByLabelText('Start date')).toHaveValue(today);
      expect(screen.getByLabelText('End date')).toHaveValue(addCalendarDays(today, offset));
      expect(ticked()).toHaveLength(7);
      expect(screen.getByText(new RegExp(`plays on every day: ${offset + 1} days`))).toBeInTheDocument();
    },
  );

  test('when "weekends" is chosen, then only Saturday and Sunday are ticked and the estimate asks for them: 4 play days', async () => {
    const user = userEvent.setup();
    await openStep1(user);
    await user.click(button('weekends'));
    expect(ticked()).toEqual(['sat', 'sun']);
    expect(screen.getByText(/the ticked days only: 4 days/)).toBeInTheDocument();
    await waitFor(() => expect(lastEstimate()?.schedule.daysOfWeek).toEqual(['sat', 'sun']), { timeout: 5000 });
    expect(button('weekends')).toHaveAttribute('aria-pressed', 'true');
  });

  test('when a day is unticked, then the draft and the estimate count only the other days, and the preset shows custom', async () => {
    const user = userEvent.setup();
    await openStep1(user);
    await user.click(button('2 weeks'));
    await user.click(day('fri'));
    expect(ticked()).toEqual(['mon', 'tue', 'wed', 'thu', 'sat', 'sun']);
    expect(screen.getByText(/the ticked days only: 12 days/)).toBeInTheDocument();
    await waitFor(
      () => expect(lastEstimate()?.schedule.daysOfWeek).toEqual(['mon', 'tue', 'wed', 'thu', 'sat', 'sun']),
      {
        timeout: 5000,
      },
    );
    expect(button('custom')).toHaveAttribute('aria-pressed', 'true');
  });

  test('when the dates hold none of the ticked days, then step 1 says so and Continue stays disabled', async () => {
    const user = userEvent.setup();
    await openStep1(user);
    await user.click(button('weekends'));
    // A Monday-to-Wednesday range has no Saturday or Sunday.
    const monday = addCalendarDays(karachiToday(), ((8 - new Date(`${karachiToday()}T00:00:00Z`).getUTCDay()) % 7) + 7);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: monday } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: addCalendarDays(monday, 2) } });
    expect(screen.getByText('None of the chosen days falls between the start and end date.')).toBeInTheDocument();
    expect(screen.getByTestId('step1-missing')).toHaveTextContent('a ticked day of the week between the dates');
    expect(button('Continue')).toBeDisabled();
  });

  test('when step 1 is incomplete, then it lists what is missing beside the live estimate, and nothing once complete', async () => {
    const user = userEvent.setup();
    await openStep1(user);
    const missing = screen.getByTestId('step1-missing');
    expect(missing).toHaveTextContent(
      'To continue, add a campaign name, a campaign objective, a start and an end date',
    );
    expect(screen.getByTestId('estimate-bar')).toHaveTextContent(/plays.*per play.*before fee and VAT/);
    fireEvent.change(screen.getByLabelText('Campaign Name *'), { target: { value: 'Eid Sale' } });
    await user.selectOptions(screen.getByLabelText('Campaign Objective *'), 'awareness');
    await user.click(button('1 week'));
    expect(screen.queryByTestId('step1-missing')).not.toBeInTheDocument();
    expect(button('Continue')).toBeEnabled();
  });

  test('when a prime slot is picked, then it looks picked like any other: filled, ticked, not the prime tint', async () => {
    const user = userEvent.setup();
    await openStep1(user);
    const prime = slot('20-21');
    expect(prime).toHaveAttribute('aria-pressed', 'true');
    expect(prime.querySelector('svg.euiIcon')).not.toBeNull();
    expect(prime.className).toMatch(/fill-primary/);
    expect(slot('19-20').className).toMatch(/warning/);
  });
});
