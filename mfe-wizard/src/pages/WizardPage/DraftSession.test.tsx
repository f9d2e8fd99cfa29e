import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { renderWizard } from '../../testing/test-render-wizard';
import { App } from '../../App/App';
import type { WizardServerState } from '../../testing/test-handlers';
import { startWizardServer } from '../../testing/test-wizard-server';

// One draft per wizard session, however the visit ends.
jest.setTimeout(60_000);
let state: WizardServerState;
startWizardServer((s) => (state = s));

const creates = () => state.calls.filter((c) => c.method === 'POST' && c.path === '/api/campaigns');

describe('wizard draft session', () => {
  test('when the wizard is left while its first save is on the way and opened again in the tab, then there is one draft', async () => {
    const user = userEvent.setup();
    let answer = () => undefined as void;
    state.createHeld = new Promise<void>((r) => (answer = r));
    const first = renderWizard(<App />, { path: '/campaigns/new' });
    fireEvent.change(await screen.findByLabelText('Campaign Name *'), { target: { value: 'Eid Sale Karachi' } });
    await user.type(screen.getByPlaceholderText('Search by city or province'), 'kar');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(creates()).toHaveLength(1), { timeout: 5000 });
    first.unmount(); // Close while the create is unanswered: this tab never learns the draft's id.
    expect(state.created).toBe(0);
    state.createHeld = undefined;
    answer();
    await waitFor(() => expect(state.created).toBe(1), { timeout: 5000 });
    // Cities picked after the create left (a slow machine types slowly) were not in it: the tab session keeps them
    // as typing not yet saved, and the next visit starts from them.
    const carried: string[] =
      JSON.parse(window.sessionStorage.getItem('rbt.wizard.session') ?? '{}').pending?.cities ?? [];

    renderWizard(<App />, { path: '/campaigns/new' });
    fireEvent.change(await screen.findByLabelText('Campaign Name *'), { target: { value: 'Eid Sale Karachi' } });
    await user.type(screen.getByPlaceholderText('Search by city or province'), 'lah');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(creates()).toHaveLength(2), { timeout: 5000 });
    await waitFor(() => expect(state.drafts.get('c1')?.cities).toEqual([...carried, 'lahore']), { timeout: 5000 });
    expect([...state.drafts.keys()]).toEqual(['c1']);
  });
});
