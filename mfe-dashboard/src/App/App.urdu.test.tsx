import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import { englishWords } from '../../../libs/test-kit/src/english-words';
import ur from '../messages/ur.json';
import { campaign, mswServer, renderDash, stats, stubResizeObserver } from '../test-fixtures';
import { App } from './App';

const server = mswServer();

beforeAll(async () => {
  stubResizeObserver();
  await loadFormatLanguage('ur');
});
afterAll(() => setFormatLanguage('en'));

// The advertiser's own words (campaign names) are Urdu here, so any Latin word left is the portal's.
const quote = { pricePerPlay: 2, baseCost: 10_000, totalCost: 12_400, estImpressions: 5_000 };
const campaigns = [
  campaign({ id: 'd1', name: 'عید سیل', progress: 33 }),
  campaign({ id: 'l1', name: 'سردیوں کی سیل', status: 'live', impressions: 1_250, spend: 2_500, progress: 25, quote }),
  // Paused by the review team: the service's English reason beside its code must not show.
  campaign({
    id: 'p1',
    name: 'اسکول داخلے',
    status: 'paused',
    impressions: 900,
    spend: 1_800,
    progress: 18,
    quote,
    actions: {
      pause: false,
      resume: false,
      resumeBlocked: 'Only they can resume.',
      resumeBlockedBy: 'review_team',
      topUp: true,
    },
  }),
  campaign({ id: 'c1', name: 'کلینک', status: 'completed', impressions: 4_870, spend: 9_740, progress: 97, quote }),
  campaign({ id: 's1', name: 'دکان', status: 'scheduled', progress: 0, objective: 'conversion' }),
];
const row = { id: 'l1', name: 'سردیوں کی سیل', status: 'live', startDate: '2030-01-10', endDate: '2030-01-12' };
const figures = { impressions: 1_250, uniqueReach: 600, frequency: 2.08, spendPkr: 2_500, expectedImpressions: 5_000 };
const listening = {
  starts: 1_200,
  firstQuartiles: 1_100,
  midpoints: 1_000,
  thirdQuartiles: 950,
  completes: 900,
  errors: 0,
  listenThroughPct: 75,
};
const analytics = {
  campaignId: null,
  from: null,
  to: null,
  totals: { ...figures, completionPct: 25, listening, lastDeliveryAt: '2030-01-10T13:00:00.000Z', reachErrorPct: 0.81 },
  byDate: [],
  byHour: [],
  byCity: [],
  campaigns: [{ ...row, ...figures, completionPct: 25, listening }],
};

describe('the dashboard remote in Urdu', () => {
  beforeEach(() =>
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json(campaigns)),
      http.get('/api/dashboard/stats', () => HttpResponse.json({ ...stats, lastPlayAt: '2030-01-10T13:00:00.000Z' })),
      http.get('/api/campaigns/search', () =>
        HttpResponse.json({ items: campaigns, total: campaigns.length, page: 1, pageSize: 10 }),
      ),
      http.get('/api/analytics', () => HttpResponse.json(analytics)),
      http.get('/api/invoices', () => HttpResponse.json({ items: [] })),
      http.get('/api/billing/credit-notes', () => HttpResponse.json({ items: [] })),
      http.get('/api/billing/refunds', () => HttpResponse.json({ items: [] })),
      http.get('/api/billing/credit', () => HttpResponse.json({ balancePkr: 0, refundTo: 'source', entries: [] })),
    ),
  );

  test.each([
    ['/', 'سردیوں کی سیل'],
    ['/campaigns', 'سردیوں کی سیل'],
    ['/analytics', 'سردیوں کی سیل'],
    ['/billing', 'ابھی کوئی انوائس نہیں'],
    ['/nowhere', 'صفحہ نہیں ملا'],
  ])('when %s is shown in Urdu, then no English word is on it but brand names and units', async (path, shown) => {
    const { container } = renderDash(<App />, { path, language: 'ur', messages: ur, kitMessages: kitUr });
    expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
    // The signed-in person's name (the header's avatar) and the address a 404 quotes are theirs, not the portal's.
    const theirs = ['Ayesha', 'Khan', 'A', 'nowhere'];
    expect(englishWords(container, theirs)).toEqual([]);
    expect(container.textContent).toMatch(/[\u0600-\u06ff]{3,}/);
  });
});
