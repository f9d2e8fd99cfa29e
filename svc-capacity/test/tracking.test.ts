import { karachiClock } from '@rbt/contracts';
import crypto from 'node:crypto';
import { call } from '@rbt/test-kit';
import { metricsText, signedServingUrl } from '@rbt/service-kit';
import { reloadCampaign } from '../src/serving/domain/serving-index-reload-use-case';
import { startTestServer, TEST_SERVING_SECRET } from './test-server';
import { decisionPath, liveCampaign, platform, subscriber, trackingPaths } from './serving-fixtures';

// The key before the last rotation: URLs operators already hold were signed with it.
const ROTATED_OUT = 'rotated-out-serving-key-0123456789';

describe('GET /rtb/v1/track', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer({ SERVING_URL_SECRET_PREVIOUS: ROTATED_OUT });
  });
  afterAll(() => s.stop());
  const cell = () => {
    const k = karachiClock(Date.now());
    return `${k.date}|karachi|${k.slot}`;
  };
  const decide = async (n: number) => {
    const r = await call(s.base, 'GET', decisionPath({ sub: subscriber(n), city: 'karachi' }), { as: platform() });
    return trackingPaths(r.body as string);
  };
  const metric = async (event: string, outcome: string) => {
    const m = new RegExp(`serving_tracking_total\\{event="${event}",outcome="${outcome}"\\} (\\d+)`).exec(
      (await metricsText()).body,
    );
    return Number(m?.[1] ?? 0);
  };

  it('when an impression and a quartile are fired repeatedly, then each counts once', async () => {
    await liveCampaign(s.deps, 'camp-track');
    const t = await decide(1);
    for (let i = 0; i < 3; i += 1) {
      expect((await call(s.base, 'GET', t.impression as string)).status).toBe(204);
      expect((await call(s.base, 'GET', t.midpoint as string)).status).toBe(204);
    }
    expect(await s.deps.serving.delivered('camp-track', cell())).toBe(1);
    expect(await metric('impression', 'repeat')).toBeGreaterThanOrEqual(2);
  });

  it('when a URL is forged, expired or names a decision never made, then it is refused and metered by reason', async () => {
    const t = await decide(2);
    const before = await s.deps.serving.delivered('camp-track', cell());
    const [path] = (t.impression as string).split('?') as [string];
    const forged = signedServingUrl('another-secret-0123456789-abcdefgh', path, s.deps.servingClock() + 60_000);
    const expired = signedServingUrl(TEST_SERVING_SECRET, path, s.deps.servingClock() - 2000);
    const never = signedServingUrl(
      TEST_SERVING_SECRET,
      `/rtb/v1/track/${crypto.randomUUID()}/impression`,
      s.deps.servingClock() + 60_000,
    );
    const tampered = (t.impression as string).replace('/impression?', '/complete?');
    const counts = [await metric('impression', 'bad_signature'), await metric('impression', 'expired')];
    expect((await call(s.base, 'GET', forged)).status).toBe(403);
    expect((await call(s.base, 'GET', tampered)).status).toBe(403);
    expect((await call(s.base, 'GET', expired)).status).toBe(410);
    expect((await call(s.base, 'GET', never)).status).toBe(404);
    expect((await call(s.base, 'GET', `${path}?exp=abc&sig=x`)).status).toBe(403);
    // Without `exp` or `sig`, or with one twice, the URL is unsigned: refused as forged, not as a malformed request.
    const { exp, sig } = Object.fromEntries(new URLSearchParams((t.impression as string).split('?')[1]));
    for (const unsigned of [path, `${path}?sig=${sig}`, `${path}?exp=${exp}&exp=${exp}&sig=${sig}`]) {
      const r = await call(s.base, 'GET', unsigned);
      expect([r.status, r.body.error]).toEqual([
        403,
        { code: 'bad_signature', message: 'Tracking refused: bad signature' },
      ]);
    }
    expect(await s.deps.serving.delivered('camp-track', cell())).toBe(before);
    expect(await metric('impression', 'bad_signature')).toBe((counts[0] as number) + 5);
    expect(await metric('impression', 'expired')).toBe((counts[1] as number) + 1);
    expect(await metric('impression', 'unknown')).toBeGreaterThanOrEqual(1);
  });

  it('when the serving key was rotated, then tracking signed with the previous key still counts, and with any other it does not', async () => {
    const t = await decide(3);
    const before = await s.deps.serving.delivered('camp-track', cell());
    const [path] = (t.impression as string).split('?') as [string];
    const other = signedServingUrl('never-a-serving-key-0123456789', path, s.deps.servingClock() + 60_000);
    expect((await call(s.base, 'GET', other)).status).toBe(403);
    expect(
      (await call(s.base, 'GET', signedServingUrl(ROTATED_OUT, path, s.deps.servingClock() + 60_000))).status,
    ).toBe(204);
    expect(await s.deps.serving.delivered('camp-track', cell())).toBe(before + 1);
  });

  it('when a campaign is paused after a decision, then that decision still counts and no new decision is made', async () => {
    await liveCampaign(s.deps, 'camp-pause', {}, 1000, 'lahore');
    const r = await call(s.base, 'GET', decisionPath({ sub: subscriber(3), city: 'lahore' }), { as: platform() });
    const t = trackingPaths(r.body as string);
    await s.deps.reservations.setCampaignStatus('camp-pause', 'paused');
    await reloadCampaign(s.deps, 'camp-pause');
    expect((await call(s.base, 'GET', t.impression as string)).status).toBe(204);
    const k = karachiClock(Date.now());
    expect(await s.deps.serving.delivered('camp-pause', `${k.date}|lahore|${k.slot}`)).toBe(1);
    const after = await call(s.base, 'GET', decisionPath({ sub: subscriber(4), city: 'lahore' }), { as: platform() });
    expect(after.body).not.toContain('<Ad ');
  });

  it('when a sandbox key plays an ad, then its events are counted apart and no play, cap or booking is used', async () => {
    await liveCampaign(s.deps, 'camp-sandbox', { freqCapPerDay: 1 }, 1000, 'peshawar');
    const sandbox = { ...platform('plat-sbx'), sandbox: true as const };
    const q = decisionPath({ sub: subscriber(70), city: 'peshawar' });
    const t = trackingPaths((await call(s.base, 'GET', q, { as: sandbox })).body as string);
    for (const e of ['impression', 'start', 'complete'])
      expect((await call(s.base, 'GET', t[e] as string)).status).toBe(204);
    const k = karachiClock(Date.now());
    const peshawar = `${k.date}|peshawar|${k.slot}`;
    expect(await s.deps.serving.sandboxCounts('plat-sbx', k.date)).toEqual({ impression: 1, start: 1, complete: 1 });
    expect(await s.deps.serving.delivered('camp-sandbox', peshawar)).toBe(0);
    expect(await s.deps.serving.used('camp-sandbox', peshawar, Date.now())).toBe(0);
    // The subscriber's one play of the day is still there for a real call.
    const live = await call(s.base, 'GET', q, { as: platform('plat-sbx') });
    expect(live.body).toContain('>camp-sandbox</UniversalAdId>');
  });

  it('when a caller presses 9, then that subscriber is never served again, live or sandbox, and the day audits it', async () => {
    await liveCampaign(s.deps, 'camp-optout', { freqCapPerDay: 5 }, 1000, 'bahawalpur');
    const ask = (n: number, as = platform()) =>
      call(s.base, 'GET', decisionPath({ sub: subscriber(n), city: 'bahawalpur' }), { as });
    const t = trackingPaths((await ask(80)).body as string);
    const day = karachiClock(Date.now()).date;
    const before = await s.deps.serving.optOutsOn(day);
    const forged = (t.optout as string).replace(/sig=[^&]+/, 'sig=forged');
    expect((await call(s.base, 'GET', forged)).status).toBe(403);
    const unsigned = await call(s.base, 'GET', (t.optout as string).replace(/&sig=[^&]+/, ''));
    expect([unsigned.status, unsigned.body.error.message]).toEqual([403, 'Opt-out refused: bad signature']);
    expect((await call(s.base, 'GET', t.optout as string)).status).toBe(204);
    expect((await call(s.base, 'GET', t.optout as string)).status).toBe(204);
    expect(await s.deps.serving.optOutsOn(day)).toBe(before + 1);
    expect((await ask(80)).body).not.toContain('<Ad ');
    expect((await ask(80, { ...platform('plat-sbx'), sandbox: true })).body).not.toContain('<Ad ');
    expect((await ask(81)).body).toContain('<Ad ');
  });

  it('when an error is reported before the impression, then the reservation is released and a later impression refused', async () => {
    const t = await decide(5);
    expect((await call(s.base, 'GET', `${t.error}&code=405`)).status).toBe(204);
    expect((await call(s.base, 'GET', t.impression as string)).status).toBe(410);
    // Nothing of that play counts: listen-through cannot be inflated past the impressions.
    for (const e of ['start', 'midpoint', 'complete'])
      expect((await call(s.base, 'GET', t[e] as string)).status).toBe(410);
    const never = await decide(6);
    expect((await call(s.base, 'GET', never.firstQuartile as string)).status).toBe(410);
    expect((await call(s.base, 'GET', never.impression as string)).status).toBe(204);
    expect((await call(s.base, 'GET', never.firstQuartile as string)).status).toBe(204);
  });
});
