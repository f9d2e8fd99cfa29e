import { screen } from '@testing-library/react';
import { userEvent } from '../user-event';
import { setupServer } from 'msw/node';
import { bellHandlers, renderPage, testUser } from '../testing';

import { TOGGLE_HELP_EVENT } from '../events';
import { AppHeader } from './AppHeader';

const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('AppHeader', () => {
  test('when a user with names is signed in, then it shows the navigation, the full name and Logout', () => {
    renderPage(<AppHeader user={testUser} />);
    for (const label of ['Dashboard', 'Campaigns', 'Analytics', 'Billing']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByTestId('user-name')).toHaveTextContent('Ayesha Khan');
    expect(screen.getByTestId('user-initial')).toHaveTextContent(/^A$/);
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(logout).toHaveAttribute('type', 'submit');
    expect(logout.closest('form')).toHaveAttribute('method', 'post');
    expect(logout.closest('form')).toHaveAttribute('action', '/api/logout');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  test('when an admin is signed in, then an Admin link shows; an advertiser sees none', () => {
    const { unmount } = renderPage(<AppHeader user={{ ...testUser, role: 'admin' }} />);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    unmount();
    renderPage(<AppHeader user={testUser} />);
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  test('when the user has only an email, then the email is the display name', () => {
    renderPage(<AppHeader user={{ ...testUser, firstName: null, lastName: null }} />);
    expect(screen.getByTestId('user-name')).toHaveTextContent('ayesha@example.pk');
  });

  test('when Help is clicked, then rbt:toggle-help is dispatched on window', async () => {
    const listener = jest.fn();
    window.addEventListener(TOGGLE_HELP_EVENT, listener);
    renderPage(<AppHeader user={testUser} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    window.removeEventListener(TOGGLE_HELP_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
