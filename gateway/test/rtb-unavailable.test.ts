import { startGateway } from './harness';
import { recordingUpstream, rawGet } from './recording-upstream';
import { newKey } from '../src/platforms/platform-keys';

const Q = `/rtb/v1/decisions?sub=${'a'.repeat(64)}`;

describe('the /rtb path when MongoDB is gone', () => {
  it('when keys cannot be read, then a cached key still serves and an uncached one gets 503 with Retry-After', async () => {
    const capacity = await recordingUpstream('capacity');
    const gw = await startGateway({ CAPACITY_URL: capacity.url });
    const [cached, uncached] = [newKey(), newKey()];
    await gw.deps.platforms.create('Cached RBT', 100, cached);
    await gw.deps.platforms.create('Uncached RBT', 100, uncached);
    try {
      expect((await rawGet(gw.base, Q, { authorization: `Bearer ${cached.secret}` })).status).toBe(200);
      // This gateway's own connection only: the shared MongoDB keeps running for everyone else.
      await gw.deps.mongo.close();
      expect((await rawGet(gw.base, Q, { authorization: `Bearer ${cached.secret}` })).status).toBe(200);
      const r = await rawGet(gw.base, Q, { authorization: `Bearer ${uncached.secret}`, 'x-request-id': 'rtb-down' });
      expect(r.status).toBe(503);
      expect(r.headers['retry-after']).toBe('1');
      expect(JSON.parse(r.text).error.code).toBe('unavailable');
      expect(capacity.seen.some((s) => s.headers['x-request-id'] === 'rtb-down')).toBe(false);
    } finally {
      await gw.stop().catch(() => undefined);
      capacity.close();
    }
  });
});
