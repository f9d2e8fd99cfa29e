import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import type { Platform } from '@rbt/contracts';
import { englishWords } from '../../../libs/test-kit/src/english-words';
import ur from '../messages/ur.json';
import { adminHandlers, adminUser, capacityRow, deliveryReport, detail, renderAdmin, row } from '../test-fixtures';
import { App } from './App';

// The advertisers' and operators' own words are Urdu or brand names here, so any Latin word left is the portal's.
const state = {
  rows: [
    row({ name: 'عید سیل', companyName: 'کراچی کلینک' }),
    row({ id: 'c2', name: 'رمضان', companyName: 'لاہور اسکول', status: 'live', impressions: 1_200 }),
  ],
  capacity: [capacityRow()],
  seen: [] as URL[],
};
const platform: Platform = {
  id: 'p1',
  name: 'جاز',
  createdAt: '2030-01-10T05:00:00.000Z',
  decisionsPerSecond: 3000,
  keys: [
    {
      id: 'k1',
      prefix: 'k1',
      createdAt: '2030-01-10T05:00:00.000Z',
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    },
  ],
};
const report = deliveryReport('c2');
const urduScript = { script: 'عید پر خاص رعایت', language: 'urdu', voice: 'nova' };

const server = setupServer(...bellHandlers);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadFormatLanguage('ur');
});
beforeEach(() =>
  server.use(
    // Before the shared handlers: the first that matches answers.
    http.get('/api/campaigns/:id', ({ params }) =>
      HttpResponse.json(
        detail({
          id: params.id,
          name: 'عید سیل',
          ttsConfig: urduScript,
          // A hold: the drawer words its data in Urdu, never the English sentence beside it.
          reviewHold: 'Not enough capacity: karachi 18-19 on 2030-01-10 (requested 1500, available 200) and 3 more',
          reviewHoldDetail: {
            slots: [{ city: 'karachi', timeSlot: '18-19', date: '2030-01-10', requested: 1500, available: 200 }],
            more: 3,
          },
        }),
      ),
    ),
    ...adminHandlers(state),
    http.get('/api/admin/capacity/delivery', () => HttpResponse.json(report)),
    http.get('/api/admin/platforms', () => HttpResponse.json({ platforms: [platform] })),
  ),
);
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  setFormatLanguage('en');
});

// The signed-in admin's name (the header's avatar) is theirs; CSV, Escape and Tab are the names on the file and keys.
const THEIRS = ['Admin', 'User', 'A', 'k1', 'CSV', 'Escape', 'Tab'];

describe('the admin remote in Urdu', () => {
  test('when an admin walks the tabs and opens a campaign in Urdu, then no English word is on any of them', async () => {
    const { container } = renderAdmin(<App />, {
      path: '/admin',
      user: adminUser,
      language: 'ur',
      messages: ur,
      kitMessages: kitUr,
    });
    expect(await screen.findByText('جاری: 1')).toBeInTheDocument();
    await screen.findByText('کراچی کلینک');
    expect(englishWords(container, THEIRS)).toEqual([]);

    await userEvent.click(screen.getAllByTestId('open-campaign')[0]!);
    const drawer = await screen.findByTestId('campaign-drawer');
    await within(drawer).findByText(/کراچی، لاہور|کراچی, لاہور/);
    await within(drawer).findByText(/INV-/);
    expect(within(drawer).getByText(/10\/01\/2030، 18:00 سے 19:00 بجے تک/)).toBeInTheDocument();
    expect(englishWords(drawer, [...THEIRS, 'INV', '2030', '0001'])).toEqual([]);
    await userEvent.click(within(drawer).getByRole('button', { name: 'یہ پینل بند کریں' }));

    for (const [tab, shown] of [
      ['گنجائش', 'تمام شہر'],
      ['ترسیل', 'پیچھے'],
      ['پلیٹ فارمز', 'جاز'],
    ] as const) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
      expect({ tab, words: englishWords(container, THEIRS) }).toEqual({ tab, words: [] });
    }
  });
});
