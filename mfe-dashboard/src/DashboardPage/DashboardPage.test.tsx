import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { campaign, mswServer, renderDash, stats } from '../test-fixtures';
import { DashboardPage } from './DashboardPage';

const server = mswServer();

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}
const renderDashboard = () =>
  renderDash(
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );

describe('DashboardPage', () => {
  test('when the campaigns are loading, then "Your Campaigns" shows three skeleton cards', async () => {
    server.use(
      http.get('/api/campaigns', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
      http.get('/api/dashboard/stats', async () => {
        await delay('infinite');
        return HttpResponse.json(stats);
      }),
    );
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Your Campaigns' })).toBeInTheDocument();
    expect(screen.getAllByTestId('campaign-skeleton')).toHaveLength(3);
  });

  test('when the stats arrive, then the four KPI cards show the real figures', async () => {
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
    );
    renderDashboard();
    const cards = await screen.findAllByTestId('kpi-card');
    await within(cards[1]).findByText('125K');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringMatching(/Active Campaigns.*2/),
      expect.stringMatching(/Total Impressions.*125K/),
      expect.stringMatching(/Total Spend.*PKR 45,300\.00/),
      expect.stringMatching(/Unique Reach.*80.4K/),
    ]);
  });

  test('when plays are counted while the dashboard is open, then the KPI and card figures move within 5 s without a reload and say when the last play was counted', async () => {
    // 12:00:00 and 12:01:00 UTC are 17:00 and 17:01 in Karachi.
    const at = ['2026-11-24T12:00:00.000Z', '2026-11-24T12:01:00.000Z'];
    let counted = 0;
    const live = () =>
      campaign({ status: 'live', impressions: [1200, 1250][counted], spend: [2556, 2662.5][counted], progress: 5 });
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([{ ...live(), lastPlayAt: at[counted] }])),
      http.get('/api/dashboard/stats', () =>
        HttpResponse.json({ ...stats, totalImpressions: [1200, 1250][counted], lastPlayAt: at[counted] }),
      ),
    );
    renderDashboard();
    const card = await screen.findByTestId('campaign-card');
    expect(card).toHaveTextContent('PKR 2,556.00');
    expect(card).toHaveTextContent(/Last play counted\s*24\/11\/2026, 17:00 PKT/);
    expect(await screen.findByTestId('last-play')).toHaveTextContent(
      'Last play counted at 24/11/2026, 17:00 PKT. The figures update every 5 seconds.',
    );
    counted = 1;
    await within(card).findByText('PKR 2,662.50', undefined, { timeout: 7_000 });
    expect(card).toHaveTextContent(/Last play counted\s*24\/11\/2026, 17:01 PKT/);
    await within(screen.getAllByTestId('kpi-card')[1]).findByText('1.3K', undefined, { timeout: 7_000 });
    expect(screen.getByTestId('last-play')).toHaveTextContent('Last play counted at 24/11/2026, 17:01 PKT.');
  }, 20_000);

  test('when no play was counted yet, then the dashboard says so', async () => {
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.get('/api/dashboard/stats', () => HttpResponse.json({ ...stats, lastPlayAt: null })),
    );
    renderDashboard();
    expect(await screen.findByTestId('last-play')).toHaveTextContent('No play counted yet.');
  });

  test('when the stats fail, then the KPI cards show a dash instead of a figure', async () => {
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.get('/api/dashboard/stats', () => new HttpResponse('down', { status: 503 })),
    );
    renderDashboard();
    expect(await screen.findAllByText('—')).toHaveLength(4);
  });

  test('when there are no campaigns, then "No campaigns yet" offers "Create Your First Campaign" to /campaigns/targeting', async () => {
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Your First Campaign' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/targeting');
  });

  test('when there are drafts and others, then drafts are listed apart from the active and completed ones', async () => {
    server.use(
      http.get('/api/campaigns', () =>
        HttpResponse.json([
          campaign({ id: 'd1', name: 'Draft One' }),
          campaign({ id: 'l1', name: 'Live One', status: 'live', progress: 30 }),
          campaign({ id: 'p1', name: 'Done One', status: 'completed', progress: 100 }),
        ]),
      ),
      http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
    );
    renderDashboard();
    const drafts = await screen.findByRole('region', { name: 'Draft Campaigns - Continue Where You Left Off' });
    expect(
      within(drafts)
        .getAllByTestId('campaign-card')
        .map((c) => c.dataset.status),
    ).toEqual(['draft']);
    const others = screen.getByRole('region', { name: 'Active & Completed Campaigns' });
    expect(
      within(others)
        .getAllByTestId('campaign-card')
        .map((c) => c.dataset.status),
    ).toEqual(['live', 'completed']);
  });

  test('when there are more drafts than a page, then a page of cards shows and "Show more" adds the next page', async () => {
    const drafts = Array.from({ length: 30 }, (_, i) => campaign({ id: `d${i}`, name: `Draft ${i}` }));
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json(drafts)),
      http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
    );
    renderDashboard();
    // Queried by text, not role: computing every role and accessible name among 30 EUI cards takes seconds per query in jsdom.
    const region = (await screen.findByText('Draft Campaigns - Continue Where You Left Off')).closest('section')!;
    expect(within(region).getAllByTestId('campaign-card')).toHaveLength(12);
    await userEvent.click(within(region).getByText('Show 12 more (18 not shown)').closest('button')!);
    expect(within(region).getAllByTestId('campaign-card')).toHaveLength(24);
    await userEvent.click(within(region).getByText('Show 6 more (6 not shown)').closest('button')!);
    expect(within(region).getAllByTestId('campaign-card')).toHaveLength(30);
    expect(within(region).getByText('Draft 29')).toBeInTheDocument();
    expect(within(region).queryByText(/Show \d+ more/)).not.toBeInTheDocument();
  });

  test('when only non-drafts exist, then the drafts section is left out', async () => {
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([campaign({ status: 'live' })])),
      http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
    );
    renderDashboard();
    await screen.findByRole('region', { name: 'Active & Completed Campaigns' });
    expect(screen.queryByRole('region', { name: /Draft Campaigns/ })).not.toBeInTheDocument();
  });

  test('when the campaign list fails, then the failure message shows', async () => {
    server.use(
      http.get('/api/campaigns', () => new HttpResponse('unavailable', { status: 503 })),
      http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
    );
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  test('when Start New Campaign is clicked, then it goes to /campaigns/targeting', async () => {
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
    );
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: /Start New Campaign/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/targeting');
  });
});
