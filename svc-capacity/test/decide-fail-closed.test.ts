import { karachiClock } from '@rbt/contracts';
import crypto from 'node:crypto';
import { stackEnv, uniqueName } from '@rbt/test-kit';
import { servingStore } from '../src/serving/data-access/serving-store';
import { spec, subscriber } from './serving-fixtures';

/** The decide script alone, on a key prefix no sync job repairs: the ready mark is the only difference. */
describe('the decide script without a known suppression state', () => {
  const prefix = `${uniqueName('sup-script')}:`;
  const store = servingStore(stackEnv().REDIS_URL, prefix, 2000);
  // The serving connection has no offline queue: commands wait for it to be ready.
  beforeAll(async () => {
    if (store.redis.status !== 'ready') await new Promise((r) => store.redis.once('ready', r));
  });
  afterAll(async () => {
    await store.redis.eval(
      "for _, k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) end return 0",
      0,
      `${prefix}*`,
    );
    await store.close();
  });
  const clock = karachiClock(Date.now());
  const cell = `${clock.date}|multan|${clock.slot}`;
  const campaign = {
    id: 'camp-x',
    startDate: clock.date,
    endDate: clock.date,
    spec: spec(),
    booked: new Map([[cell, 100]]),
    members: null,
  };
  const cands = [{ campaign, cell, booked: 100, alpha: 0, allowance: 100, due: 0 }];
  const record = (n: string) => ({
    platformId: 'plat-jazz',
    date: clock.date,
    city: 'multan',
    timeSlot: clock.slot,
    subscriberHash: subscriber(n),
  });
  const times = () => ({ nowMs: Date.now(), expiresAtMs: Date.now() + 60_000, dayEndsAtMs: clock.dayEndsAtMs });
  const decideFor = (n: string) => store.decide(crypto.randomUUID(), cands, record(n), times(), 0.5, 'all|all|all');

  it('when the ready mark is missing, then no subscriber is served; when it is set, then they are, but a suppressed one is not', async () => {
    expect(await decideFor('a')).toBe(-1);
    await store.redis.set('sup-ready', '-');
    expect(await decideFor('a')).toBe(0);
    await store.redis.hset(`sup:{${subscriber('b')}}`, 'd', 'list-1');
    expect(await decideFor('b')).toBe(-1);
    await store.redis.del('sup-ready');
    expect(await decideFor('a')).toBe(-1);
  });
});
