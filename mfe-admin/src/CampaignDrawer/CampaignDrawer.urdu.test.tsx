import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import { englishWords } from '../../../libs/test-kit/src/english-words';
import ur from '../messages/ur.json';
import { App } from '../App/App';
import { adminHandlers, adminUser, detail, renderAdmin, row } from '../test-fixtures';

const state = { rows: [row({ name: 'عید سیل' })], capacity: [], seen: [] as URL[] };
const HOLD =
  'Not enough capacity: karachi 18-19 on 2030-01-10 (requested 150000, available 200); lahore 20-21 on ' +
  '2030-01-11 (requested 800, available 0) and 2 more';
const held = (over: Record<string, unknown>) =>
  detail({ name: 'عید سیل', ttsConfig: { script: 'عید پر خاص رعایت', language: 'urdu' }, reviewHold: HOLD, ...over });

const server = setupServer(...bellHandlers);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadFormatLanguage('ur');
});
beforeEach(() => server.use(...adminHandlers(state)));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  setFormatLanguage('en');
});

// The signed-in admin's name, the document number and its year digits are not the portal's words.
const THEIRS = ['Admin', 'User', 'A', 'INV', '2030', '0001'];

async function openDrawer() {
  renderAdmin(<App />, { path: '/admin', user: adminUser, language: 'ur', messages: ur, kitMessages: kitUr });
  await userEvent.click((await screen.findAllByTestId('open-campaign'))[0]!);
  const drawer = await screen.findByTestId('campaign-drawer');
  await within(drawer).findByText(/INV-/);
  return drawer;
}

describe('the campaign drawer in Urdu', () => {
  test('when a held campaign is opened, then its hold reads in Urdu from its data, one line a slot, with no English word', async () => {
    const slots = [
      { city: 'karachi', timeSlot: '18-19', date: '2030-01-10', requested: 150000, available: 200 },
      { city: 'lahore', timeSlot: '20-21', date: '2030-01-11', requested: 800, available: 0 },
    ];
    server.use(http.get('/api/campaigns/:id', () => HttpResponse.json(held({ reviewHoldDetail: { slots, more: 2 } }))));
    const drawer = await openDrawer();
    expect(within(drawer).getByText(/^کراچی، 10\/01\/2030، 18:00 سے 19:00 بجے تک: 1,50,000/)).toBeInTheDocument();
    expect(within(drawer).getByText(/^لاہور، 11\/01\/2030، 20:00 سے 21:00 بجے تک/)).toBeInTheDocument();
    expect(within(drawer).getByText('اور 2 مزید گھنٹے')).toBeInTheDocument();
    expect(englishWords(drawer, THEIRS)).toEqual([]);
  });

  test('when a hold comes without data, then the Urdu drawer says only that it is held, not the English sentence', async () => {
    server.use(http.get('/api/campaigns/:id', () => HttpResponse.json(held({ reviewHoldDetail: null }))));
    const drawer = await openDrawer();
    expect(within(drawer).queryByText(/Not enough capacity/)).toBeNull();
    expect(englishWords(drawer, THEIRS)).toEqual([]);
  });
});
