import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import { App } from '../App/App';
import { paidInvoice } from '../../../libs/test-kit/src/invoice';
import { testAudioUrl } from '../../../libs/test-kit/src/test-audio';
import { adminHandlers, adminUser, detail, renderAdmin, row } from '../test-fixtures';

const state = {
  rows: [row(), row({ id: 'c9', name: 'Unpaid', status: 'awaiting_payment' })],
  capacity: [],
  seen: [] as URL[],
};
const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...adminHandlers(state)));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('campaign drawer', () => {
  test('when a campaign name is clicked, then its audience and schedule show in words with Karachi dates, and its creative player and invoice show', async () => {
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await userEvent.click(within(await screen.findByTestId('campaign-row-c1')).getByText('Eid Sale'));
    const drawer = await screen.findByTestId('campaign-drawer');
    expect(await within(drawer).findByText('Karachi, Lahore')).toBeInTheDocument();
    expect(within(drawer).getByText('Female')).toBeInTheDocument();
    expect(within(drawer).getByText('Gold')).toBeInTheDocument();
    expect(within(drawer).getByText('Smartphone')).toBeInTheDocument();
    expect(within(drawer).getByText('Brand Awareness')).toBeInTheDocument();
    expect(within(drawer).getByText('10/01/2030 to 16/01/2030')).toBeInTheDocument();
    expect(within(drawer).getByText('18:00-19:00, 19:00-20:00')).toBeInTheDocument();
    expect(within(drawer).getByText('Mon')).toBeInTheDocument();
    expect(within(drawer).queryByText(/karachi|female/)).toBeNull();
    expect(within(drawer).getByTestId('creative-script')).toHaveTextContent('Buy now at our Eid sale');
    expect(within(drawer).getByTestId('creative-player')).toHaveAttribute('src', testAudioUrl(1));
    const invoice = within(drawer).getByTestId('campaign-invoice');
    // Issued at midnight UTC: the same day in Karachi (05:00), written as Billing writes it.
    expect(await within(invoice).findByText(/INV-2030-0001 · issued 02\/01\/2030/)).toBeInTheDocument();
    expect(within(invoice).getByText('VAT 16%')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  test('when the campaign offers an SMS on press 1, then its text is shown beside the creative for review, right to left in Urdu', async () => {
    const text = 'عید سیل: ہر سوٹ پر 30٪ رعایت';
    server.use(
      http.get('/api/campaigns/:id', () => HttpResponse.json(detail({ id: 'c1', response: { kind: 'sms', text } }))),
    );
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await userEvent.click(within(await screen.findByTestId('campaign-row-c1')).getByText('Eid Sale'));
    const drawer = await screen.findByTestId('campaign-drawer');
    const sms = await within(drawer).findByTestId('creative-response-sms');
    expect(sms).toHaveTextContent(text);
    expect(sms).toHaveAttribute('dir', 'rtl');
    expect(within(drawer).getByTestId('creative-response')).toHaveTextContent('SMS the offer to callers who press 1');
  });

  test('when the campaign has a locked quote, then the price per play reads before fee and VAT and the total with both, from the server figures', async () => {
    const quote = {
      baseCost: 50000,
      platformFee: 4000,
      vat: 8000,
      totalCost: 62000,
      estImpressions: 40000,
      estReach: 9000,
      targetedUsers: 249_512,
      playsPerDay: 5715,
      weightedCpm: 1250,
      lockedAt: '2030-01-01T19:30:00.000Z',
    };
    server.use(http.get('/api/campaigns/:id', () => HttpResponse.json(detail({ id: 'c1', quote }))));
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await userEvent.click(within(await screen.findByTestId('campaign-row-c1')).getByText('Eid Sale'));
    const q = await within(await screen.findByTestId('campaign-drawer')).findByTestId('campaign-quote');
    expect(q).toHaveTextContent('Guaranteed plays40,000');
    expect(q).toHaveTextContent(/Price per play \(before fee and VAT\)PKR 1\.25/);
    expect(q).toHaveTextContent(/Total \(with fee and VAT\).*62,000/);
    expect(q).toHaveTextContent('Locked02/01/2030, 00:30 PKT');
    // The quote's audience and per-day plays, not the cities' whole population.
    expect(q).toHaveTextContent('Target audience249,512');
    expect(q).toHaveTextContent('Guaranteed plays per day5,715');
    expect(q).toHaveTextContent('Estimated unique reach9,000');
  });

  test('when the script is written in Urdu, then the drawer shows it right to left in the Nastaliq font', async () => {
    server.use(
      http.get('/api/campaigns/:id', () =>
        HttpResponse.json(detail({ id: 'c1', ttsConfig: { script: 'عید مبارک! خاص پیشکش', language: 'urdu' } })),
      ),
    );
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await userEvent.click(within(await screen.findByTestId('campaign-row-c1')).getByText('Eid Sale'));
    const script = await within(await screen.findByTestId('campaign-drawer')).findByTestId('creative-script');
    expect(script).toHaveAttribute('dir', 'rtl');
    expect(script).toHaveAttribute('lang', 'ur');
    expect(script).toHaveClass('rbt-script');
  });

  test('when a stored campaign points its audio outside the portal, then no player is rendered and the admin is told why', async () => {
    server.use(
      http.get('/api/campaigns/:id', () =>
        HttpResponse.json(detail({ id: 'c1', audioUrl: 'http://evil.example/track.mp3' })),
      ),
    );
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await userEvent.click(within(await screen.findByTestId('campaign-row-c1')).getByText('Eid Sale'));
    const drawer = await screen.findByTestId('campaign-drawer');
    expect(await within(drawer).findByTestId('creative-foreign')).toHaveTextContent('not stored on the portal');
    expect(within(drawer).queryByTestId('creative-player')).toBeNull();
  });

  test('when a campaign is paid after its drawer was first opened, then opening it again shows the invoice without a reload', async () => {
    let invoices: unknown[] = [];
    server.use(http.get('/api/invoices', () => HttpResponse.json({ items: invoices })));
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('campaign-row-c1')).getByText('Eid Sale'));
    expect(await within(screen.getByTestId('campaign-drawer')).findByText(/No invoice yet/)).toBeInTheDocument();
    invoices = [paidInvoice(50000, { number: 'INV-2030-0001' })];
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('campaign-drawer')).toBeNull());
    await user.click(within(screen.getByTestId('campaign-row-c1')).getByText('Eid Sale'));
    const drawer = await screen.findByTestId('campaign-drawer');
    expect(await within(drawer).findByText(/INV-2030-0001/)).toBeInTheDocument();
    expect(within(drawer).queryByText(/has not been paid/)).toBeNull();
  });

  test('when a campaign was topped up, then the drawer lists the first invoice and the top-up invoice, each with its total', async () => {
    server.use(
      http.get('/api/invoices', () =>
        HttpResponse.json({
          items: [
            // The service lists newest first: the top-up's invoice before the first payment's.
            paidInvoice(10000, {
              id: 'i2',
              number: 'INV-2030-0002',
              topUpId: 't1',
              issuedAt: '2030-01-05T00:00:00.000Z',
            }),
            paidInvoice(50000, { number: 'INV-2030-0001' }),
          ],
        }),
      ),
    );
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await userEvent.click(within(await screen.findByTestId('campaign-row-c1')).getByText('Eid Sale'));
    const drawer = await screen.findByTestId('campaign-drawer');
    await waitFor(() => expect(within(drawer).getAllByTestId('drawer-invoice')).toHaveLength(2));
    const [first, topUp] = within(drawer).getAllByTestId('drawer-invoice');
    expect(first).toHaveTextContent(/^First payment:\s*INV-2030-0001/);
    expect(first).toHaveTextContent(/Total\W*PKR 62,000\.00/);
    expect(topUp).toHaveTextContent(/^Top-up:\s*INV-2030-0002/);
    expect(topUp).toHaveTextContent(/Total\W*PKR 12,400\.00/);
  });

  test('when the campaign is held for capacity and unpaid, then the hold shows and the invoice says there is none', async () => {
    server.use(
      http.get('/api/campaigns/:id', () =>
        HttpResponse.json(
          detail({
            id: 'c9',
            status: 'awaiting_payment',
            audioUrl: null,
            reviewHold: 'Not enough capacity: karachi 18-19 on 2030-01-10 (requested 1500, available 200) and 1 more',
            reviewHoldDetail: {
              slots: [{ city: 'karachi', timeSlot: '18-19', date: '2030-01-10', requested: 1500, available: 200 }],
              more: 1,
            },
          }),
        ),
      ),
    );
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await userEvent.click(within(await screen.findByTestId('campaign-row-c9')).getByText('Unpaid'));
    const drawer = await screen.findByTestId('campaign-drawer');
    // The hold's data in words: the city by name, a Karachi date, the hours and the plays.
    expect(
      await within(drawer).findByText('Karachi, 10/01/2030, 18:00–19:00: 1,500 plays requested, 200 available'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('and 1 more hour')).toBeInTheDocument();
    expect(within(drawer).getByText(/No audio has been generated/)).toBeInTheDocument();
    expect(await within(drawer).findByText(/No invoice yet/)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  test('when a hold has no data (a service that could not read its sentence), then its English sentence shows as sent', async () => {
    server.use(
      http.get('/api/campaigns/:id', () =>
        HttpResponse.json(detail({ id: 'c9', reviewHold: 'Held: manual check', reviewHoldDetail: null })),
      ),
    );
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await userEvent.click(within(await screen.findByTestId('campaign-row-c9')).getByText('Unpaid'));
    const drawer = await screen.findByTestId('campaign-drawer');
    expect(await within(drawer).findByText('Held: manual check')).toBeInTheDocument();
  });
});
