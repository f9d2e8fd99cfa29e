import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { CampaignListItem } from '@rbt/contracts';
import { campaign, mswServer, pacing, renderDash } from '../test-fixtures';
import { percent } from '../AnalyticsPage/labels';
import en from '../messages/en.json';
import { CampaignCard } from './CampaignCard';

const DELETE_CONFIRM = en['dash.card.deleteConfirm'];
const DELETE_FAILED = en['dash.card.deleteFailed'];

const server = mswServer();

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}
const renderCard = (c: CampaignListItem) =>
  renderDash(
    <Routes>
      <Route path="/" element={<CampaignCard campaign={c} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );

describe('CampaignCard', () => {
  test('when live, then impressions, spend to the paisa, progress percent, Details and pause show', () => {
    renderCard(campaign({ status: 'live', impressions: 125000, spend: 45300, progress: 40 }));
    const card = screen.getByTestId('campaign-card');
    expect(card).toHaveTextContent('125K');
    expect(card).toHaveTextContent('PKR 45,300.00');
    expect(card).toHaveTextContent('40%');
    expect(screen.getByTestId('status-badge')).toHaveTextContent('LIVE');
    expect(screen.getByText('Brand Awareness')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause Eid Sale' })).toBeInTheDocument();
  });

  test('when a live campaign is behind its pace, then the card says played of due, the forecast and the credit', async () => {
    server.use(http.get('/api/campaigns/c1/pacing', () => HttpResponse.json(pacing())));
    renderCard(campaign({ status: 'live', impressions: 1650, progress: 22 }));
    const line = await screen.findByTestId('card-pacing');
    expect(line).toHaveTextContent('Behind: 1,650 played of 2,400 due by now.');
    expect(line).toHaveTextContent(
      'Forecast 5,168 of 7,518: it is served first to catch up, and what still ends short is credited at the end (PKR 4,849.60 now).',
    );
  });

  test('when a live campaign has spent PKR 24.70 and delivered 0.1%, then the card says so as analytics does, not PKR 25 and 0%', () => {
    renderCard(campaign({ status: 'live', impressions: 12, spend: 24.7, progress: 0.1 }));
    const card = screen.getByTestId('campaign-card');
    expect(card).toHaveTextContent('PKR 24.70');
    expect(card).toHaveTextContent('0.1%');
    expect(percent(0.1)).toBe('0.1%'); // the analytics row's completion, through the same formatter
  });

  test('when pause is clicked, then POST /api/campaigns/:id/pause is sent', async () => {
    const seen: string[] = [];
    server.use(
      http.post('/api/campaigns/c1/pause', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ status: 'paused' });
      }),
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.get('/api/dashboard/stats', () => HttpResponse.json({})),
    );
    renderCard(campaign({ status: 'live', progress: 10 }));
    await userEvent.click(screen.getByRole('button', { name: 'Pause Eid Sale' }));
    await waitFor(() => expect(seen).toHaveLength(1));
  });

  test('when the owner paused a campaign, then the card offers Resume and sends POST /api/campaigns/:id/resume', async () => {
    const seen: string[] = [];
    server.use(
      http.post('/api/campaigns/c1/resume', ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return HttpResponse.json({ status: 'live' });
      }),
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.get('/api/dashboard/stats', () => HttpResponse.json({})),
    );
    const actions = { pause: false, resume: true, resumeBlocked: null, resumeBlockedBy: null, topUp: true };
    renderCard(campaign({ status: 'paused', impressions: 1200, spend: 2556, progress: 12, actions }));
    const card = screen.getByTestId('campaign-card');
    expect(card).toHaveTextContent('PAUSED');
    expect(card).toHaveTextContent('PKR 2,556.00');
    expect(within(card).queryByRole('button', { name: 'Pause Eid Sale' })).not.toBeInTheDocument();
    const resume = within(card).getByRole('button', { name: 'Resume Eid Sale' });
    expect(resume).toHaveTextContent('Resume');
    expect(within(card).getByRole('button', { name: 'Duplicate Eid Sale' })).toBeInTheDocument();
    await userEvent.click(resume);
    await waitFor(() => expect(seen).toEqual(['/api/campaigns/c1/resume']));
  });

  test('when the review team paused a campaign, then the card offers no Resume and says who can resume it', () => {
    // The service's sentence is for API callers: the card words the code, so this never shows.
    const resumeBlocked = 'SERVICE SENTENCE';
    const actions = {
      pause: false,
      resume: false,
      resumeBlocked,
      resumeBlockedBy: 'review_team' as const,
      topUp: true,
    };
    renderCard(campaign({ status: 'paused', actions }));
    expect(screen.queryByRole('button', { name: 'Resume Eid Sale' })).not.toBeInTheDocument();
    expect(screen.getByTestId('campaign-card')).toHaveTextContent(
      'The review team paused this campaign, so only they can resume it; the reason is in its status history.',
    );
    expect(screen.getByTestId('campaign-card')).not.toHaveTextContent(resumeBlocked);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  test('when resuming fails, then the reason shows in words on the card', async () => {
    server.use(
      http.post(
        '/api/campaigns/c1/resume',
        () => new HttpResponse('This campaign is live; it cannot be moved to live.', { status: 409 }),
      ),
    );
    const actions = { pause: false, resume: true, resumeBlocked: null, resumeBlockedBy: null, topUp: true };
    renderCard(campaign({ status: 'paused', actions }));
    await userEvent.click(screen.getByRole('button', { name: 'Resume Eid Sale' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent(/409|"error"/);
  });

  test('when the service says a live campaign cannot be paused now, then no Pause is offered', () => {
    renderCard(
      campaign({
        status: 'live',
        actions: { pause: false, resume: false, resumeBlocked: null, resumeBlockedBy: null, topUp: false },
      }),
    );
    expect(screen.queryByRole('button', { name: 'Pause Eid Sale' })).not.toBeInTheDocument();
  });

  test('when pausing fails, then the server reason shows in words', async () => {
    server.use(
      http.post(
        '/api/campaigns/c1/pause',
        () => new HttpResponse('This campaign is paused; it cannot be moved to paused.', { status: 409 }),
      ),
    );
    renderCard(campaign({ status: 'live' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pause Eid Sale' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This campaign is paused, so it cannot be paused.');
  });

  test('when a quote is locked, then plays, the price per play as spend counts it (fee and VAT included) and the total show, labelled', () => {
    // The one price per play: 61,998.45 ÷ 23,473 = PKR 2.64, the rate each counted play adds to spend.
    renderCard(
      campaign({
        status: 'pending_review',
        progress: 0,
        quote: { pricePerPlay: 2.64, baseCost: 49_998.75, totalCost: 61_998.45, estImpressions: 23_473 },
      }),
    );
    const card = screen.getByTestId('campaign-card');
    expect(card).toHaveTextContent(/Guaranteed plays\s*23,473/);
    expect(card).toHaveTextContent(/Per play \(fee and VAT included\)\s*PKR 2\.64/);
    expect(card).toHaveTextContent(/Total \(with fee and VAT\)\s*PKR 61,998\.45/);
  });

  test('when completed, then the card shows the plays delivered and their spend, not the quote it was sold at', () => {
    // 4,870 of 5,000 booked plays ran at the locked PKR 2.00 a play: the API's spend is 4,870 × 2.
    renderCard(
      campaign({
        status: 'completed',
        progress: 97.4,
        impressions: 4_870,
        spend: 9_740,
        quote: { pricePerPlay: 2, baseCost: 10_000, totalCost: 12_400, estImpressions: 5_000 },
      }),
    );
    const card = screen.getByTestId('campaign-card');
    expect(card).toHaveTextContent(/Plays delivered\s*4,870/);
    expect(card).toHaveTextContent(/Spend\s*PKR 9,740\.00/);
    expect(card).not.toHaveTextContent('Guaranteed plays');
    expect(card).not.toHaveTextContent('PKR 12,400.00');
  });

  test('when scheduled with a quote, then the quote replaces the budget and reach dashes', () => {
    renderCard(
      campaign({
        status: 'scheduled',
        progress: 0,
        quote: { pricePerPlay: 2, baseCost: 10_000, totalCost: 12_400, estImpressions: 5_000 },
      }),
    );
    const card = screen.getByTestId('campaign-card');
    expect(card).not.toHaveTextContent('Budget');
    expect(card).toHaveTextContent(/Total \(with fee and VAT\)\s*PKR 12,400\.00/);
  });

  test('when scheduled to start tomorrow, then the card says the day, not TBD, and dashes for budget and reach', () => {
    renderCard(campaign({ status: 'scheduled', progress: 0, startDate: '2026-11-29' }));
    const card = screen.getByTestId('campaign-card');
    expect(card).toHaveTextContent(/Start date\s*29\/11\/2026/);
    expect(card).not.toHaveTextContent('TBD');
    expect(within(card).getAllByText('-')).toHaveLength(2);
    expect(screen.getByTestId('status-badge')).toHaveTextContent('SCHEDULED');
  });

  test('when a draft is 5 hours old with one step done, then "5h ago", Incomplete and "1 of 3 steps" show; Continue resumes', async () => {
    renderCard(campaign({ progress: 33 }));
    const card = screen.getByTestId('campaign-card');
    expect(card).toHaveTextContent('5h ago');
    expect(card).toHaveTextContent('Incomplete');
    expect(card).toHaveTextContent('1 of 3 steps');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/new?continue=c1');
  });

  test('when a draft was made minutes ago with no step done, then "12 min ago" and "0 of 3 steps" show, not "0h ago"', () => {
    renderCard(campaign({ progress: 0, createdAt: new Date(Date.now() - 12.5 * 60_000).toISOString() }));
    const card = screen.getByTestId('campaign-card');
    expect(card).toHaveTextContent('12 min ago');
    expect(card).toHaveTextContent('0 of 3 steps');
    expect(card).not.toHaveTextContent('0h ago');
  });

  test('when a draft is 3 days old, then "3d ago" shows', () => {
    renderCard(campaign({ createdAt: new Date(Date.now() - 73 * 3_600_000).toISOString() }));
    expect(screen.getByTestId('campaign-card')).toHaveTextContent('3d ago');
  });

  test('when delete is clicked and then cancelled, then the spec confirmation showed and nothing was sent', async () => {
    renderCard(campaign());
    await userEvent.click(screen.getByRole('button', { name: 'Delete Eid Sale' }));
    expect(screen.getByText(DELETE_CONFIRM)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(DELETE_CONFIRM)).not.toBeInTheDocument();
  });

  test('when delete is confirmed, then DELETE /api/campaigns/:id is sent and the lists are fetched again', async () => {
    const calls: string[] = [];
    server.use(
      http.delete('/api/campaigns/c1', () => {
        calls.push('delete');
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/campaigns', () => {
        calls.push('list');
        return HttpResponse.json([]);
      }),
      http.get('/api/dashboard/stats', () => {
        calls.push('stats');
        return HttpResponse.json({});
      }),
    );
    renderCard(campaign());
    await userEvent.click(screen.getByRole('button', { name: 'Delete Eid Sale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls[0]).toBe('delete'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when deleting fails, then "Failed to delete campaign. Please try again." shows', async () => {
    server.use(http.delete('/api/campaigns/c1', () => new HttpResponse('boom', { status: 500 })));
    renderCard(campaign());
    await userEvent.click(screen.getByRole('button', { name: 'Delete Eid Sale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_FAILED);
  });

  test.each(['completed', 'paused', 'pending_review'] as const)(
    'when %s, then Edit opens the details and duplicate posts a copy',
    async (status) => {
      const seen: string[] = [];
      server.use(
        http.post('/api/campaigns/c1/duplicate', () => {
          seen.push('dup');
          return HttpResponse.json({ id: 'c2' }, { status: 201 });
        }),
        http.get('/api/campaigns', () => HttpResponse.json([])),
        http.get('/api/dashboard/stats', () => HttpResponse.json({})),
      );
      renderCard(campaign({ status, progress: 100 }));
      await userEvent.click(screen.getByRole('button', { name: 'Duplicate Eid Sale' }));
      await waitFor(() => expect(seen).toEqual(['dup']));
      await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/c1');
    },
  );
});
