import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { bellHandlers, renderPage } from '@rbt/web-kit/src/testing';
import { campaignDetail } from '../wizard/test-fixtures';
import { CampaignDetailsPage } from './CampaignDetailsPage';

const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderDetails() {
  return renderPage(
    <Routes>
      <Route path="/campaigns/:id" element={<CampaignDetailsPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { path: '/campaigns/c1' },
  );
}

describe('CampaignDetailsPage', () => {
  test('when a paid campaign is shown, then targeting reads in words, the quote, player and status history in Karachi time show', async () => {
    const history = [
      { from: 'draft', to: 'awaiting_payment', at: '2026-05-01T20:30:00.000Z' },
      { from: 'pending_review', to: 'rejected', at: '2026-05-02T05:00:00.000Z', reason: 'Audio is unclear' },
    ];
    server.use(http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'rejected', rejectionReason: 'Audio is unclear', statusHistory: history } as never))));
    renderDetails();
    const targeting = await screen.findByTestId('details-targeting');
    expect(targeting).toHaveTextContent('Karachi, Lahore, Islamabad, Quetta');
    expect(targeting).toHaveTextContent('Female');
    expect(targeting).toHaveTextContent('7 days (2026-06-01 to 2026-06-07), 08:00-09:00');
    expect(screen.getByTestId('details-quote')).toHaveTextContent(/124,000\.00/);
    expect(screen.getByTestId('details-player')).toHaveAttribute('src', '/api/audio/a1');
    // 20:30 UTC is the next calendar day in Karachi (UTC+5).
    expect(screen.getByTestId('details-timeline')).toHaveTextContent('02/05/2026, 01:30 PKT: DRAFT → AWAITING PAYMENT');
    expect(screen.getByTestId('details-timeline')).toHaveTextContent('PENDING REVIEW → REJECTED (Audio is unclear)');
    expect(screen.getByTestId('details-status')).toHaveTextContent('REJECTED');
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
  });

  test('when a draft is deleted from its details, then the delete request is sent and the dashboard opens', async () => {
    let deleted = false;
    server.use(
      http.get('/api/campaigns/c1', () => HttpResponse.json(campaignDetail({ status: 'draft', quote: null }))),
      http.delete('/api/campaigns/c1', () => { deleted = true; return new HttpResponse(null, { status: 204 }); }),
    );
    renderDetails();
    expect(await screen.findByText('Continue editing')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Delete'));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });
});
