import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { listItem, mswServer, renderHelp } from '../test-fixtures';
import { QuickActions } from './QuickActions';

const server = mswServer();
function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}
const renderActions = () =>
  renderHelp(
    <Routes>
      <Route path="/" element={<QuickActions />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );

describe('QuickActions', () => {
  test('when the caller has drafts, then Continue latest draft opens the newest one at step 2', async () => {
    server.use(
      http.get('/api/campaigns', () =>
        HttpResponse.json([
          listItem({ id: 'old', name: 'Old', createdAt: '2026-11-01T00:00:00.000Z' }),
          listItem({ id: 'new', name: 'Newest', createdAt: '2026-11-20T00:00:00.000Z' }),
          listItem({ id: 'live', status: 'live', createdAt: '2026-11-21T00:00:00.000Z' }),
        ]),
      ),
    );
    renderActions();
    expect(await screen.findByText('Newest')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue latest draft' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/new?continue=new&step=2');
  });

  test('when there is no draft, then Continue latest draft is disabled and says so', async () => {
    server.use(http.get('/api/campaigns', () => HttpResponse.json([listItem({ status: 'completed' })])));
    renderActions();
    expect(await screen.findByText('No drafts to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue latest draft' })).toBeDisabled();
  });

  test.each([
    ['New campaign', '/campaigns/targeting'],
    ['Open billing', '/billing'],
    ['Open analytics', '/analytics'],
  ])('when %s is clicked, then it goes to %s', async (label, to) => {
    server.use(http.get('/api/campaigns', () => HttpResponse.json([])));
    renderActions();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue latest draft' })).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(screen.getByTestId('where')).toHaveTextContent(to);
  });
});
