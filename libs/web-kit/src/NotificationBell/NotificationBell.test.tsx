import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Notification } from '@rbt/contracts';
import { renderPage } from '../testing';
import { NotificationBell } from './NotificationBell';

const note = (id: string, o: Partial<Notification> = {}): Notification => ({
  id,
  campaignId: `c-${id}`,
  campaignName: 'Eid Sale',
  kind: 'approved',
  text: 'Eid Sale was approved and is scheduled.',
  reason: null,
  hold: null,
  at: '2026-11-23T21:30:00.000Z',
  read: false,
  ...o,
});

let items: Notification[] = [];
const posts: string[] = [];
const server = setupServer(
  http.get('/api/notifications', () =>
    HttpResponse.json({ items, unreadCount: items.filter((n) => !n.read).length, nextBefore: null }),
  ),
  http.post('/api/notifications/:id/read', ({ params }) => {
    posts.push(String(params.id));
    items = items.map((n) => (n.id === params.id ? { ...n, read: true } : n));
    return HttpResponse.json({ unreadCount: items.filter((n) => !n.read).length });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  posts.length = 0;
});
afterAll(() => server.close());

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}
const renderBell = () =>
  renderPage(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationBell signedIn />
            <Where />
          </>
        }
      />
    </Routes>,
  );

describe('NotificationBell', () => {
  test('when two are unread, then the badge says 2 and the list shows them in words with the Karachi time', async () => {
    items = [
      note('n1'),
      note('n2', {
        kind: 'rejected',
        text: 'Jazz Promo was rejected: Script makes medical claims',
        reason: 'Script makes medical claims',
        campaignName: 'Jazz Promo',
      }),
      note('n3', { read: true, text: 'Old news.' }),
    ];
    renderBell();
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('2');
    await userEvent.click(screen.getByTestId('notification-bell'));
    const rows = within(await screen.findByTestId('notification-list')).getAllByTestId('notification');
    expect(rows.map((r) => r.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(rows[1]).toHaveTextContent('Jazz Promo was rejected: Script makes medical claims');
    // 21:30 UTC is 02:30 the next day in Karachi, whatever this machine's zone.
    expect(rows[0]).toHaveTextContent('24/11/2026, 02:30 PKT');
  });

  test('when one is opened, then it is marked read and its campaign opens', async () => {
    items = [note('n1')];
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 1 unread' }));
    await userEvent.click(await screen.findByText('Eid Sale was approved and is scheduled.'));
    await waitFor(() => expect(posts).toEqual(['n1']));
    expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/c-n1');
    await waitFor(() => expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument());
  });

  test('when Mark all read is pressed, then read-all is posted and the badge goes', async () => {
    items = [note('n1'), note('n2')];
    let readAll = 0;
    server.use(
      http.post('/api/notifications/read-all', () => {
        readAll++;
        items = items.map((n) => ({ ...n, read: true }));
        return HttpResponse.json({ unreadCount: 0 });
      }),
    );
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument());
    expect(readAll).toBe(1);
  });

  test('when there are none, then the list says what will show there and Mark all read is disabled', async () => {
    items = [];
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
