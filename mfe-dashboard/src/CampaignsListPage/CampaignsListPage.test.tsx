import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../test-fixtures';
import { renderDash } from '../test-fixtures';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { CampaignsListPage } from './CampaignsListPage';

const server = mswServer();

const item = (id: string, name: string) => ({
  id,
  name,
  status: 'draft',
  objective: 'awareness',
  impressions: 1200,
  spend: 0,
  progress: 33,
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
    renderDash(<CampaignsListPage />, { path: '/campaigns' });
    expect(await screen.findByText('Winter')).toBeInTheDocument();
    expect(screen.getByText('Eid Sale').closest('a')).toHaveAttribute('href', '/campaigns/c2');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    fireEvent.change(screen.getByLabelText('Search campaigns'), { target: { value: 'eid' } });
    await waitFor(() => expect(screen.queryByText('Winter')).not.toBeInTheDocument());
    expect(asked[0]).toBe('?sort=updated&page=1&pageSize=10');
    expect(asked.at(-1)).toBe('?sort=updated&page=1&pageSize=10&q=eid&status=draft');
  });

  test('when two drafts are picked and Delete is confirmed, then both are deleted, a paid campaign cannot be picked and the list is asked again', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    let items = [
      item('d1', 'Eid Sale Karachi'),
      item('d2', 'Eid Sale Karachi'),
      { ...item('p1', 'Paid'), status: 'live' },
    ];
    server.use(
      http.get('/api/campaigns/search', () => HttpResponse.json({ items, total: items.length, page: 1, pageSize: 10 })),
      http.delete('/api/campaigns/:id', ({ params }) => {
        deleted.push(String(params.id));
        items = items.filter((c) => c.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDash(<CampaignsListPage />, { path: '/campaigns?status=draft' });
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    expect(screen.getAllByText('1 of 3 steps')).toHaveLength(2);
    const boxes = screen.getAllByRole('checkbox', { name: /Select this draft|Only drafts can be deleted/ });
    expect(boxes.map((b) => (b as HTMLInputElement).disabled)).toEqual([false, false, true]);
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    await user.click(screen.getByTestId('delete-drafts'));
    expect(screen.getByText(/delete these 2 draft campaigns\? This action cannot be undone/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Eid Sale Karachi')).not.toBeInTheDocument());
    expect(deleted.sort()).toEqual(['d1', 'd2']);
    expect(screen.getByTestId('delete-drafts')).toBeDisabled();
  });

  test('when plays are counted while the list is open, then its plays move within 5 s without a reload, as the dashboard does', async () => {
    let plays = 1200;
    server.use(
      http.get('/api/campaigns/search', () =>
        HttpResponse.json({
          items: [{ ...item('c1', 'Winter'), status: 'live', impressions: plays }],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      ),
    );
    renderDash(<CampaignsListPage />, { path: '/campaigns' });
    expect(await screen.findByText('1,200')).toBeInTheDocument();
    plays = 1250;
    expect(await screen.findByText('1,250', undefined, { timeout: 7_000 })).toBeInTheDocument();
  }, 20_000);
});
