import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { renderWizard } from '../../testing/test-render-wizard';
import { App } from '../../App/App';
import { campaignDetail, newServerState, wizardHandlers, type WizardServerState } from '../../testing/test-handlers';

let state: WizardServerState;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  state = newServerState();
  window.sessionStorage.clear();
  state.drafts.set('c1', { name: 'Eid Sale', objective: 'awareness', cities: ['karachi'], budget: 50000 });
  // Before the store's handlers: msw answers with the first match.
  server.use(
    http.get('/api/campaigns/c1', () =>
      HttpResponse.json({ ...campaignDetail('c1', state.drafts.get('c1')), status: 'pending_review' }),
    ),
    // The details page of a paid campaign also asks for its invoice, figures and pacing; none are needed here.
    http.get('/api/invoices', () => HttpResponse.json({ items: [] })),
    http.get('/api/analytics', () => new HttpResponse('unavailable', { status: 503 })),
    http.get('/api/campaigns/c1/pacing', () => new HttpResponse('unavailable', { status: 503 })),
    ...wizardHandlers(state),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}</output>;
}

describe('Edit campaign (/campaigns/:id/edit)', () => {
  test("when Edit is pressed on a paid campaign's details, then the wizard opens on that campaign with the paid rules and the address stays", async () => {
    renderWizard(
      <>
        <App />
        <Where />
      </>,
      { path: '/campaigns/c1' },
    );
    await userEvent.setup().click(await screen.findByText('Edit'));
    expect(await screen.findByText('Edit Campaign', { selector: 'h1' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Campaign Name *')).toHaveValue('Eid Sale');
    expect(screen.getByTestId('edit-notice')).toHaveTextContent('This campaign is paid');
    expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/c1/edit');
    expect(screen.queryByText(/This page is being built/)).not.toBeInTheDocument();
  });

  test('when a change is refused by the service, then its reason shows below a short header note and Continue stays on the step', async () => {
    const reason = 'Who hears a paid campaign is fixed: its plays were priced and booked for this audience.';
    server.use(
      http.patch('/api/campaigns/c1', () =>
        HttpResponse.json(
          { error: { code: 'conflict', message: `This change was not saved. ${reason}`, details: {} } },
          { status: 409 },
        ),
      ),
    );
    renderWizard(<App />, { path: '/campaigns/c1/edit' });
    fireEvent.change(await screen.findByLabelText('Campaign Name *'), { target: { value: 'Eid Sale 2' } });
    await userEvent.setup().click(screen.getByRole('button', { name: /Continue/ }));
    expect(await screen.findByTestId('save-refused', {}, { timeout: 10_000 })).toHaveTextContent(reason);
    expect(screen.getByTestId('save-note')).toHaveTextContent(/^Not saved$/);
    expect(document.body.textContent).not.toMatch(/\{"error"|409:/);
    // Still on step 1: the refused save did not move the wizard on.
    expect(screen.getByLabelText('Campaign Name *')).toBeInTheDocument();
  });

  test('when a live campaign is edited, then its locked audience and creative are disabled with the reasons before any try', async () => {
    // The service's English sentences are for API callers: the wizard words the codes beside them.
    const locked = { cities: 'SERVICE AUDIENCE', timeSlots: 'SERVICE TIMES', ttsConfig: 'SERVICE RIGHTS' };
    const lockedWhy = { cities: 'audience', timeSlots: 'times', ttsConfig: 'rights' };
    server.use(
      http.get('/api/campaigns/c1', () =>
        HttpResponse.json({
          ...campaignDetail('c1', state.drafts.get('c1')),
          status: 'live',
          editRules: { locked, lockedWhy, summary: null },
        }),
      ),
    );
    renderWizard(<App />, { path: '/campaigns/c1/edit' });
    expect(await screen.findByLabelText('Campaign Name *')).toBeEnabled();
    const reasons = screen.getByTestId('locked-reasons');
    expect(reasons).toHaveTextContent('Who hears a paid campaign is fixed');
    expect(screen.getByTestId('audience-fieldset')).toBeDisabled();
    expect(screen.getByTestId('schedule-fieldset')).toBeDisabled();
    expect(reasons).toHaveTextContent('The start date, days and hours of a paid campaign are booked.');
    expect(reasons).toHaveTextContent('You confirmed the rights to this campaign');
    expect(reasons).not.toHaveTextContent('SERVICE');
  });

  test('when a live campaign is edited, then its locked sections look locked and nothing inside them answers (chips, Clear All, slots, days, cap)', async () => {
    const locked = { cities: 'A', timeSlots: 'T' };
    const lockedWhy = { cities: 'audience', timeSlots: 'times' };
    server.use(
      http.get('/api/campaigns/c1', () =>
        HttpResponse.json({
          ...campaignDetail('c1', state.drafts.get('c1')),
          status: 'live',
          editRules: { locked, lockedWhy, summary: null },
        }),
      ),
    );
    renderWizard(<App />, { path: '/campaigns/c1/edit' });
    await screen.findByLabelText('Campaign Name *');
    for (const id of ['audience-fieldset', 'schedule-fieldset']) {
      const section = screen.getByTestId(id);
      // EUI draws its controls from their own props, so only the section's own look says "locked".
      expect(section).toHaveStyle({ opacity: '0.55', cursor: 'not-allowed' });
      expect(section).toHaveAttribute('inert');
      expect(section).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getByRole('button', { name: 'Remove Karachi' })).toBeDisabled();
  });

  test('when Back is pressed after paying, then the wizard does not offer Pay & Launch again but opens the paid checkout', async () => {
    window.sessionStorage.setItem('rbt.wizard.session', JSON.stringify({ campaignId: 'c1', step: 3, pending: {} }));
    renderWizard(
      <>
        <App />
        <Where />
      </>,
      { path: '/campaigns/new' },
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/c1/checkout'));
    expect(screen.queryByText('Pay & Launch Campaign')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('rbt.wizard.session')).toBeNull();
  });
});
