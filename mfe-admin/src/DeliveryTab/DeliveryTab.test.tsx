import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import { App } from '../App/App';
import { adminHandlers, adminUser, deliveryReport, renderAdmin, row } from '../test-fixtures';

const report = () => deliveryReport('c1');

const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
let failing = false;
let reportNow = report;
beforeEach(() => {
  failing = false;
  reportNow = report;
  server.use(
    ...adminHandlers({ rows: [row({ id: 'c1', name: 'Eid Sale', status: 'live' })], capacity: [], seen: [] }),
    http.get('/api/admin/platforms', () =>
      HttpResponse.json({
        platforms: [
          { id: 'p1', name: 'Jazz RBT', createdAt: '2030-01-10T05:00:00.000Z', decisionsPerSecond: 3000, keys: [] },
        ],
      }),
    ),
    http.get('/api/admin/capacity/delivery', () =>
      failing
        ? HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 })
        : HttpResponse.json(reportNow()),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openDelivery() {
  const user = userEvent.setup();
  renderAdmin(<App />, { path: '/admin', user: adminUser });
  await user.click(await screen.findByRole('tab', { name: 'Delivery' }));
}

describe('DeliveryTab', () => {
  it('when the report arrives, then each campaign shows its name, pace, forecast and hours at risk, and each platform its traffic', async () => {
    await openDelivery();
    const campaigns = await screen.findByTestId('delivery-campaigns');
    const eid = (await within(campaigns).findByText('Eid Sale')).closest('tr') as HTMLElement;
    expect(within(eid).getByText('250 / 400')).toBeInTheDocument();
    expect(within(eid).getByText('Behind')).toBeInTheDocument();
    expect(within(eid).getByText('1,400 / 2,000')).toBeInTheDocument();
    expect(within(eid).getByText(/Karachi 10-11: 40 of 100/)).toBeInTheDocument();
    const jazz = (await within(screen.getByTestId('delivery-platforms')).findByText('Jazz RBT')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(jazz).getByText('1,200')).toBeInTheDocument();
    expect(within(jazz).getByText('75%')).toBeInTheDocument();
    expect(within(jazz).getByText('3')).toBeInTheDocument();
  });

  it('when a campaign went live after the live list was loaded, then the list is fetched again and its name replaces the id', async () => {
    // The report already counts c2; the first live list the tab fetches does not hold it yet.
    reportNow = () => {
      const r = report();
      return { ...r, campaigns: [...r.campaigns, { ...r.campaigns[0], campaignId: 'c2' }] };
    };
    let liveLists = 0;
    server.use(
      http.get('/api/admin/campaigns', ({ request }) => {
        const params = new URL(request.url).searchParams;
        // The delivery tab's own list (the status counts ask for one row of each status).
        if (params.get('status') !== 'live' || params.get('pageSize') !== '100') return undefined;
        liveLists += 1;
        const items = [row({ id: 'c1', name: 'Eid Sale', status: 'live' })];
        if (liveLists > 1) items.push(row({ id: 'c2', name: 'Ramzan Offer', status: 'live' }));
        return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 100 });
      }),
    );
    await openDelivery();
    const campaigns = await screen.findByTestId('delivery-campaigns');
    expect(await within(campaigns).findByText('Ramzan Offer')).toBeInTheDocument();
    expect(within(campaigns).queryByText('c2')).not.toBeInTheDocument();
    expect(liveLists).toBe(2);
  });

  it('when a campaign has more than three hours at risk, then three are listed, the rest counted, and all are in the tooltip', async () => {
    reportNow = () => {
      const r = report();
      const first = r.campaigns[0].cellsAtRisk[0];
      const hours = ['10-11', '11-12', '12-13', '13-14', '14-15'].map((timeSlot) => ({ ...first, timeSlot }));
      return { ...r, campaigns: [{ ...r.campaigns[0], cellsAtRisk: hours }] };
    };
    await openDelivery();
    const cells = await within(await screen.findByTestId('delivery-campaigns')).findByTestId('cells-at-risk');
    expect(within(cells).getByText(/Karachi 12-13: 40 of 100/)).toBeInTheDocument();
    expect(within(cells).queryByText(/13-14/)).not.toBeInTheDocument();
    expect(within(cells).getByText('and 2 more hours')).toBeInTheDocument();
    expect(cells.title.split('\n')).toHaveLength(5);
    expect(cells.title).toContain('Karachi 14-15: 40 of 100');
  });

  it('when the report cannot be loaded, then the tab says so in words and offers to try again', async () => {
    failing = true;
    await openDelivery();
    const callout = await screen.findByTestId('delivery-error', undefined, { timeout: 5000 });
    expect(within(callout).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(callout.textContent).not.toContain('{');
  });
});
