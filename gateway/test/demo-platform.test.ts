import { PlatformList } from '@rbt/contracts';
import { uniqueName } from '@rbt/test-kit';
import { startGateway, Client } from './harness';
import { recordingUpstream, rawGet } from './recording-upstream';

const DEMO_KEY = `rbt_live_0123456789abcdef_${'d'.repeat(43)}`;

describe('the demo platform of the local stack', () => {
  it('when SEED_DEMO_PLATFORM_KEY is set, then that key reaches svc-capacity and a restart adds no second platform', async () => {
    const capacity = await recordingUpstream('capacity');
    const shared = { MONGO_DB: uniqueName('accounts'), REDIS_KEY_PREFIX: `${uniqueName('gw')}:` };
    const first = await startGateway({ ...shared, CAPACITY_URL: capacity.url, SEED_DEMO_PLATFORM_KEY: DEMO_KEY });
    try {
      const r = await rawGet(first.base, `/rtb/v1/decisions?sub=${'a'.repeat(64)}`, {
        authorization: `Bearer ${DEMO_KEY}`,
        'x-request-id': 'demo-1',
      });
      expect(r.status).toBe(200);
      expect(capacity.seen.find((s) => s.headers['x-request-id'] === 'demo-1')!.caller).toMatchObject({
        role: 'platform',
        email: 'platform:Demo RBT platform',
      });
      const second = await startGateway({ ...shared, CAPACITY_URL: capacity.url, SEED_DEMO_PLATFORM_KEY: DEMO_KEY });
      const admin = new Client(second.base);
      await admin.signUp('boss@example.pk');
      const list = PlatformList.parse((await admin.req('GET', '/api/admin/platforms')).body);
      expect(list.platforms.filter((p) => p.name === 'Demo RBT platform')).toHaveLength(1);
      await second.stop();
    } finally {
      await first.stop();
      capacity.close();
    }
  });

  it('when SEED_DEMO_PLATFORM_KEY is malformed, then the gateway refuses to start', async () => {
    await expect(startGateway({ SEED_DEMO_PLATFORM_KEY: 'rbt_live_short' })).rejects.toThrow(/SEED_DEMO_PLATFORM_KEY/);
  });
});
