import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { setupServer } from 'msw/node';
import { bellHandlers, testUser } from '@rbt/web-kit/src/testing';
import { adminHandlers, adminUser, capacityRow, invoice, renderAdmin, row } from '../test-fixtures';
import { App } from './App';

const state = {
  rows: [row(), row({ id: 'c2', name: 'Ramzan', status: 'live' })],
  capacity: [capacityRow()],
  seen: [] as URL[],
};
const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  state.seen = [];
  server.use(...adminHandlers(state));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('admin App', () => {
  test('when a non-admin opens /admin, then an "Admins only" panel shows and no admin call is made', async () => {
    renderAdmin(<App />, { path: '/admin', user: testUser });
    expect(screen.getByTestId('admins-only')).toHaveTextContent('Admins only');
    expect(screen.queryByText('Admin Access')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Campaigns' })).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(state.seen).toHaveLength(0);
  });

  test('when nobody is signed in, then the admin page refuses too', () => {
    renderAdmin(<App />, { path: '/admin', user: null });
    expect(screen.getByTestId('admins-only')).toBeInTheDocument();
  });

  test('when an admin opens /admin, then the badge, the summary cards and the Campaigns tab show', async () => {
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    expect(screen.getByText('Admin Access')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('PENDING REVIEW: 1')).toBeInTheDocument();
    expect(await screen.findByText('LIVE: 1')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-statuses')).getByText('Campaigns by status (2)')).toBeInTheDocument();
    const revenue = screen.getByTestId('card-revenue');
    // The one paid invoice's total (base + 8 % fee + 16 % VAT of the base: PKR 62,000 for a 50,000 base).
    expect(invoice.totalPkr).toBe(62_000);
    expect(await within(revenue).findByText(/62,000/)).toBeInTheDocument();
    const capacity = screen.getByTestId('card-capacity');
    expect(await within(capacity).findByText('25%')).toBeInTheDocument();
    expect(within(capacity).getByText('250 of 1,000 impressions booked')).toBeInTheDocument();
  });

  test('when the Capacity tab is clicked, then it becomes the selected tab', async () => {
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await userEvent.click(screen.getByRole('tab', { name: 'Capacity' }));
    expect(screen.getByRole('tab', { name: 'Capacity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('admin-tab-capacity')).toBeInTheDocument();
  });
});
