import { signIdentity } from '@rbt/service-kit';
import { DNC_UPLOAD_PATH, karachiClock, SuppressionAudit, SUPPRESSIONS_PATH, SuppressionState } from '@rbt/contracts';
import { admin, advertiser, call, eventually, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { reloadCampaign } from '../src/serving/domain/serving-index-reload-use-case';
import { startTestServer } from './test-server';
import { decisionPath, liveCampaign, platform, subscriber, trackingPaths } from './serving-fixtures';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Two instances on one database and one Redis key prefix, as deployed behind the gateway. */
describe('suppression: opt-outs and the Do-Not-Call register, kept in MongoDB, checked by every decision', () => {
  const servers: Server[] = [];
  const one = () => servers[0] as Server;
  const two = () => servers[1] as Server;
  beforeAll(async () => {
    const first = await startTestServer({ SUPPRESSION_SYNC_MS: '100' });
    const c = first.deps.config;
    const same = {
      MONGO_DB: c.MONGO_DB,
      KAFKA_TOPIC_PREFIX: c.KAFKA_TOPIC_PREFIX,
      SERVING_KEY_PREFIX: c.SERVING_KEY_PREFIX,
      SUPPRESSION_SYNC_MS: '100',
    };
    servers.push(first, await startTestServer(same));
    await liveCampaign(first.deps, 'camp-sup', { freqCapPerDay: 5 }, 100_000, 'multan');
    await reloadCampaign(two().deps, 'camp-sup');
  });
  afterAll(async () => {
    await two().stopKeepingData();
    await one().stop();
  });

  const ask = (s: Server, n: number | string) =>
    call(s.base, 'GET', decisionPath({ sub: subscriber(n), city: 'multan' }), { as: platform() }).then(
      (r) => r.body as string,
    );
  const served = async (n: number | string) => [
    (await ask(one(), n)).includes('<Ad '),
    (await ask(two(), n)).includes('<Ad '),
  ];
  const upload = (text: string, as = admin()) =>
    fetch(`${one().base}${DNC_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...signIdentity(TEST_INTERNAL_SECRET, as) },
      body: text,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }));
  const state = async () =>
    SuppressionState.parse((await call(one().base, 'GET', SUPPRESSIONS_PATH, { as: admin() })).body);
  /** What Redis loses in a flush or a failover to an empty replica: every key of this test's prefix. */
  const loseRedisState = async () => {
    const prefix = one().deps.config.SERVING_KEY_PREFIX;
    await one().deps.redis.eval(
      "for _, k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) end return 0",
      0,
      `${prefix}sup*`,
    );
  };

  it('when a caller presses 9, then neither instance serves them again and the opt-out reaches MongoDB', async () => {
    const t = trackingPaths(await ask(one(), 'p9'));
    expect((await call(two().base, 'GET', t.optout as string)).status).toBe(204);
    expect(await served('p9')).toEqual([false, false]);
    expect(await served('other')).toEqual([true, true]);
    await eventually(async () => ((await state()).optOuts === 1 ? true : undefined));
  });

  it('when Redis loses the suppression state, then nobody is served until it is rebuilt from MongoDB, and the opted-out caller never', async () => {
    // The sync rounds run every 100 ms: between the loss and the rebuild, no answer may carry an ad to p9.
    await loseRedisState();
    const seen: boolean[] = [];
    await eventually(async () => {
      const [p9, other] = await Promise.all([ask(one(), 'p9'), ask(two(), 'other-2')]);
      seen.push(p9.includes('<Ad '));
      return other.includes('<Ad ') ? true : undefined;
    });
    expect(seen.every((s) => !s)).toBe(true);
    expect(await served('p9')).toEqual([false, false]);
  });

  it('when an admin uploads the Do-Not-Call register, then its subscribers are served by no instance, and a new register replaces it', async () => {
    const listed = [subscriber('dnc-1'), subscriber('dnc-2').toUpperCase()];
    const r = await upload(`hash\n${listed.join('\n')}\n\n${subscriber('dnc-3')},extra\n`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ hashes: 3, uploadedBy: 'admin@example.com' });
    expect(await served('dnc-1')).toEqual([false, false]);
    expect(await served('dnc-2')).toEqual([false, false]);
    expect(await served('dnc-3')).toEqual([false, false]);
    expect((await state()).dnc?.listId).toBe(r.body.listId);

    const next = await upload(`${subscriber('dnc-3')}\n${subscriber('p9')}\n`);
    expect(next.status).toBe(200);
    // A sync round's rebuild begun before this upload may still be loading the register it replaced; it starts over
    // on the new one when it sees it (suppression-rebuild.test.ts), and then the old register's callers are served.
    await eventually(async () => ((await served('dnc-1')).every(Boolean) ? true : undefined));
    expect(await served('dnc-3')).toEqual([false, false]);
    // The opt-out outlives a register that also lists the caller, and one that no longer does.
    expect(await served('p9')).toEqual([false, false]);
  });

  it('when a register line is not a hash, then 400 names the line and the register in force is unchanged', async () => {
    const before = await state();
    // A full chunk (10,000 hashes) is loaded before the bad line is read: its marks must be taken off again.
    const bulk = Array.from({ length: 10_000 }, (_, i) => subscriber(`bulk-${i}`));
    const bad = await upload(`${bulk.join('\n')}\nnot-a-hash\n`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^line 10001: Each entry must be the SHA-256/);
    const phone = await upload(`${subscriber('bad-2')}\n+923001234567\n`);
    expect(phone.status).toBe(400);
    expect(phone.body.error.message).toMatch(/^line 2: A phone number is not accepted/);
    expect((await upload('\n\n')).body.error.message).toMatch(/no hashes/);
    expect(await state()).toEqual(before);
    // Nothing of a refused file is in force.
    expect(await served('bulk-0')).toEqual([true, true]);
    expect(await served('bulk-9999')).toEqual([true, true]);
  });

  it('when someone other than an admin asks, then 403 and nothing changes', async () => {
    const before = await state();
    expect((await upload(subscriber('x'), advertiser())).status).toBe(403);
    expect((await upload(subscriber('x'), platform())).status).toBe(403);
    for (const as of [advertiser(), platform()])
      expect((await call(one().base, 'GET', SUPPRESSIONS_PATH, { as })).status).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('when an admin reads the audit, then each Karachi day counts its opt-outs and lists its register uploads', async () => {
    const today = karachiClock(Date.now()).date;
    const bad = await call(one().base, 'GET', `${SUPPRESSIONS_PATH}/audit?from=${today}&to=2020-01-01`, {
      as: admin(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^to:/);
    const r = await call(one().base, 'GET', `${SUPPRESSIONS_PATH}/audit?from=${today}&to=${today}`, { as: admin() });
    const audit = SuppressionAudit.parse(r.body);
    expect(audit.days).toHaveLength(1);
    expect(audit.days[0]?.optOuts).toBe(1);
    expect(audit.days[0]?.dncUploads.map((u) => u.hashes)).toEqual([3, 2]);
  });

  it('when an instance starts on a Redis that holds nothing, then the opt-outs and the register come back from MongoDB', async () => {
    const c = one().deps.config;
    const fresh = await startTestServer({
      MONGO_DB: c.MONGO_DB,
      KAFKA_TOPIC_PREFIX: c.KAFKA_TOPIC_PREFIX,
      SERVING_KEY_PREFIX: `${c.SERVING_KEY_PREFIX}fresh:`,
    });
    try {
      await liveCampaign(fresh.deps, 'camp-sup', { freqCapPerDay: 5 }, 100_000, 'multan');
      const ask3 = (n: string) =>
        call(fresh.base, 'GET', decisionPath({ sub: subscriber(n), city: 'multan' }), { as: platform() }).then((x) =>
          (x.body as string).includes('<Ad '),
        );
      expect(await ask3('p9')).toBe(false);
      expect(await ask3('dnc-3')).toBe(false);
      expect(await ask3('dnc-1')).toBe(true);
    } finally {
      await fresh.stopKeepingData();
    }
  });
});
