import crypto from 'node:crypto';
import { CITIES } from '@rbt/pricing';
import { DecisionQuery } from '@rbt/contracts';
import { pickWeighted, seededRand, subscriberPool } from '../src/traffic/audience-mix';
import { DEFAULT_DROP_OFF, planPlay, QUARTILES } from '../src/traffic/drop-off';
import { decisionUrl } from '../src/traffic/traffic-generator';
import { TrafficEnv } from '../src/traffic/run-traffic';

const share = (n: number, of: number) => n / of;

describe('traffic generator: audience mix', () => {
  it('when keys are drawn by weight, then each comes up in proportion and a zero weight never', () => {
    const rand = seededRand(7);
    const seen = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 50_000; i++) seen[pickWeighted({ a: 1, b: 3, c: 0 }, rand)]++;
    expect(share(seen.a, 50_000)).toBeCloseTo(0.25, 1);
    expect(share(seen.b, 50_000)).toBeCloseTo(0.75, 1);
    expect(seen.c).toBe(0);
  });

  it('when a pool is drawn, then numbers are distinct unallocated +92 39x, hashed with SHA-256, stable per seed', () => {
    const pool = subscriberPool(2_000, seededRand(1));
    expect(new Set(pool.map((s) => s.e164)).size).toBe(2_000);
    for (const s of pool.slice(0, 50)) {
      expect(s.e164).toMatch(/^\+9239\d{8}$/);
      expect(s.sub).toBe(crypto.createHash('sha256').update(s.e164).digest('hex'));
    }
    expect(subscriberPool(2_000, seededRand(1))).toEqual(pool);
    expect(subscriberPool(2_000, seededRand(2))).not.toEqual(pool);
  });

  it('when the platform covers some cities only, then every caller lives in one of them, in proportion', () => {
    const pool = subscriberPool(5_000, seededRand(4), ['rawalpindi', 'multan']);
    const at = (city: string) => pool.filter((s) => s.city === city).length;
    expect(at('rawalpindi') + at('multan')).toBe(5_000);
    const [r, m] = ['rawalpindi', 'multan'].map((id) => CITIES.find((c) => c.id === id)!.audience.total);
    expect(Math.abs(share(at('rawalpindi'), 5_000) - r / (r + m))).toBeLessThan(0.03);
  });

  it('when a pool is drawn, then cities follow the reference audience and every caller is a valid decision query', () => {
    const pool = subscriberPool(20_000, seededRand(3));
    const total = CITIES.reduce((s, c) => s + c.audience.total, 0);
    const biggest = [...CITIES].sort((a, b) => b.audience.total - a.audience.total)[0];
    const drawn = pool.filter((s) => s.city === biggest.id).length;
    expect(Math.abs(share(drawn, pool.length) - share(biggest.audience.total, total))).toBeLessThan(0.015);
    const inBiggest = pool.filter((s) => s.city === biggest.id);
    const female = inBiggest.filter((s) => s.gender === 'female').length;
    const expected = share(biggest.audience.gender.female, biggest.audience.total);
    expect(Math.abs(share(female, inBiggest.length) - expected)).toBeLessThan(0.03);
    for (const s of pool.slice(0, 200)) {
      const q = Object.fromEntries(new URL(decisionUrl('http://x', s, 'call-1')).searchParams);
      expect(DecisionQuery.safeParse(q).success).toBe(true);
    }
  });
});

describe('traffic generator: drop-off', () => {
  const plans = (() => {
    const rand = seededRand(11);
    return Array.from({ length: 100_000 }, () => planPlay(rand));
  })();

  it('when many plays are planned, then each event is reached by its share of impressions', () => {
    for (const q of QUARTILES) {
      const reached = plans.filter((p) => p.events.some((e) => e.event === q.event)).length;
      const expected = DEFAULT_DROP_OFF.reach[q.event] * (1 - DEFAULT_DROP_OFF.errorRate * (1 - q.at));
      expect(Math.abs(share(reached, plans.length) - expected)).toBeLessThan(0.01);
    }
    const errors = plans.filter((p) => p.error).length;
    expect(Math.abs(share(errors, plans.length) - DEFAULT_DROP_OFF.errorRate)).toBeLessThan(0.002);
  });

  it('when a play reaches an event, then it reached every earlier one, in order, and an error ends it', () => {
    const order = QUARTILES.map((q) => q.event).join(',');
    const broken = plans.filter(
      (p) =>
        !order.startsWith(p.events.map((e) => e.event).join(',')) ||
        (p.error && p.events.some((e) => e.at > p.error!.at)),
    );
    expect(broken).toEqual([]);
    expect(plans.some((p) => p.error && p.events.length > 0 && p.events.length < QUARTILES.length)).toBe(true);
  });
});

describe('traffic generator: settings', () => {
  it('when the environment is empty, then it runs at 2 calls/s; hostile values are refused naming the key', () => {
    expect(TrafficEnv.parse({})).toMatchObject({ TRAFFIC_CALLS_PER_S: 2, TRAFFIC_TIME_SCALE: 10 });
    expect(TrafficEnv.parse({ TRAFFIC_CALLS_PER_S: '0' }).TRAFFIC_CALLS_PER_S).toBe(0);
    const bad = TrafficEnv.safeParse({ TRAFFIC_CALLS_PER_S: '-1', TRAFFIC_BASE_URL: 'not a url' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['TRAFFIC_BASE_URL', 'TRAFFIC_CALLS_PER_S']);
  });
});
