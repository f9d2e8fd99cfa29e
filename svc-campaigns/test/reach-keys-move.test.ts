import { createRedis } from '@rbt/service-kit';
import { stackEnv, uniqueName } from '@rbt/test-kit';
import { reachCounter } from '../src/analytics/data-access/reach-counter';
import { campaignKey, cellKey, creativeKey, dayKey } from '../src/analytics/data-access/reach-keys';
import { moveLegacyReachKeys, MOVED_MARK } from '../src/analytics/data-access/reach-keys-move';

/**
 * The reach sketches of the release before the hash tags (`reach:campaign:…`, `reach:creative:…`) on the single
 * Redis: start-up's pass moves them to their tagged names, joined with what the new names already counted.
 */
describe('svc-campaigns: reach sketches under their names of before the hash tags', () => {
  const redis = createRedis(stackEnv().REDIS_URL);
  const id = uniqueName('moved');
  const subs = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `sub-${from + i}`);
  const at = { campaignId: id, date: '2030-01-10', timeSlot: '18-19', city: 'karachi' };
  const odd = `reach:campaign:${id}:2030-01-10:18-19`;
  const second = { campaignId: id, creativeId: 'second' };
  /** What a sketch of exactly these listeners counts: a merge gives the same registers, so the same estimate. */
  const estimate = async (hashes: string[]) => {
    const ref = `reach:{${id}}:reference`;
    const [, [, n]] = (await redis
      .multi()
      .pfadd(ref, ...hashes)
      .pfcount(ref)
      .del(ref)
      .exec())!;
    return n as number;
  };
  afterAll(async () => {
    await redis.del(odd, campaignKey(id), dayKey(at), cellKey(at), creativeKey(at), creativeKey(second));
    redis.disconnect();
  });

  it('when a pass runs, then each old sketch joins its tagged name with its expiry, and the counts are the union', async () => {
    const old = [
      `reach:campaign:${id}`,
      `reach:campaign:${id}:2030-01-10`,
      `reach:campaign:${id}:2030-01-10:18-19:karachi`,
      `reach:creative:${id}:${id}`,
      `reach:creative:${id}:second`,
    ] as const;
    await redis.pfadd(old[0], ...subs(0, 100));
    await redis.pfadd(old[1], ...subs(0, 60));
    await redis.pfadd(old[2], ...subs(0, 40));
    await redis.expire(old[2], 7200);
    await redis.pfadd(old[3], ...subs(0, 70));
    await redis.pfadd(old[4], ...subs(70, 100));
    await redis.expire(old[4], 5000);
    // A name of no known shape stays where it is.
    await redis.pfadd(odd, 'sub-0');
    // Counted by the new release before the pass: 20 of the same listeners and 10 new ones, in one cell.
    const early = await reachCounter(redis).addBatch([{ at, hashes: subs(20, 50), eventIds: subs(20, 50) }]);
    expect(early.newToCampaign.get(id)).toBe(await estimate(subs(20, 50)));
    await redis.del(MOVED_MARK);

    expect(await moveLegacyReachKeys(redis)).toBeGreaterThanOrEqual(0);
    const reach = reachCounter(redis);
    expect(await reach.count(id)).toBe(await estimate(subs(0, 100)));
    expect(await reach.count(id, ['2030-01-10'])).toBe(await estimate(subs(0, 60)));
    expect(await redis.pfcount(cellKey(at))).toBe(await estimate(subs(0, 50)));
    expect(await reach.creativeCount(id, id)).toBe(await estimate(subs(0, 70)));
    expect(await reach.creativeCount(id, 'second')).toBe(await estimate(subs(70, 100)));
    expect(await redis.exists(...old)).toBe(0);
    expect(await redis.exists(odd)).toBe(1);
    // A sketch the pass made keeps its old expiry; one both names had keeps the longer (the new cell's 400 days);
    // the all-time sketch has none.
    expect(await redis.ttl(creativeKey(second))).toBeGreaterThan(4000);
    expect(await redis.ttl(creativeKey(second))).toBeLessThanOrEqual(5000);
    expect(await redis.ttl(cellKey(at))).toBeGreaterThan(7200);
    expect(await redis.ttl(campaignKey(id))).toBe(-1);
    // Counting now goes on from the moved sketches: a listener of the old release is not new to the campaign.
    const gained = (
      await reach.addBatch([{ at, hashes: ['sub-5', 'sub-100'], eventIds: ['e-5', 'e-100'] }])
    ).newToCampaign.get(id);
    expect(gained).toBe(Math.max(0, (await estimate(subs(0, 101))) - (await estimate(subs(0, 100)))));
    expect(gained).toBeLessThanOrEqual(1);
  });

  it('when a pass finds nothing left, then it sets the mark and later passes read only the mark', async () => {
    await redis.del(MOVED_MARK);
    expect([0, null]).toContain(await moveLegacyReachKeys(redis));
    expect(await redis.exists(MOVED_MARK)).toBe(1);
    expect(await moveLegacyReachKeys(redis)).toBeNull();
  });
});
