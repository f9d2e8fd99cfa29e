import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NotificationKind, type Notification } from '@rbt/contracts';
import { englishWords } from '../../../test-kit/src/english-words';
import kitUr from '../messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '../format/language';
import { userEvent } from '../user-event';
import { renderPage } from '../testing';
import { NotificationBell } from './NotificationBell';

const HOLD =
  'Not enough capacity: karachi 18-19 on 2026-12-01 (requested 1500, available 200); lahore 20-21 on 2026-12-02 (requested 800, available 0) and 2 more';
const REASON: Partial<Record<NotificationKind, string>> = {
  rejected: 'Script makes medical claims',
  creative_rejected: 'Music is too loud.',
  capacity_hold: HOLD,
};
/** The same hold as data, which the bell words: it never reads the sentence. */
const HOLD_DETAIL = {
  slots: [
    { city: 'karachi', timeSlot: '18-19', date: '2026-12-01', requested: 1500, available: 200 },
    { city: 'lahore', timeSlot: '20-21', date: '2026-12-02', requested: 800, available: 0 },
  ],
  more: 2,
};
/** One notification of every kind, as svc-campaigns stores it (its English `text` must never be shown). */
const everyKind = (name: string): Notification[] =>
  NotificationKind.options.map((kind, i) => ({
    id: `n${i}`,
    campaignId: `c${i}`,
    campaignName: name,
    kind,
    text: `SERVICE TEXT ${kind}`,
    reason: REASON[kind] ?? null,
    hold: kind === 'capacity_hold' ? HOLD_DETAIL : null,
    at: '2026-11-23T21:30:00.000Z',
    read: i % 2 === 0,
  }));

let items: Notification[] = [];
const server = setupServer(
  http.get('/api/notifications', () =>
    HttpResponse.json({ items, unreadCount: items.filter((n) => !n.read).length, nextBefore: null }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function openRows(language: 'en' | 'ur') {
  renderPage(<NotificationBell signedIn />, language === 'ur' ? { language, kitMessages: kitUr } : {});
  await userEvent.click(await screen.findByTestId('notification-bell'));
  return within(await screen.findByTestId('notification-list')).getAllByTestId('notification');
}

describe('NotificationBell words each kind in the page language', () => {
  afterEach(() => setFormatLanguage('en'));

  test('when the page is Urdu, then every kind reads in Urdu: no Latin word but the name and the admin reasons', async () => {
    await loadFormatLanguage('ur');
    items = everyKind('Eid Sale');
    const rows = await openRows('ur');
    expect(rows).toHaveLength(NotificationKind.options.length);
    const userContent = ['Eid', 'Sale', ...`${REASON.rejected} ${REASON.creative_rejected}`.split(/\W+/)];
    expect(englishWords(screen.getByTestId('notification-list'), userContent)).toEqual([]);
    expect(rows[1]).toHaveTextContent('آپ کی مہم Eid Sale منظور نہیں ہوئی۔ وجہ: Script makes medical claims');
    // The hold's slots from its data: the city by name, figures in lakh grouping.
    expect(rows[6]).toHaveTextContent('کراچی، 01/12/2026، 18:00 سے 19:00 بجے تک');
    expect(rows[6]).toHaveTextContent('اور 2 مزید گھنٹے');
  });

  test('when the page is English, then each kind says what svc-campaigns says, the name and reason in place', async () => {
    items = everyKind('Eid Sale');
    const rows = await openRows('en');
    expect(rows.map((r) => r.querySelector('a, button')?.textContent)).toEqual([
      'Eid Sale was approved and is scheduled.',
      'Eid Sale was rejected: Script makes medical claims',
      'Eid Sale is live.',
      'Eid Sale was paused.',
      'Eid Sale was resumed and is live again.',
      'Eid Sale has completed.',
      'Eid Sale is on hold: not enough capacity for some cities and hours.',
      'The new ad of Eid Sale was approved and now plays.',
      'The new ad of Eid Sale was not approved: Music is too loud. The current ad keeps playing.',
      'Eid Sale is behind its pace; its page shows where it stands and what happens next.',
    ]);
    expect(rows[6]).toHaveTextContent('Karachi, 01/12/2026, 18:00–19:00: 1,500 plays requested, 200 available');
    expect(rows[6]).toHaveTextContent('Lahore, 02/12/2026, 20:00–21:00: 800 plays requested, 0 available');
    expect(rows[6]).toHaveTextContent('and 2 more hours');
    expect(screen.queryByText(/SERVICE TEXT/)).not.toBeInTheDocument();
  });

  test('when a rejection carries no reason, then the sentence ends without one', async () => {
    items = [{ ...everyKind('Jazz Promo')[1], reason: null }];
    const rows = await openRows('en');
    expect(rows[0]).toHaveTextContent(/^Jazz Promo was rejected\./);
  });

  test('when a hold notification carries no data (stored before it was kept), then the Urdu bell says only the kind and the English one its sentence', async () => {
    items = [{ ...everyKind('Jazz Promo')[6]!, hold: null }];
    await loadFormatLanguage('ur');
    const [ur] = await openRows('ur');
    expect(ur).toHaveTextContent('آپ کی مہم Jazz Promo فی الحال رکی ہوئی ہے');
    expect(englishWords(screen.getByTestId('notification-list'), ['Jazz', 'Promo'])).toEqual([]);
  });

  test('when a hold is data, then its lines come from the data, not from the sentence beside it', async () => {
    items = [
      {
        ...everyKind('Jazz Promo')[6]!,
        reason: 'Not enough capacity: quetta 06-07 on 2026-12-09 (requested 1, available 0)',
      },
    ];
    const [row] = await openRows('en');
    expect(row).toHaveTextContent('Karachi, 01/12/2026, 18:00–19:00: 1,500 plays requested, 200 available');
    expect(row).not.toHaveTextContent('Quetta');
    expect(row).not.toHaveTextContent('quetta');
  });
});
