import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '@rbt/web-kit/src/testing';
import type { CampaignCreative, CampaignResponse, ResponseSummary } from '@rbt/contracts';
import { renderWizard } from '../../testing/test-render-wizard';
import { testCreative } from '../../testing/test-fixtures';
import { DetailsResponses } from './DetailsResponses';

const server = mswServer();

const ad = (ordinal: number, response: CampaignResponse | null) => testCreative(ordinal, { response });
const summary = (callbacks: ResponseSummary['callbacks']): ResponseSummary => ({
  days: [{ date: '2030-01-10', plays: 40, responses: 2, smsSending: 0, smsDelivered: 0, callbacks: 2 }],
  hours: [],
  totals: {
    plays: 40,
    responses: 2,
    smsSending: 0,
    smsDelivered: 0,
    callbacks: 2,
    responseRatePct: 5,
    costPerResponsePkr: 25,
  },
  callbacks,
  byCreative: [],
});
const answer = (creatives: CampaignCreative[]) =>
  server.use(
    http.get('/api/campaigns/c1/creatives', () => HttpResponse.json({ rotation: 'even', weights: null, creatives })),
  );

describe('DetailsResponses with several ads', () => {
  test('when only an added ad asks for a callback, then its responses and callers are shown, each with the ad heard', async () => {
    answer([ad(1, null), ad(2, { kind: 'callback' })]);
    server.use(
      http.get('/api/campaigns/c1/responses', () =>
        HttpResponse.json(
          summary([
            { callerNumber: '+923001234567', at: '2030-01-10T14:00:00.000Z', creativeId: 'c1-2' },
            { callerNumber: '+923007654321', at: '2030-01-10T15:00:00.000Z' },
          ]),
        ),
      ),
    );
    renderWizard(<DetailsResponses campaignId="c1" paid response={null} />);
    const list = await screen.findByTestId('callback-list');
    const rows = within(list).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Ad heard');
    expect(rows[1]).toHaveTextContent(/\+923001234567.*Ad 2/);
    // No ad named: the campaign's own ad played, as responses per ad count it.
    expect(rows[2]).toHaveTextContent(/\+923007654321.*Ad 1/);
    expect(screen.getByTestId('responses-totals')).not.toHaveTextContent('SMS delivered');
  });

  test('when no ad offers a response, then the section is not shown and no responses are asked for', async () => {
    answer([ad(1, null), ad(2, null)]);
    const { container } = renderWizard(<DetailsResponses campaignId="c1" paid response={null} />);
    // The ads are read first; nothing else is requested (an unexpected request fails the test).
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(screen.queryByTestId('details-responses')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
