import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer, renderDash, stats } from '../test-fixtures';
import { App } from './App';

const server = mswServer();

describe('dashboard App', () => {
  test('when the path is /, then the dashboard renders with its title and Start New Campaign', async () => {
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
    );
    renderDash(<App />, { path: '/' });
    expect(screen.getByTestId('remote-dashboard')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Campaign Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start New Campaign/ })).toBeInTheDocument();
    await screen.findByText('No campaigns yet');
  });

  test('when the path is /analytics, then the analytics page renders under the header', async () => {
    server.use(http.get('/api/analytics', () => new HttpResponse('unavailable', { status: 503 })));
    renderDash(<App />, { path: '/analytics' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Analytics');
    expect(screen.getByTestId('app-header')).toBeInTheDocument();
    expect(await screen.findByText('Could not load analytics')).toBeInTheDocument();
  });
});
