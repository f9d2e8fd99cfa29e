import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import { App } from '../App/App';
import { testAudioUrl } from '../../../libs/test-kit/src/test-audio';
import { adminHandlers, adminUser, detail, renderAdmin, row } from '../test-fixtures';

const pendingCreative = {
  creativeType: 'tts',
  ttsConfig: { ...detail().ttsConfig, script: 'Eid sale ends Sunday', language: 'english', durationSec: 12 },
  audioUrl: testAudioUrl(2),
  audioFile: null,
  submittedAt: '2030-01-11T07:00:00.000Z',
};
const state = { rows: [row({ status: 'live' })], capacity: [], seen: [] as URL[] };
const sent: { path: string; body: unknown }[] = [];
let campaign: Record<string, unknown> = detail({ status: 'live', pendingCreative });

const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  campaign = detail({ status: 'live', pendingCreative });
  // The first matching handler answers: this campaign's before the fixtures' plain one.
  server.use(
    http.get('/api/campaigns/:id', () => HttpResponse.json(campaign)),
    http.post('/api/admin/campaigns/:id/pending-creative/:decision', async ({ request, params }) => {
      sent.push({ path: `${params.id}/${params.decision}`, body: await request.json() });
      if (params.decision === 'approve') {
        const { submittedAt: _s, ...creative } = pendingCreative;
        campaign = { ...campaign, ...creative, pendingCreative: null };
      } else campaign = { ...campaign, pendingCreative: null };
      return HttpResponse.json(campaign);
    }),
    ...adminHandlers(state),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openDrawer() {
  renderAdmin(<App />, { path: '/admin', user: adminUser });
  await userEvent.click(within(await screen.findByTestId('campaign-row-c1')).getByText('Eid Sale'));
  return within(await screen.findByTestId('pending-creative'));
}

describe('pending creative in the campaign drawer', () => {
  test('when a live campaign has a new ad waiting, then the current and new ads are compared and the new one can be played', async () => {
    const section = await openDrawer();
    const cells = (label: string) =>
      section.getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td');
    const script = cells('Script or file');
    expect(script[0]).toHaveTextContent('Buy now at our Eid sale');
    expect(script[1]).toHaveTextContent('Eid sale ends Sunday');
    expect(cells('Language')[0]).toHaveTextContent('Urdu');
    expect(cells('Language')[1]).toHaveTextContent('English');
    expect(cells('Duration')[1]).toHaveTextContent('12 s');
    expect(section.getByTestId('pending-creative-player')).toHaveAttribute('src', testAudioUrl(2));
  });

  test('when Approve is clicked, then the version seen is sent and the drawer shows the new ad as the creative', async () => {
    const section = await openDrawer();
    await userEvent.click(section.getByRole('button', { name: 'Approve new ad' }));
    const drawer = within(screen.getByTestId('campaign-drawer'));
    expect(await drawer.findByTestId('creative-player')).toHaveAttribute('src', testAudioUrl(2));
    expect(drawer.queryByTestId('pending-creative')).toBeNull();
    expect(sent).toEqual([{ path: 'c1/approve', body: { savedAt: pendingCreative.submittedAt } }]);
  });

  test('when Reject is confirmed without a reason, then nothing is sent; with one, then the reason is sent', async () => {
    const section = await openDrawer();
    await userEvent.click(section.getByRole('button', { name: 'Reject new ad' }));
    const modal = within(await screen.findByRole('alertdialog'));
    await userEvent.click(modal.getByRole('button', { name: 'Reject new ad' }));
    expect(await modal.findByText('A reason is required to reject a new ad')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(modal.getByRole('textbox'), 'Say when the sale ends');
    await userEvent.click(modal.getByRole('button', { name: 'Reject new ad' }));
    await screen.findByTestId('creative-player');
    expect(screen.queryByTestId('pending-creative')).toBeNull();
    expect(sent).toEqual([
      { path: 'c1/reject', body: { reason: 'Say when the sale ends', savedAt: pendingCreative.submittedAt } },
    ]);
  });

  test('when the advertiser changed the ad since it was opened, then the refusal is said in words and nothing changes', async () => {
    server.use(
      http.post('/api/admin/campaigns/:id/pending-creative/approve', () =>
        HttpResponse.json(
          { error: { code: 'conflict', message: 'The new ad was changed by the advertiser after you opened it.' } },
          { status: 409 },
        ),
      ),
    );
    const section = await openDrawer();
    await userEvent.click(section.getByRole('button', { name: 'Approve new ad' }));
    expect(await section.findByText(/changed by the advertiser after you opened it/)).toBeInTheDocument();
    expect(section.queryByText(/"error"/)).toBeNull();
  });

  test('when the new ad has no audio of its own, then Approve is disabled and says why', async () => {
    campaign = detail({ status: 'live', pendingCreative: { ...pendingCreative, audioUrl: testAudioUrl(1) } });
    server.use(http.get('/api/campaigns/:id', () => HttpResponse.json(campaign)));
    const section = await openDrawer();
    expect(section.getByTestId('pending-creative-no-audio')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Approve new ad' })).toBeDisabled();
  });
});
