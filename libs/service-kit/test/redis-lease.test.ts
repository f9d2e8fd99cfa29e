import { uniqueName, stackEnv } from '@rbt/test-kit';
import { createRedis } from '../src';
import { withLease } from '../src/redis-lease';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a job lease in Redis', () => {
  const redis = createRedis(stackEnv().REDIS_URL);
  afterAll(() => redis.quit());

  /** A round that counts how many run at once and lasts `ms`. */
  const rounds = () => {
    const seen = { started: 0, running: 0, most: 0 };
    const task = (ms: number) => async () => {
      seen.started += 1;
      seen.running += 1;
      seen.most = Math.max(seen.most, seen.running);
      await sleep(ms);
      seen.running -= 1;
    };
    return { seen, task };
  };

  it('when three instances start the same round at once, then one runs it and the next round runs again', async () => {
    const key = uniqueName('lease');
    const { seen, task } = rounds();
    const instances = [1, 2, 3].map(() => withLease(redis, key, 5000, task(150)));
    expect(await Promise.all(instances.map((round) => round()))).toEqual(expect.arrayContaining([true, false, false]));
    expect(seen).toEqual({ started: 1, running: 0, most: 1 });
    // Released at the end of the round: another instance's next tick takes it.
    expect(await instances[2]!()).toBe(true);
    expect(await redis.exists(key)).toBe(0);
  });

  it('when a round outlasts its lease, then the holder keeps renewing it and no other instance starts', async () => {
    const key = uniqueName('lease');
    const { seen, task } = rounds();
    // Leases long enough that a starved worker on a busy CI machine still renews in time, yet the round runs over
    // two of them: without renewal the lease would be gone at the check.
    const holder = withLease(redis, key, 4000, task(10_000))();
    await sleep(8500);
    expect(await withLease(redis, key, 4000, task(10))()).toBe(false);
    await holder;
    expect(seen.most).toBe(1);
  });

  it('when the holder was killed, then its lease runs out and another instance takes the round', async () => {
    const key = uniqueName('lease');
    // Long enough that a starved worker still asks while the lease is held; then wait until Redis has let it go.
    await redis.set(key, 'killed-instance', 'PX', 2000);
    const { seen, task } = rounds();
    expect(await withLease(redis, key, 2000, task(10))()).toBe(false);
    while ((await redis.pttl(key)) > 0) await sleep(100);
    expect(await withLease(redis, key, 2000, task(10))()).toBe(true);
    expect(seen.started).toBe(1);
  });

  it('when a lease was lost and taken by another instance, then the old holder does not release the new one', async () => {
    const key = uniqueName('lease');
    const round = withLease(redis, key, 5000, async () => {
      // Redis lost the lease meanwhile (failover, a pause longer than the lease) and another instance took it.
      await redis.set(key, 'other-instance', 'PX', 5000);
    });
    expect(await round()).toBe(true);
    expect(await redis.get(key)).toBe('other-instance');
  });
});
