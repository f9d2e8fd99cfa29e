import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import { renderWizard, renderWizardAt } from '../../testing/test-render-wizard';
import { addCalendarDays, firstBookableDay } from '@rbt/contracts';
import { listCapacity } from '@rbt/pricing';
import { CustomerUploadPage } from './CustomerUploadPage';
import { sampleListCsv } from './sample-list';

jest.setTimeout(60_000);

const bodies: { path: string; body: string }[] = [];
// The matched audience svc-pricing answers; its capacity comes from the same rules the service applies.
let byCity: { cityId: 'karachi' | 'lahore'; matched: number }[] = [];
const server = setupServer(
  ...bellHandlers,
  http.post('/api/audience-lists/file', async ({ request }) => {
    const body = await request.text();
    bodies.push({ path: request.url, body });
    const name = new URL(request.url).searchParams.get('name') ?? '';
    const hashes = body.split('\n');
    return HttpResponse.json(
      {
        id: 'l1',
        name,
        createdAt: '2026-11-23T00:00:00.000Z',
        submitted: hashes.length,
        matched: byCity.reduce((n, c) => n + c.matched, 0),
        matchRate: Math.min(1, byCity.reduce((n, c) => n + c.matched, 0) / hashes.length),
        byCity,
        usable: true,
        capacity: listCapacity(byCity),
      },
      { status: 201 },
    );
  }),
  http.post('/api/campaigns', async ({ request }) => {
    bodies.push({ path: '/api/campaigns', body: await request.text() });
    return HttpResponse.json({ id: 'c42' }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  byCity = [
    { cityId: 'karachi', matched: 20 },
    { cityId: 'lahore', matched: 10 },
  ];
});
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => server.close());

describe('customer upload page', () => {
  test('when numbers are pasted and matched, then only SHA-256 hashes are sent and the match rate and cities show', async () => {
    const user = userEvent.setup();
    renderWizardAt(<CustomerUploadPage />, '/customer-upload');
    fireEvent.change(screen.getByPlaceholderText(/0300 1234567/), {
      target: { value: '0300 1234567\n+92 300 1234567\n0345-7654321\n042 35761234\n03011112222' },
    });
    expect(screen.getByTestId('list-summary')).toHaveTextContent(
      '3 Pakistani mobile numbers ready · 1 entry is not a Pakistani mobile number and is left out · 1 repeat removed',
    );
    await user.type(screen.getByPlaceholderText('Loyalty members'), 'VIP customers');
    await user.click(screen.getByText('Match against subscribers'));
    expect(await screen.findByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Karachi')).toBeInTheDocument();
    expect(screen.getByText('Lahore')).toBeInTheDocument();
    // Sent as a file: one hash per line, the name in the query.
    expect(new URL(bodies[0]!.path).searchParams.get('name')).toBe('VIP customers');
    const sent = bodies[0]!.body.split('\n');
    expect(sent).toHaveLength(3);
    for (const h of sent) expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(bodies[0]!.body + bodies[0]!.path).not.toMatch(/300\s?1234567|3457654321|\+92/);

    await user.click(screen.getByText('Create a campaign for this audience'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/new?continue=c42&step=1'));
    // Named once, not "VIP customers customers"; started on the plan the capacity was measured on.
    const start = firstBookableDay();
    expect(JSON.parse(bodies[1]!.body)).toEqual({
      name: 'VIP customers',
      customTargeting: 'upload',
      audienceListId: 'l1',
      cities: ['karachi', 'lahore'],
      startDate: start,
      endDate: addCalendarDays(start, 29),
      daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      freqCapPerDay: 2,
      goalType: 'impressions',
      targetImpressions: 1800,
    });
  });

  test('when only 4 numbers match, then the page says what they can buy and that 17 are needed, and no campaign can be made', async () => {
    byCity = [{ cityId: 'karachi', matched: 4 }];
    const user = userEvent.setup();
    renderWizard(<CustomerUploadPage />, { path: '/customer-upload' });
    fireEvent.change(screen.getByPlaceholderText(/0300 1234567/), {
      target: { value: '0300 1234567\n0301 1234567\n0302 1234567\n0303 1234567' },
    });
    await user.click(screen.getByText('Match against subscribers'));
    expect(await screen.findByTestId('list-capacity')).toHaveTextContent(
      'In 30 days at 2 plays per customer a day, 4 matched subscribers take up to 240 plays: PKR 240.00 – PKR 480.00 before fee and VAT (PKR 1.00 a play in off-peak hours, PKR 2.00 in prime time).' +
        'The smallest order is 1,000 plays (or PKR 5,000.00 as a budget), so a list needs at least 17 matched subscribers.',
    );
    expect(screen.getByTestId('list-too-small')).toHaveTextContent(
      'This list is too small for a campaign: 4 of the 17 matched subscribers it needs.',
    );
    expect(screen.getByText('Create a campaign for this audience').closest('button')).toBeDisabled();
    expect(bodies.filter((b) => b.path === '/api/campaigns')).toHaveLength(0);
  });

  test('when the list holds no Pakistani mobile number, then nothing can be sent', () => {
    renderWizard(<CustomerUploadPage />, { path: '/customer-upload' });
    fireEvent.change(screen.getByPlaceholderText(/0300 1234567/), {
      target: { value: '042 35761234\n+44 7700 900123' },
    });
    expect(screen.getByText('Match against subscribers').closest('button')).toBeDisabled();
    expect(bodies).toHaveLength(0);
  });

  test('when the list is below k, then no figure shows, the page says why, and no campaign can be made', async () => {
    server.use(
      http.post('/api/audience-lists/file', async ({ request }) => {
        const name = new URL(request.url).searchParams.get('name') ?? '';
        const hashes = (await request.text()).split('\n');
        return HttpResponse.json(
          {
            id: 'l2',
            name,
            createdAt: '2026-11-23T00:00:00.000Z',
            submitted: hashes.length,
            matched: null,
            matchRate: null,
            usable: false,
            byCity: [],
            capacity: listCapacity([]),
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWizard(<CustomerUploadPage />, { path: '/customer-upload' });
    fireEvent.change(screen.getByPlaceholderText(/0300 1234567/), { target: { value: '0300 1234567' } });
    await user.click(screen.getByText('Match against subscribers'));
    expect(await screen.findByTestId('list-below-k')).toHaveTextContent(
      'Of these 1 numbers, fewer than 100 are subscribers we can reach.',
    );
    expect(screen.queryByText('Match rate')).toBeNull();
    expect(screen.getByText('Create a campaign for this audience').closest('button')).toBeDisabled();
  });

  test('when the sample list is read, then 180 customers are ready and the landline is left out', () => {
    renderWizard(<CustomerUploadPage />, { path: '/customer-upload' });
    fireEvent.change(screen.getByPlaceholderText(/0300 1234567/), { target: { value: sampleListCsv() } });
    expect(screen.getByTestId('list-summary')).toHaveTextContent(
      '180 Pakistani mobile numbers ready · 1 entry is not a Pakistani mobile number',
    );
  });
});
