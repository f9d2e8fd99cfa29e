import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import type { AnalyticsResponse } from '@rbt/contracts';
import { mswServer, renderDash, stubResizeObserver } from '../test-fixtures';
import { AnalyticsPage } from './AnalyticsPage';

const server = mswServer();

beforeAll(stubResizeObserver);

/** The campaign's locked price per play (its quote's total ÷ guaranteed plays): spend = plays × this. */
const PRICE = 1.25;

function answer(impressions: number, o: Partial<AnalyticsResponse> = {}): AnalyticsResponse {
  const listened = Math.round(impressions * 0.9);
  const listening = {
    starts: listened,
    firstQuartiles: Math.round(impressions * 0.85),
    midpoints: Math.round(impressions * 0.8),
    thirdQuartiles: Math.round(impressions * 0.75),
    completes: Math.round(impressions * 0.7),
    errors: 0,
    listenThroughPct: impressions ? 77.8 : null,
  };
  const row = {
    id: 'c1',
    name: 'Eid Sale',
    status: 'live',
    startDate: '2030-01-10',
    endDate: '2030-01-12',
    impressions,
    uniqueReach: impressions / 2,
    frequency: 2,
    spendPkr: impressions * PRICE,
    expectedImpressions: 20000,
    completionPct: (impressions / 20000) * 100,
    listening,
  };
  const { id, name, status, startDate, endDate, ...totals } = row;
  void [id, name, status, startDate, endDate];
  return {
    campaignId: null,
    from: null,
    to: null,
    totals: { ...totals, lastDeliveryAt: impressions ? '2030-01-10T13:00:00.000Z' : null, reachErrorPct: 0.81 },
    byDate: impressions
      ? [
          {
            date: '2030-01-10',
            impressions,
            uniqueReach: impressions / 2,
            spendPkr: impressions * PRICE,
            listenThroughPct: listening.listenThroughPct,
            cumulativeImpressions: impressions,
            cumulativeCompletionPct: (impressions / 20000) * 100,
          },
        ]
      : [],
    byHour: impressions
      ? [
          {
            timeSlot: '18-19',
            impressions,
            uniqueReach: impressions / 2,
            spendPkr: impressions * PRICE,
            listenThroughPct: 77.8,
          },
        ]
      : [],
    byCity: impressions
      ? [
          {
            city: 'karachi',
            impressions,
            uniqueReach: impressions / 2,
            spendPkr: impressions * PRICE,
            listenThroughPct: 77.8,
          },
        ]
      : [],
    campaigns: [row],
    ...o,
  };
}

const kpis = () => screen.getAllByTestId('analytics-kpi').map((k) => k.textContent);

describe('AnalyticsPage', () => {
  test('when figures were delivered, then the KPIs, the four charts and the campaign row show them', async () => {
    server.use(http.get('/api/analytics', () => HttpResponse.json(answer(5000))));
    renderDash(<AnalyticsPage />, { path: '/analytics' });
    // The charts chunk is imported lazily; its first import in jest transpiles the library.
    expect(
      await screen.findByRole('heading', { name: 'Impressions and spend over time' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(kpis()).toEqual([
      expect.stringContaining('5K'),
      expect.stringContaining('2.5K'),
      expect.stringContaining('2.00'),
      expect.stringContaining('PKR 6,250.00'),
      expect.stringContaining('25%'),
      expect.stringContaining('77.8%'),
    ]);
    expect(kpis()[1]).toContain('Unique reach (±0.81 %)');
    // When the last play was counted, in Karachi time.
    expect(screen.getByText(/last play counted at 10\/01\/2030.*18:00 PKT/)).toBeInTheDocument();
    for (const name of ['Completion over time', 'Impressions by city', 'Impressions by hour'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: /Eid Sale/ }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('LIVE');
    expect(row).toHaveTextContent('5,000');
    expect(within(row).getByText('25% of 20,000')).toBeInTheDocument();
  }, 30_000);

  test('when a campaign is selected, then its own figures are asked for and shown', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/analytics', ({ request }) => {
        const id = new URL(request.url).searchParams.get('campaignId');
        asked.push(id);
        return HttpResponse.json(id === 'c1' ? answer(1200, { campaignId: 'c1' }) : answer(5000));
      }),
    );
    renderDash(<AnalyticsPage />, { path: '/analytics' });
    await screen.findByRole('option', { name: 'Eid Sale' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Campaign' }), 'Eid Sale');
    expect(await screen.findByText('1.2K')).toBeInTheDocument();
    expect(asked).toContain('c1');
  });

  test('when nothing has been delivered yet, then "Nothing delivered yet" shows and no chart is drawn', async () => {
    server.use(http.get('/api/analytics', () => HttpResponse.json(answer(0))));
    renderDash(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByRole('heading', { name: 'Nothing delivered yet' })).toBeInTheDocument();
    expect(screen.getByText('Figures appear here as soon as a live campaign starts playing.')).toBeInTheDocument();
    expect(screen.queryByTestId('analytics-chart')).not.toBeInTheDocument();
  });

  test('when the caller has no paid campaign, then the empty state says when analytics start', async () => {
    server.use(http.get('/api/analytics', () => HttpResponse.json(answer(0, { campaigns: [] }))));
    renderDash(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByText('Analytics start once a campaign is paid, approved and live.')).toBeInTheDocument();
  });

  test('when loading fails, then the error is shown in plain words (never the raw answer)', async () => {
    server.use(http.get('/api/analytics', () => new HttpResponse('analytics unavailable', { status: 503 })));
    renderDash(<AnalyticsPage />, { path: '/analytics' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load analytics');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  test('when more impressions are delivered while the page is open, then the figures update without a reload', async () => {
    let impressions = 5000;
    server.use(http.get('/api/analytics', () => HttpResponse.json(answer(impressions))));
    renderDash(<AnalyticsPage />, { path: '/analytics' });
    await screen.findByText('5K');
    impressions = 8000;
    expect(await screen.findByText('8K', {}, { timeout: 12_000 })).toBeInTheDocument();
  }, 20_000);

  test('when a date range is chosen, then the figures of those days are asked for and the CSV link carries it; a reversed range is refused at the field', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/analytics', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(`${q.get('campaignId')} ${q.get('from')} ${q.get('to')}`);
        return HttpResponse.json(q.get('from') ? answer(700, { campaignId: q.get('campaignId') }) : answer(5000));
      }),
    );
    renderDash(<AnalyticsPage />, { path: '/analytics' });
    await screen.findByRole('option', { name: 'Eid Sale' });
    const download = () => screen.getByRole('link', { name: 'Download CSV' });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Campaign' }), 'Eid Sale');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-01-11' } });
    expect((await screen.findAllByText('700')).length).toBeGreaterThan(0);
    expect(asked).toContain('c1 2030-01-10 2030-01-11');
    expect(download()).toHaveAttribute('href', '/api/analytics/export.csv?campaignId=c1&from=2030-01-10&to=2030-01-11');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-12' } });
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(asked).not.toContain('c1 2030-01-12 2030-01-11');
  });
});
