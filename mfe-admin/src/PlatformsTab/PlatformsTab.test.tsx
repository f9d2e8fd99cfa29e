import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import type { Platform } from '@rbt/contracts';
import { App } from '../App/App';
import { adminHandlers, adminUser, renderAdmin } from '../test-fixtures';

const key = (id: string, extra: Partial<Platform['keys'][number]> = {}) => ({
  id,
  prefix: `rbt_live_${id}`,
  createdAt: '2030-01-10T05:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  ...extra,
});
const jazz = (): Platform => ({
  id: 'p1',
  name: 'Jazz RBT',
  createdAt: '2030-01-10T05:00:00.000Z',
  decisionsPerSecond: 3000,
  keys: [key('aaaaaaaaaaaaaaaa', { lastUsedAt: '2030-01-11T05:00:00.000Z' })],
});
const state = { platforms: [] as Platform[], calls: [] as { method: string; path: string; body: unknown }[] };
const secretFor = (id: string) => `rbt_live_${id}_${'s'.repeat(43)}`;

const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  state.platforms = [jazz()];
  state.calls = [];
  server.use(
    ...adminHandlers({ rows: [], capacity: [], seen: [] }),
    http.get('/api/admin/platforms', () => HttpResponse.json({ platforms: state.platforms })),
    http.post('/api/admin/platforms', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      state.calls.push({ method: 'POST', path: '/api/admin/platforms', body });
      if (body.name === 'bad\u202e')
        return HttpResponse.json(
          { error: { code: 'validation_failed', message: 'name: Must not contain bidirectional override characters' } },
          { status: 400 },
        );
      const p = { ...jazz(), id: 'p2', name: body.name, keys: [key('bbbbbbbbbbbbbbbb')] };
      state.platforms = [...state.platforms, p];
      return HttpResponse.json(
        { platform: p, key: { id: 'bbbbbbbbbbbbbbbb', secret: secretFor('bbbbbbbbbbbbbbbb') } },
        { status: 201 },
      );
    }),
    http.post('/api/admin/platforms/:id/keys', async ({ request, params }) => {
      const body = await request.json();
      state.calls.push({ method: 'POST', path: `/api/admin/platforms/${String(params.id)}/keys`, body });
      const p = {
        ...jazz(),
        keys: [key('aaaaaaaaaaaaaaaa', { expiresAt: '2030-01-12T07:00:00.000Z' }), key('cccccccccccccccc')],
      };
      state.platforms = [p];
      return HttpResponse.json(
        { platform: p, key: { id: 'cccccccccccccccc', secret: secretFor('cccccccccccccccc') } },
        { status: 201 },
      );
    }),
    http.post('/api/admin/platforms/:id/ad-tags', ({ params }) => {
      state.calls.push({ method: 'POST', path: `/api/admin/platforms/${String(params.id)}/ad-tags`, body: null });
      const p = {
        ...jazz(),
        keys: [...jazz().keys, { ...key('dddddddddddddddd'), prefix: 'rbt_tag_dddddddddddddddd' }],
      };
      state.platforms = [p];
      const secret = `rbt_tag_dddddddddddddddd_${'t'.repeat(43)}`;
      return HttpResponse.json(
        {
          platform: p,
          key: { id: 'dddddddddddddddd', secret },
          url: `https://ads.example.pk/rtb/v1/decisions?key=${secret}`,
        },
        { status: 201 },
      );
    }),
    http.delete('/api/admin/platforms/:id/keys/:keyId', ({ params }) => {
      state.calls.push({
        method: 'DELETE',
        path: `/api/admin/platforms/${String(params.id)}/keys/${String(params.keyId)}`,
        body: null,
      });
      const p = { ...jazz(), keys: [key('aaaaaaaaaaaaaaaa', { revokedAt: '2030-01-12T05:00:00.000Z' })] };
      state.platforms = [p];
      return HttpResponse.json(p);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openPlatforms() {
  const user = userEvent.setup();
  renderAdmin(<App />, { path: '/admin', user: adminUser });
  await user.click(screen.getByRole('tab', { name: 'Platforms' }));
  return { user, panel: await screen.findByTestId('platform-p1') };
}

describe('Platforms tab', () => {
  test('when it opens, then each platform lists its keys by prefix with state and last use, never a secret', async () => {
    const { panel } = await openPlatforms();
    expect(within(panel).getByText('Jazz RBT')).toBeInTheDocument();
    const row = within(panel).getByTestId('key-aaaaaaaaaaaaaaaa');
    expect(row).toHaveTextContent('rbt_live_aaaaaaaaaaaaaaaa…');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('2030');
    expect(panel).toHaveTextContent('3,000 decisions/s');
  });

  test('when a platform is added, then its key shows once with a copy button and is gone once dismissed', async () => {
    const { user } = await openPlatforms();
    await user.type(screen.getByLabelText('Platform name'), 'Zong RBT');
    await user.click(screen.getByRole('button', { name: 'Add platform' }));
    const callout = await screen.findByTestId('new-key');
    expect(state.calls).toEqual([{ method: 'POST', path: '/api/admin/platforms', body: { name: 'Zong RBT' } }]);
    expect(callout).toHaveTextContent('you will not see it again');
    expect(within(callout).getByTestId('new-key-secret')).toHaveTextContent(secretFor('bbbbbbbbbbbbbbbb'));
    const copy = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(callout).getByRole('button', { name: 'Copy key' }));
    expect(copy).toHaveBeenCalledWith(secretFor('bbbbbbbbbbbbbbbb'));
    expect(await within(callout).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await screen.findByTestId('platform-p2')).toBeInTheDocument();
    await user.click(within(callout).getByRole('button', { name: /dismiss/i }));
    expect(screen.queryByText(secretFor('bbbbbbbbbbbbbbbb'))).not.toBeInTheDocument();
  });

  test('when the name is refused, then the service message shows at the field and no key appears', async () => {
    const { user } = await openPlatforms();
    await user.type(screen.getByLabelText('Platform name'), 'bad\u202e');
    await user.click(screen.getByRole('button', { name: 'Add platform' }));
    expect(await screen.findByText(/bidirectional override/)).toBeInTheDocument();
    expect(screen.queryByTestId('new-key')).not.toBeInTheDocument();
  });

  test('when a key is rotated, then an invalid overlap cannot be sent and a valid one issues a new key shown once', async () => {
    const { user, panel } = await openPlatforms();
    await user.click(within(panel).getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('alertdialog');
    const hours = within(dialog).getByLabelText('Overlap hours');
    await user.clear(hours);
    await user.type(hours, '500');
    expect(within(dialog).getByRole('button', { name: 'Issue new key' })).toBeDisabled();
    await user.clear(hours);
    await user.type(hours, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Issue new key' }));
    expect(await screen.findByTestId('new-key-secret')).toHaveTextContent(secretFor('cccccccccccccccc'));
    expect(state.calls).toEqual([{ method: 'POST', path: '/api/admin/platforms/p1/keys', body: { overlapHours: 2 } }]);
    await waitFor(() => expect(screen.getByTestId('key-aaaaaaaaaaaaaaaa')).toHaveTextContent('Expiring'));
  });

  test('when Revoke is cancelled nothing is sent; when confirmed, the key is revoked and shown so', async () => {
    const { user, panel } = await openPlatforms();
    const revoke = within(panel).getByRole('button', { name: 'Revoke rbt_live_aaaaaaaaaaaaaaaa' });
    await user.click(revoke);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(state.calls).toEqual([]);
    await user.click(revoke);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke now' }));
    await waitFor(() => expect(screen.getByTestId('key-aaaaaaaaaaaaaaaa')).toHaveTextContent('Revoked'));
    expect(state.calls).toEqual([
      { method: 'DELETE', path: '/api/admin/platforms/p1/keys/aaaaaaaaaaaaaaaa', body: null },
    ]);
  });

  test('when an ad-tag URL is issued, then the whole URL with its key shows once and the tag is listed by prefix', async () => {
    const { user, panel } = await openPlatforms();
    await user.click(within(panel).getByRole('button', { name: 'Issue ad-tag URL' }));
    expect(await screen.findByTestId('new-key-secret')).toHaveTextContent(
      `https://ads.example.pk/rtb/v1/decisions?key=rbt_tag_dddddddddddddddd_${'t'.repeat(43)}`,
    );
    expect(state.calls).toEqual([{ method: 'POST', path: '/api/admin/platforms/p1/ad-tags', body: null }]);
    expect(await screen.findByTestId('key-dddddddddddddddd')).toHaveTextContent('rbt_tag_dddddddddddddddd…');
  });

  test('when an admin sets a share, then it is sent for the platform, and the statements link to the chosen month', async () => {
    const saved: unknown[] = [];
    server.use(
      http.put('/api/admin/platform-shares/:id', async ({ request, params }) => {
        const body = (await request.json()) as { revenueSharePct: number };
        saved.push({ id: params.id, body });
        return HttpResponse.json({
          platformId: params.id,
          revenueSharePct: body.revenueSharePct,
          fromMonth: '2030-01',
        });
      }),
    );
    const { user, panel } = await openPlatforms();
    const share = within(panel).getByLabelText('Revenue share (%)');
    expect(share).toHaveValue(30);
    await user.clear(share);
    await user.type(share, '42.5');
    await user.click(within(panel).getByRole('button', { name: 'Save share' }));
    await waitFor(() =>
      expect(saved).toEqual([{ id: 'p1', body: { platformName: 'Jazz RBT', revenueSharePct: 42.5 } }]),
    );
    const month = (within(panel).getByTestId('statement-month-p1') as HTMLSelectElement).value;
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    expect(within(panel).getByRole('link', { name: 'Statement CSV' })).toHaveAttribute(
      'href',
      `/api/admin/platform-statements/p1/${month}.csv`,
    );
    expect(within(panel).getByRole('link', { name: 'Statement PDF' })).toHaveAttribute(
      'href',
      `/api/admin/platform-statements/p1/${month}.pdf`,
    );
  });
});
