import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers, renderPage } from '@rbt/web-kit/src/testing';
import { CampaignsListPage } from './CampaignsListPage';

const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const item = (id: string, name: string) => ({
  id,
  name,
  status: 'draft',
  objective: 'awareness',
  impressions: 1200,
  spend: 0,
  progress: 25,
  createdAt: '2026-05-01T09:00:00.000Z',
});

describe('CampaignsListPage', () => {
  test('when the advertiser searches and filters, then the server is asked with those parameters and its page shows', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/campaigns/search', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const q = url.searchParams.get('q');
        return HttpResponse.json({
          items: q ? [item('c2', 'Eid Sale')] : [item('c1', 'Winter'), item('c2', 'Eid Sale')],
          total: q ? 1 : 25,
          page: 1,
          pageSize: 10,
        });
      }),
    );
    renderPage(<CampaignsListPage />, { path: '/campaigns' });
    expect(await screen.findByText('Winter')).toBeInTheDocument();
    expect(screen.getByText('Eid Sale').closest('a')).toHaveAttribute('href', '/campaigns/c2');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    fireEvent.change(screen.getByLabelText('Search campaigns'), { target: { value: 'eid' } });
    await waitFor(() => expect(screen.queryByText('Winter')).not.toBeInTheDocument());
    expect(asked[0]).toBe('?sort=updated&page=1&pageSize=10');
    expect(asked.at(-1)).toBe('?sort=updated&page=1&pageSize=10&q=eid&status=draft');
  });
});
