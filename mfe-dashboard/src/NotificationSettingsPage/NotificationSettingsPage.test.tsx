import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { EmailKind, type EmailPreferences, type EmailPreferencesChange } from '@rbt/contracts';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import ur from '../messages/ur.json';
import { mswServer, renderDash } from '../test-fixtures';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const server = mswServer();
const allOn = (): EmailPreferences => ({
  language: 'en',
  kinds: Object.fromEntries(EmailKind.options.map((k) => [k, true])),
});

describe('NotificationSettingsPage', () => {
  test('when the page opens, then every kind of email has its own switch, on as stored, money kinds marked', async () => {
    const prefs = allOn();
    prefs.kinds.live = false;
    server.use(http.get('/api/notifications/preferences', () => HttpResponse.json(prefs)));
    renderDash(<NotificationSettingsPage />, { path: '/settings/notifications' });
    const live = await screen.findByRole('switch', { name: 'Campaign live' });
    expect(live).not.toBeChecked();
    for (const k of EmailKind.options) expect(screen.getByTestId(`email-kind-${k}`)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Campaign behind pace' })).toBeChecked();
    expect(screen.getAllByText(/these emails have no unsubscribe link/)).toHaveLength(5);
  });

  test('when a switch is flipped, then only that kind is sent to the API and the page shows what it answers', async () => {
    const sent: EmailPreferencesChange[] = [];
    let stored = allOn();
    server.use(
      http.get('/api/notifications/preferences', () => HttpResponse.json(stored)),
      http.put('/api/notifications/preferences', async ({ request }) => {
        const change = (await request.json()) as EmailPreferencesChange;
        sent.push(change);
        stored = { ...stored, kinds: { ...stored.kinds, ...change.kinds } };
        return HttpResponse.json(stored);
      }),
    );
    renderDash(<NotificationSettingsPage />, { path: '/settings/notifications' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Payment received' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Payment received' })).not.toBeChecked());
    expect(sent).toEqual([{ kinds: { payment_received: false } }]);
  });

  test('when the API fails, then the error is said and no switch is shown', async () => {
    server.use(
      http.get('/api/notifications/preferences', () =>
        HttpResponse.json({ error: { code: 'unavailable', message: 'Service unavailable' } }, { status: 503 }),
      ),
    );
    renderDash(<NotificationSettingsPage />, { path: '/settings/notifications' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  test('when the page is in Urdu, then the switches are labelled in Urdu', async () => {
    server.use(http.get('/api/notifications/preferences', () => HttpResponse.json(allOn())));
    renderDash(<NotificationSettingsPage />, {
      path: '/settings/notifications',
      language: 'ur',
      messages: ur,
      kitMessages: kitUr,
    });
    expect(await screen.findByRole('switch', { name: 'ادائیگی موصول ہوئی' })).toBeChecked();
    expect(screen.getByText('ای میل اطلاعات')).toBeInTheDocument();
  });
});
