import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { renderWizard } from '../../testing/test-render-wizard';
import { App } from '../../App/App';
import type { WizardServerState } from '../../testing/test-handlers';
import { startWizardServer } from '../../testing/test-wizard-server';

// An estimate the server refuses is said in words; no `{"error"` ever reaches the page.
jest.setTimeout(60_000);
let state: WizardServerState;
const server = startWizardServer((s) => (state = s));

const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;
const estimates = () => state.calls.filter((c) => c.path === '/api/estimate');
const noRawError = () => expect(document.body.textContent).not.toMatch(/\{"error"|"code"|\d{3}: /);

async function startStep1(user: ReturnType<typeof userEvent.setup>) {
  renderWizard(<App />, { path: '/campaigns/new' });
  fireEvent.change(await screen.findByLabelText('Campaign Name *'), { target: { value: 'Eid Sale' } });
  await user.type(screen.getByPlaceholderText('Search by city or province'), 'kar');
  await user.keyboard('{Enter}');
  await user.click(button('1 week'));
  await user.click(document.querySelector('[data-slot="20-21"]') as HTMLButtonElement);
}

describe('wizard estimate errors', () => {
  test('when a budget of 99,999,999,999 is typed and then 5,000 guaranteed plays, then the estimate is live, not a 400', async () => {
    const user = userEvent.setup();
    await startStep1(user);
    const amount = screen.getByTestId('goal-amount');
    await user.clear(amount);
    await user.type(amount, '99999999999');
    await user.click(button('Guaranteed plays'));
    await user.type(screen.getByTestId('goal-amount'), '5000');
    await waitFor(() => expect(screen.getByTestId('estimate-status')).toHaveTextContent('Live estimate'), {
      timeout: 5000,
    });
    const last = estimates().at(-1)?.body as { goal: unknown };
    expect(last.goal).toEqual({ type: 'impressions', amountPkr: null, targetImpressions: 5000 });
    expect(screen.queryByTestId('estimate-error')).not.toBeInTheDocument();
    // The budget left behind was over the maximum: it is dropped, so the draft saves the new goal.
    await waitFor(
      () =>
        expect(state.drafts.get('c1')).toMatchObject({
          goalType: 'impressions',
          targetImpressions: 5000,
          budget: null,
        }),
      {
        timeout: 5000,
      },
    );
    expect(screen.queryByText(/Draft not saved/)).not.toBeInTheDocument();
    noRawError();
  });

  test('when the server refuses the estimate with a field error, then the field and its limit are said in words', async () => {
    const user = userEvent.setup();
    const message = 'Amount must be at most 1,000,000,000';
    server.use(
      http.post('/api/estimate', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: `goal.amountPkr: ${message}`,
              details: [{ path: 'goal.amountPkr', message }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    await startStep1(user);
    expect(await screen.findByTestId('estimate-error', {}, { timeout: 5000 })).toHaveTextContent(
      'The budget must be at most PKR 1,000,000,000.',
    );
    noRawError();
  });

  test('when the pricing service is down, then the user is asked to try again and Try again brings the live estimate', async () => {
    const user = userEvent.setup();
    state.estimateFails = true;
    await startStep1(user);
    expect(await screen.findByTestId('estimate-error', {}, { timeout: 5000 })).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    noRawError();
    state.estimateFails = false;
    await user.click(button('Try again'));
    await waitFor(() => expect(screen.getByTestId('estimate-status')).toHaveTextContent('Live estimate'), {
      timeout: 5000,
    });
  });
});
