import { act, screen } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { TOGGLE_HELP_EVENT, emit } from '@rbt/web-kit';
import { mswServer, renderHelp } from '../test-fixtures';
import { HELP_CONTEXT_EVENT } from '../help-section';
import { App } from './App';

const server = mswServer();
beforeEach(() => server.use(http.get('/api/campaigns', () => HttpResponse.json([]))));
afterEach(() => window.history.pushState({}, '', '/'));

const go = (path: string) =>
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
  });

describe('help App', () => {
  test('when nothing asked for help, then only the empty frame is there', () => {
    renderHelp(<App />);
    expect(screen.getByTestId('remote-help')).toBeInTheDocument();
    expect(screen.queryByTestId('help-panel')).not.toBeInTheDocument();
  });

  test('when the shell mounts it in answer to a press of Help, then it starts open and the next press closes it', () => {
    renderHelp(<App initiallyOpen />);
    expect(screen.getByTestId('help-panel')).toBeInTheDocument();
    act(() => emit(TOGGLE_HELP_EVENT));
    expect(screen.queryByTestId('help-panel')).not.toBeInTheDocument();
  });

  test('when the panel opened from a focused button closes by its close button, then EUI puts focus back on that button', async () => {
    renderHelp(
      <>
        <button type="button">Help</button>
        <App />
      </>,
    );
    screen.getByRole('button', { name: 'Help' }).focus();
    act(() => emit(TOGGLE_HELP_EVENT));
    await userEvent.click(screen.getByRole('button', { name: 'Close this dialog' }));
    expect(screen.queryByTestId('help-panel')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();
  });

  test('when rbt:toggle-help fires, then the panel opens with its three tabs, the Beta badge and the quick actions', async () => {
    renderHelp(<App />);
    act(() => emit(TOGGLE_HELP_EVENT));
    for (const name of ['Quick Actions', 'Help', /AI Assist/])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(await screen.findByText('No drafts to continue.')).toBeInTheDocument();
  });

  test('when the page changes while the Help tab is open, then it follows the page', async () => {
    window.history.pushState({}, '', '/analytics');
    renderHelp(<App />);
    act(() => emit(TOGGLE_HELP_EVENT));
    await userEvent.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.getByTestId('help-tab-help')).toHaveTextContent('Current page: analytics');
    go('/billing');
    expect(screen.getByTestId('help-tab-help')).toHaveTextContent('Current page: billing');
  });

  test('when the wizard opens at step 2 and then announces a section, then the Help tab shows it', async () => {
    window.history.pushState({}, '', '/campaigns/new?continue=d1&step=2');
    renderHelp(<App />);
    act(() => emit(TOGGLE_HELP_EVENT));
    await userEvent.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.getByTestId('help-tab-help')).toHaveTextContent('Current page: campaign-wizard');
    expect(screen.getByTestId('help-tab-help')).toHaveTextContent('Current section: creative');
    act(() => {
      window.dispatchEvent(new CustomEvent(HELP_CONTEXT_EVENT, { detail: { section: 'budget' } }));
    });
    expect(screen.getByTestId('help-tab-help')).toHaveTextContent('Current section: budget');
  });
});
