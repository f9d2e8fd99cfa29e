import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import { renderWizard } from '../../testing/test-render-wizard';
import {
  analyticsAnswer,
  campaignDetail,
  heldCampaign,
  lockedQuote,
  checkoutAnswer,
  pacingAnswer,
  testAudioUrl,
  topUpQuote,
} from '../../testing/test-fixtures';
import { CampaignDetailsPage } from './CampaignDetailsPage';
import { reviewTimeHandler, oneAdResultsHandler, oneAdHandler } from '../../testing/test-handlers';

// A campaign capacity has not booked has no pacing to show; a test that wants it answers otherwise.
const server = setupServer(
  ...bellHandlers,
  reviewTimeHandler(),
  http.get('/api/campaigns/:id/pacing', () => HttpResponse.json(pacingAnswer({ pacing: null }))),
  oneAdResultsHandler(),
  oneAdHandler(),
);

function invoice(campaignId: string) {
  return {
    id: 'i1',
    number: 'INV-2026-000001',
    campaignId,
    campaignName: 'Eid Sale',
    ownerId: 'u1',
    currency: 'PKR',
    lines: [{ code: 'base', label: 'Base cost', amountPkr: 100000 }],
    subtotalPkr: 108000,
    totalPkr: 124000,
    issuedAt: '2026-11-22T20:30:00.000Z',
    status: 'paid',
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderDetails() {
  return renderWizard(
    <Routes>
      <Route path="/campaigns/:id" element={<CampaignDetailsPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { path: '/campaigns/c1' },
  );
}

describe('CampaignDetailsPage', () => {
  test('when a live campaign is behind its pace, then the owner sees due vs played, the forecast, the catch-up and the credit', async () => {
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'live' } as never))),
      http.get('/api/invoices', () => HttpResponse.json({ items: [] })),
      http.get('/api/analytics', () => HttpResponse.json(analyticsAnswer(1650, 7518))),
      http.get('/api/campaigns/c1/pacing', () => HttpResponse.json(pacingAnswer())),
    );
    renderDetails();
    const panel = await screen.findByTestId('details-pacing');
    expect(await within(panel).findByTestId('pacing-state')).toHaveTextContent('Behind');
    expect(panel).toHaveTextContent('Due by now2,400');
    expect(panel).toHaveTextContent('Played1,650');
    expect(panel).toHaveTextContent('Forecast at the end5,168 of 7,518');
    const behind = within(panel).getByTestId('pacing-behind');
    expect(behind).toHaveTextContent('it is served first in its coming hours to catch up.');
    expect(behind).toHaveTextContent(
      'the plays not played are credited at the end: 2,350 plays forecast now, PKR 4,849.60.',
    );
  });

  test('when a paid campaign waits for review, then the page says what review is and how long reviews took lately', async () => {
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'pending_review' } as never))),
      http.get('/api/invoices', () => HttpResponse.json({ items: [] })),
      http.get('/api/analytics', () => HttpResponse.json(analyticsAnswer(0))),
      reviewTimeHandler(45),
    );
    renderDetails();
    const review = await screen.findByTestId('details-review');
    expect(review).toHaveTextContent('A person on our team listens to the ad');
    expect(await within(review).findByTestId('review-time')).toHaveTextContent(
      'Reviews in the last 30 days took 45 minutes (the median).',
    );
  });

  test('when a paid campaign is shown, then targeting reads in words, the quote, player and status history in Karachi time show', async () => {
    const history = [
      { from: 'draft', to: 'awaiting_payment', at: '2026-05-01T20:30:00.000Z', by: 'you' },
      {
        from: 'pending_review',
        to: 'rejected',
        at: '2026-05-02T05:00:00.000Z',
        by: 'review team',
        reason: 'Audio is unclear',
      },
    ];
    server.use(
      http.get('/api/campaigns/c1', () =>
        HttpResponse.json(
          campaignDetail({ status: 'rejected', rejectionReason: 'Audio is unclear', statusHistory: history } as never),
        ),
      ),
      http.get('/api/invoices', () => HttpResponse.json({ items: [] })),
      http.get('/api/analytics', () => HttpResponse.json(analyticsAnswer(0))),
    );
    renderDetails();
    const targeting = await screen.findByTestId('details-targeting');
    expect(targeting).toHaveTextContent('Karachi, Lahore, Islamabad, Quetta');
    expect(targeting).toHaveTextContent('Female');
    expect(targeting).toHaveTextContent('7 days (01/06/2026 to 07/06/2026), 08:00-09:00');
    expect(screen.getByTestId('details-quote')).toHaveTextContent(/124,000\.00/);
    // The quote's audience, plays per day and reach, as step 1 and the review showed them.
    expect(screen.getByTestId('guaranteed-plays')).toHaveTextContent('80,000');
    expect(screen.getByTestId('details-audience')).toHaveTextContent('249,512');
    expect(screen.getByTestId('details-plays-per-day')).toHaveTextContent('11,429');
    expect(screen.getByTestId('details-reach')).toHaveTextContent('40,000');
    expect(screen.getByTestId('details-player')).toHaveAttribute('src', testAudioUrl(1));
    // 20:30 UTC is the next calendar day in Karachi (UTC+5).
    expect(screen.getByTestId('details-timeline')).toHaveTextContent(
      '02/05/2026, 01:30 PKT: DRAFT → AWAITING PAYMENT, by you',
    );
    expect(screen.getByTestId('details-timeline')).toHaveTextContent(
      'PENDING REVIEW → REJECTED, by review team (Audio is unclear)',
    );
    expect(screen.getByTestId('details-status')).toHaveTextContent('REJECTED');
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
  });

  test("when a campaign is held for capacity, then the hold reads from its data and the history words the service's reasons by code, an admin's as typed", async () => {
    const held = heldCampaign(
      { city: 'lahore', timeSlot: '20-21', date: '2026-06-02', requested: 1500, available: 200 },
      2,
      'Audio too loud',
    );
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail(held))),
      http.get('/api/invoices', () => HttpResponse.json({ items: [] })),
      http.get('/api/analytics', () => HttpResponse.json(analyticsAnswer(0))),
    );
    renderDetails();
    const hold = await screen.findByTestId('details-hold');
    expect(hold).toHaveTextContent('Lahore, 02/06/2026, 20:00–21:00: 1,500 plays requested, 200 available');
    expect(hold).toHaveTextContent('and 2 more hours');
    expect(hold).not.toHaveTextContent('English for API callers');
    const timeline = screen.getByTestId('details-timeline');
    // The code's words, not the entry's `reason` ("x"), which API callers read.
    expect(timeline).toHaveTextContent('LIVE → PAUSED, by you (Paused by the advertiser)');
    expect(timeline).toHaveTextContent('PAUSED → LIVE, by you (Resumed by the advertiser)');
    expect(timeline).toHaveTextContent('LIVE → PAUSED, by review team (Audio too loud)');
    expect(timeline).toHaveTextContent(
      'SCHEDULED → PENDING REVIEW, by capacity check (not enough capacity for some cities and hours)',
    );
  });

  test('when a live campaign has a new ad waiting for review, then the page says so and the approved ad stays the one played', async () => {
    const pendingCreative = {
      creativeType: 'tts',
      ttsConfig: { script: 'New script', language: 'english' },
      audioUrl: testAudioUrl(2),
      audioFile: null,
      submittedAt: '2026-06-02T05:00:00.000Z',
    };
    server.use(
      http.get('/api/campaigns/c1', () =>
        HttpResponse.json(campaignDetail({ status: 'live', pendingCreative } as never)),
      ),
      http.get('/api/invoices', () => HttpResponse.json({ items: [] })),
      http.get('/api/analytics', () => HttpResponse.json(analyticsAnswer(0))),
    );
    renderDetails();
    const creative = await screen.findByTestId('details-creative');
    expect(within(creative).getByTestId('pending-creative')).toHaveTextContent(
      'New ad waiting for reviewYour new ad will play after review; the current ad keeps playing until then.',
    );
    expect(within(creative).getByTestId('details-player')).toHaveAttribute('src', testAudioUrl(1));
  });

  test('when a live campaign is shown, then its plays, reach and spend by city and hour and its invoice and receipt downloads show', async () => {
    let askedFor: string | null = null;
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'live' }))),
      http.get('/api/invoices', () =>
        HttpResponse.json({ items: [invoice('c1'), { ...invoice('c2'), id: 'i2', number: 'INV-2026-000002' }] }),
      ),
      http.get('/api/analytics', ({ request }) => {
        askedFor = new URL(request.url).searchParams.get('campaignId');
        return HttpResponse.json(analyticsAnswer(1500));
      }),
    );
    renderDetails();
    const figures = await screen.findByTestId('details-figures');
    expect(await within(figures).findByText('1,500 of 40,000 guaranteed')).toBeInTheDocument();
    expect(askedFor).toBe('c1');
    expect(within(screen.getByTestId('figures-by-city')).getByText('Karachi')).toBeInTheDocument();
    expect(within(screen.getByTestId('figures-by-hour')).getByText('18:00-19:00')).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/analytics/export.csv?campaignId=c1',
    );
    const docs = await screen.findByTestId('details-documents');
    expect(await within(docs).findByText(/INV-2026-000001, issued 23\/11\/2026/)).toBeInTheDocument();
    expect(within(docs).getByText('Invoice PDF').closest('a')).toHaveAttribute('href', '/api/invoices/i1/invoice.pdf');
    expect(within(docs).getByText('Receipt PDF').closest('a')).toHaveAttribute('href', '/api/invoices/i1/receipt.pdf');
  });

  test('when a campaign was topped up, then its details list the first payment and every top-up, oldest first, each with its PDFs', async () => {
    const first = invoice('c1');
    const topUp = {
      ...invoice('c1'),
      id: 'i3',
      number: 'INV-2026-000003',
      totalPkr: 11600,
      issuedAt: '2026-11-25T10:00:00.000Z',
      topUpId: 't1',
    };
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'live' }))),
      // The service lists the caller's invoices newest first, other campaigns' among them.
      http.get('/api/invoices', () =>
        HttpResponse.json({ items: [topUp, { ...invoice('c2'), id: 'i2', number: 'INV-2026-000002' }, first] }),
      ),
      http.get('/api/analytics', () => HttpResponse.json(analyticsAnswer(0))),
    );
    renderDetails();
    const docs = await screen.findByTestId('details-documents');
    const rows = await within(docs).findAllByTestId('campaign-invoice');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'First payment: INV-2026-000001, issued 23/11/2026: PKR 124,000.00 with fee and VAT.',
      'Top-up: INV-2026-000003, issued 25/11/2026: PKR 11,600.00 with fee and VAT.',
    ]);
    const links = (row: HTMLElement) =>
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(links(rows[0])).toEqual(['/api/invoices/i1/invoice.pdf', '/api/invoices/i1/receipt.pdf']);
    expect(links(rows[1])).toEqual(['/api/invoices/i3/invoice.pdf', '/api/invoices/i3/receipt.pdf']);
  });

  test('when a top-up is priced and paid, then the browser is sent to the provider with the added plays’ price and the chosen method', async () => {
    const bodies: unknown[] = [];
    const sent: HTMLFormElement[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      sent.push(this);
    });
    server.use(
      http.get('/api/campaigns/c1', () => {
        const actions = { pause: true, resume: false, resumeBlocked: null, resumeBlockedBy: null, topUp: true };
        return HttpResponse.json(campaignDetail({ status: 'live', quote: lockedQuote, actions }));
      }),
      http.get('/api/invoices', () => HttpResponse.json({ items: [invoice('c1')] })),
      http.get('/api/analytics', () => HttpResponse.json(analyticsAnswer(0))),
      http.post('/api/campaigns/c1/top-up/quote', () => HttpResponse.json(topUpQuote)),
      http.post('/api/campaigns/c1/top-ups', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...checkoutAnswer, topUp: topUpQuote }, { status: 201 });
      }),
    );
    renderDetails();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Added budget (PKR)'), '10000');
    await user.click(screen.getByText('Get price'));
    await user.click(await screen.findByText('JazzCash voucher (pay cash at any shop)'));
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(bodies).toEqual([{ extraBudgetPkr: 10000, provider: 'jazzcash', method: 'voucher' }]);
    expect(sent[0].action).toBe(checkoutAnswer.checkout!.actionUrl);
    jest.restoreAllMocks();
  });

  test('when a draft is deleted from its details, then the delete request is sent and the dashboard opens', async () => {
    let deleted = false;
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'draft', quote: null }))),
      http.delete('/api/campaigns/c1', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDetails();
    expect(await screen.findByText('Continue editing')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Delete'));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });
});
