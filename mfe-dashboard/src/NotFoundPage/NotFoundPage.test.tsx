import { screen } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { mswServer, renderDash, stats } from '../test-fixtures';
import { App } from '../App/App';

const server = mswServer();

describe('NotFoundPage', () => {
  test('when a signed-in user opens an unknown path, then the 404 shows under the portal header with Help and leads back to the dashboard', async () => {
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
    );
    renderDash(<App />, { path: '/campaigns/c1/nothing/here' });
    expect(screen.getByTestId('app-header')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Help/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByTestId('portal-not-found')).toHaveTextContent('/campaigns/c1/nothing/here');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Campaign Dashboard' })).toBeInTheDocument();
  });
});
