import { call, eventually } from '@rbt/test-kit';
import { reloadCampaign } from '../src/serving/domain/serving-index-reload-use-case';
import { reserveOrReleaseOnStatusChanged } from '../src/inventory/entry-points/kafka/subscribers';
import { metricsText } from '@rbt/service-kit';
import { startTestServer } from './test-server';
import { statusChanged } from './fixtures';
import { decisionPath, liveCampaign, platform, spec, subscriber, trackingPaths } from './serving-fixtures';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('decision service over several instances on one Redis', () => {
  const servers: Server[] = [];
  beforeAll(async () => {
    const first = await startTestServer();
    const c = first.deps.config;
    const same = {
      MONGO_DB: c.MONGO_DB,
      KAFKA_TOPIC_PREFIX: c.KAFKA_TOPIC_PREFIX,
      SERVING_KEY_PREFIX: c.SERVING_KEY_PREFIX,
    };
    servers.push(first, await startTestServer(same), await startTestServer(same));
  });
  afterAll(async () => {
    for (const s of servers.slice(1).reverse()) await s.stopKeepingData();
    await servers[0]?.stop();
  });
  const live = async (id: string, over = {}, booked = 10_000, city = 'karachi') => {
    await liveCampaign((servers[0] as Server).deps, id, over, booked, city);
    for (const s of servers.slice(1)) await reloadCampaign(s.deps, id);
  };
  const ask = (s: Server, sub: string, city = 'karachi') =>
    call(s.base, 'GET', decisionPath({ sub, city }), { as: platform() }).then((r) => r.body as string);

  it('when 64 calls for one subscriber race over 3 instances, then exactly freqCapPerDay ads are played', async () => {
    await live('camp-cap', { freqCapPerDay: 3 });
    const sub = subscriber('cap');
    const answers = await Promise.all(Array.from({ length: 64 }, (_, i) => ask(servers[i % 3] as Server, sub)));
    const ads = answers.filter((a) => a.includes('<Ad '));
    expect(ads).toHaveLength(3);
    for (const a of ads)
      expect((await call((servers[1] as Server).base, 'GET', trackingPaths(a).impression as string)).status).toBe(204);
    // Counted plays keep the cap for the rest of the day.
    const later = await Promise.all(servers.map((s) => ask(s, sub)));
    expect(later.filter((a) => a.includes('<Ad '))).toHaveLength(0);
  });

  it('when a campaign is paused on one instance, then every other instance stops deciding for it within 1 s', async () => {
    await live('camp-p', {}, 10_000, 'multan');
    const b = servers[2] as Server;
    expect(await ask(b, subscriber('p1'), 'multan')).toContain('<Ad ');
    const booking = {
      cities: ['multan'],
      startDate: null,
      endDate: null,
      timeSlots: [],
      expectedImpressions: 0,
      serving: spec(),
    };
    await reserveOrReleaseOnStatusChanged((servers[0] as Server).deps)(
      statusChanged('camp-p', 'live', 'paused', booking),
    );
    let n = 0;
    const stopped = await eventually(
      async () => ((await ask(b, subscriber(`p-${(n += 1)}`), 'multan')).includes('<Ad ') ? undefined : true),
      1000,
      20,
    );
    expect(stopped).toBe(true);
  });

  it('when Redis does not answer an instance, then it answers the empty VAST and meters it, never an ad', async () => {
    await live('camp-down', {}, 10_000, 'quetta');
    const s = servers[1] as Server;
    s.deps.serving.redis.disconnect();
    const body = await ask(s, subscriber('down'), 'quetta');
    expect(body).toMatch(/<VAST version="4.1"[^>]*\/>$/);
    expect((await metricsText()).body).toMatch(/serving_decisions_total\{outcome="redis_unavailable"\} [1-9]/);
  });
});
