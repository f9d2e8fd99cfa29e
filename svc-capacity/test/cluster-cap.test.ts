import { karachiClock } from '@rbt/contracts';
import { call } from '@rbt/test-kit';
import type { RedisCluster } from '../../libs/local-stack/src/redis-cluster';
import { decisionPath, platform, subscriber, trackingPaths } from './serving-fixtures';
import { ask, clusterServers, lateInHour, liveEverywhere, stopAll, tally, type Server } from './cluster-fixtures';

describe('serving on a Redis Cluster (3 masters, 3 replicas) from 3 instances', () => {
  let cluster: RedisCluster;
  let servers: Server[] = [];
  beforeAll(async () => {
    ({ cluster, servers } = await clusterServers(3));
  }, 90_000);
  afterAll(() => stopAll({ cluster, servers }), 120_000);
  const on = (i: number) => servers[i % servers.length] as Server;

  it('when 64 calls for one subscriber race over 3 instances, then exactly freqCapPerDay ads are played', async () => {
    await liveEverywhere(servers, 'cl-cap', { freqCapPerDay: 3 }, 10_000, 'karachi');
    const sub = subscriber('cl-cap');
    const askHttp = (s: Server) =>
      call(s.base, 'GET', decisionPath({ sub, city: 'karachi' }), { as: platform() }).then((r) => r.body as string);
    const answers = await Promise.all(Array.from({ length: 64 }, (_, i) => askHttp(on(i))));
    const ads = answers.filter((a) => a.includes('<Ad '));
    expect(ads).toHaveLength(3);
    for (const a of ads)
      expect((await call(on(1).base, 'GET', trackingPaths(a).impression as string)).status).toBe(204);
    const later = await Promise.all(servers.map(askHttp));
    expect(later.filter((a) => a.includes('<Ad '))).toHaveLength(0);
  });

  it('when 3,000 decisions over 100 subscribers fire their impressions, then 0 plays exceed the cap and every cap is filled', async () => {
    await liveEverywhere(servers, 'cl-a', { freqCapPerDay: 3 }, 1_000_000, 'lahore');
    await liveEverywhere(servers, 'cl-b', { freqCapPerDay: 2 }, 1_000_000, 'lahore');
    const subs = Array.from({ length: 100 }, (_, i) => subscriber(`cl-load-${i}`));
    const t = tally();
    let next = 0;
    let uncounted = 0;
    const worker = async () => {
      while (next < 3000) {
        const n = (next += 1);
        const sub = subs[n % subs.length] as string;
        const d = await ask(on(n).deps, sub, 'lahore', Date.now());
        if (!d) continue;
        t.add(sub, d.campaign);
        if ((await on(n + 1).deps.serving.track(d.id, 'impression', new Date())) !== 'counted') uncounted += 1;
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));
    expect(t.over((c) => (c === 'cl-a' ? 3 : 2))).toEqual([]);
    expect(uncounted).toBe(0);
    // Each subscriber asked 30 times: both caps are filled exactly, 5 plays per subscriber.
    expect(t.of('cl-a') + t.of('cl-b')).toBe(500);
  }, 120_000);

  it('when calls race for a cell that fills, then it is never oversold and the refused subscribers get it once it is topped up', async () => {
    const at = lateInHour();
    await liveEverywhere(servers, 'cl-fill', { freqCapPerDay: 1 }, 30, 'multan', at);
    const subs = Array.from({ length: 90 }, (_, i) => subscriber(`cl-fill-${i}`));
    const t = tally();
    const round = () =>
      Promise.all(
        subs.map(async (sub, i) => {
          const d = await ask(on(i).deps, sub, 'multan', at);
          if (d) t.add(sub, d.campaign);
        }),
      );
    await round();
    expect(t.of('cl-fill')).toBe(30);
    const clock = karachiClock(at);
    expect(await on(0).deps.serving.used('cl-fill', `${clock.date}|multan|${clock.slot}`, at)).toBe(30);
    // More plays booked in the same hour: a subscriber the full cell refused holds no reservation of it any more.
    await liveEverywhere(servers, 'cl-fill', { freqCapPerDay: 1 }, 200, 'multan', at);
    await round();
    expect(t.over(() => 1)).toEqual([]);
    expect(t.of('cl-fill')).toBe(90);
  }, 60_000);
});
