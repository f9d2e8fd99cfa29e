import Redis from 'ioredis';
import { testServerEnv, uniqueName } from '@rbt/test-kit';
import { SessionCache } from '../src/auth/session-cache';
import type { SessionUser } from '../src/auth/session';

const user: SessionUser = { id: 'u1', role: 'advertiser', email: 'a@example.pk', firstName: 'Sana', lastName: 'Iqbal' };
const entry = (id: string) => ({ id, user, touchedAt: Date.now(), readAt: Date.now() });

/** Resolves once a cache hears its channel (its subscription is made on connection; until then it caches nothing). */
async function listening(cache: SessionCache, cookie: string) {
  for (let i = 0; i < 400; i += 1) {
    cache.set(cookie, entry('probe'), cache.version());
    if (cache.get(cookie)) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('the cache never subscribed');
}

describe('the fast path session cache, between gateway instances on one Redis', () => {
  const { REDIS_URL } = testServerEnv('session-cache');
  const redis = new Redis(REDIS_URL);
  const channel = `${uniqueName('sc')}:sessions:ended`;
  const caches: SessionCache[] = [];
  const cache = () => {
    const c = new SessionCache(redis, channel);
    caches.push(c);
    return c;
  };
  afterAll(async () => {
    await Promise.all(caches.map((c) => c.close()));
    redis.disconnect();
  });

  it('when a session ends on one instance, then `ended` returns only after a slow instance has dropped it too', async () => {
    const a = cache();
    await listening(a, 'warm');
    // A third instance that reads the message late, as one on a busy machine does.
    const slow = redis.duplicate();
    let dropped = false;
    await slow.subscribe(channel);
    slow.on('message', (_c: string, message: string) => {
      const [, ack] = message.split(' ');
      setTimeout(() => {
        dropped = true;
        void redis.incr(`${channel}:ack:${ack}`);
      }, 300);
    });
    await a.ended('s-1');
    expect(dropped).toBe(true);
    slow.disconnect();
  });

  it('when a session ends elsewhere while this instance is reading it, then what the read found is not cached', async () => {
    const a = cache();
    const b = cache();
    await Promise.all([listening(a, 'warm'), listening(b, 'warm')]);
    const before = b.version();
    await a.ended('s-2');
    b.set('cookie-2', entry('s-2'), before);
    expect(b.get('cookie-2')).toBeUndefined();
    b.set('cookie-2', entry('s-2'), b.version());
    expect(b.get('cookie-2')).toMatchObject({ id: 's-2' });
  });

  it('when an instance ends a cached session, then the other instance no longer serves it', async () => {
    const a = cache();
    const b = cache();
    await Promise.all([listening(a, 'warm'), listening(b, 'warm')]);
    b.set('cookie-3', entry('s-3'), b.version());
    await a.ended('s-3');
    expect(b.get('cookie-3')).toBeUndefined();
  });

  it('when an instance cannot hear the channel, then it caches nothing', async () => {
    const b = cache();
    await listening(b, 'warm');
    await b.close();
    b.set('cookie-4', entry('s-4'), b.version());
    expect(b.get('cookie-4')).toBeUndefined();
  });
});
