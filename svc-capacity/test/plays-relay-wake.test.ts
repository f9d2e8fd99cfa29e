import type { AnyEnvelope } from '@rbt/contracts';
import { call, eventually } from '@rbt/test-kit';
import { startTestServer } from './test-server';
import { decisionPath, liveCampaign, platform, subscriber, trackingPaths } from './serving-fixtures';

/**
 * The relays' timer is set to an hour here, so a play's ad.played can only leave within the test if counting it
 * woke the plays relay (tracking-use-case.ts): without the wake-up it would wait for the timer.
 */
describe('svc-capacity: a counted play wakes the plays relay', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  const played: AnyEnvelope[] = [];
  beforeAll(async () => {
    s = await startTestServer({ OUTBOX_RELAY_INTERVAL_MS: String(3_600_000) });
    await s.deps.bus.subscribe('delivery', 'plays-relay-wake-test', {
      'ad.played': async (e) => void played.push(e),
    });
  });
  afterAll(() => s.stop());

  it('when an impression is counted, then its ad.played is published without waiting for the relay timer', async () => {
    await liveCampaign(s.deps, 'woken', {}, 1000, 'gwadar');
    let xml = '';
    // A decision that outlasts the serving budget on a loaded machine answers an empty VAST: ask again.
    for (let n = 0; n < 5 && !xml.includes('<Ad '); n++) {
      xml = (await call(s.base, 'GET', decisionPath({ sub: subscriber(n), city: 'gwadar' }), { as: platform() }))
        .body as string;
    }
    expect((await call(s.base, 'GET', trackingPaths(xml).impression as string)).status).toBe(204);
    const e = await eventually(() => played.find((x) => x.aggregateId === 'woken'), 60_000);
    expect(e.data).toMatchObject({ campaignId: 'woken', city: 'gwadar' });
  });
});
