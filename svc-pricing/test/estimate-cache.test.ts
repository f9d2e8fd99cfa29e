import { EstimateRequest } from '@rbt/contracts';
import { createLogger, createRedis } from '@rbt/service-kit';
import { stackEnv, uniqueName } from '@rbt/test-kit';
import { redisEstimateCache } from '../src/data-access/estimate-cache-repository';
import { estimateCacheKey, quoteEstimate } from '../src/domain/estimate-use-case';

const req = (cities: string[], timeSlots: string[]) =>
  EstimateRequest.parse({ audience: { cities }, schedule: { timeSlots } });
const logger = createLogger('svc-pricing-test', 'silent');

describe('estimate cache', () => {
  it('when the same selection comes in another order or with duplicates, then the key is the same; a different cap is another key', () => {
    expect(estimateCacheKey(req(['lahore', 'karachi'], ['19-20', '09-10']))).toBe(
      estimateCacheKey(req(['karachi', 'lahore', 'karachi'], ['09-10', '19-20'])),
    );
    const capped = EstimateRequest.parse({
      audience: { cities: ['karachi', 'lahore'] },
      schedule: { timeSlots: ['09-10', '19-20'] },
      controls: { freqCapPerDay: 3 },
    });
    expect(estimateCacheKey(capped)).not.toBe(estimateCacheKey(req(['karachi', 'lahore'], ['09-10', '19-20'])));
  });

  it('when Redis holds the entry, then the second quote is a hit with the identical body', async () => {
    const redis = createRedis(stackEnv().REDIS_URL);
    try {
      const cache = redisEstimateCache(redis, `${uniqueName('pricing')}:`, 10_000, logger);
      const first = await quoteEstimate(req(['quetta'], []), cache);
      const second = await quoteEstimate(req(['quetta'], []), cache);
      expect([first.cached, second.cached]).toEqual([false, true]);
      expect(second.body).toBe(first.body);
    } finally {
      redis.disconnect();
    }
  });

  it('when Redis is unreachable, then the quote is still computed (the cache is best effort)', async () => {
    const redis = createRedis(stackEnv().REDIS_URL);
    redis.disconnect();
    const cache = redisEstimateCache(redis, `${uniqueName('pricing')}:`, 10_000, logger);
    const out = await quoteEstimate(req(['karachi'], ['18-19']), cache);
    expect(out.cached).toBe(false);
    expect(JSON.parse(out.body).costPerGVA).toBe(2);
  });
});
