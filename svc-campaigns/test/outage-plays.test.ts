import crypto from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { AnalyticsResponse, karachiClock, ServingSpec, TOPICS } from '@rbt/contracts';
import { call, eventually, stackEnv, uniqueName } from '@rbt/test-kit';
import type { Caller } from '@rbt/service-kit';
import { startTestServer, CampaignsTestServer } from './test-server';
import { startWithPricing, WithPricing } from './with-pricing';
import { startTestServer as startCapacity } from '../../svc-capacity/test/test-server';
import { consumerCaughtUp } from '@rbt/test-kit/src/consumer-caught-up';
import { alice, fullDraft, paid } from './fixtures';

/** The figure: svc-campaigns is away for a minute while calls keep ringing. */
const OUTAGE_MS = 60_000;
const CALL_EVERY_MS = 100;
const platform: Caller = { id: 'plat-outage', role: 'platform', email: 'platform:plat-outage' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Karachi date and hour slot of a moment (capacity's cell of a play). */
function karachiCell(ms: number) {
  const { date, slot } = karachiClock(ms);
  return { date, city: 'karachi', timeSlot: slot };
}

/**
 * Bad input and faults, end to end with real servers: svc-capacity decides and counts plays through its
 * HTTP API the whole time; svc-campaigns is stopped for 60 s in the middle, and when it starts again its consumer is
 * sent back to the start of delivery.v1 (as after a crash before it committed), so every play arrives again.
 */
describe('svc-campaigns down for 60 s while plays continue', () => {
  let cap: Awaited<ReturnType<typeof startCapacity>>;
  /** The first svc-campaigns with its svc-pricing, which serves the whole file (its stop() ends both). */
  let first: WithPricing;
  let s: CampaignsTestServer;
  let id: string;
  beforeAll(async () => {
    // One topic prefix for both services, so svc-campaigns consumes the plays capacity publishes.
    const prefix = `${uniqueName('outage')}.`;
    [cap, first] = await Promise.all([
      startCapacity({ KAFKA_TOPIC_PREFIX: prefix }),
      startWithPricing({ KAFKA_TOPIC_PREFIX: prefix }),
    ]);
    s = first;
    const today = karachiCell(Date.now()).date;
    const endDate = karachiCell(Date.now() + 2 * 86_400_000).date;
    const draft = { name: 'Outage Eid', cities: ['karachi'], startDate: today, endDate, daysOfWeek: [] };
    id = await paid(s.base, alice, fullDraft(draft));
    // Give capacity's consumer the paid campaign's status changes first: they would release a booking of its id.
    // Until its group has committed the topic's end (a poll, where a fixed 3 s wait used to guess).
    await consumerCaughtUp(prefix + TOPICS.campaigns, `${prefix}svc-capacity`, async () => {
      await s.deps.relay.runOnce();
      return (await s.deps.campaigns.outbox.pending(1)).length > 0;
    });
    // Booked in this hour and the next (a run may cross the hour), as capacity stores an approved, live campaign.
    const cells = [0, 3_600_000].map((ahead) => ({ ...karachiCell(Date.now() + ahead), n: 1_000_000 }));
    await cap.deps.reservations.save({ _id: id, state: 'reserved', cells, impressions: 2_000_000, shortSlots: [] });
    const q = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.quote;
    const spec = { audio: { id: 'aud-outage', durationSec: 20 }, pricePerPlayPkr: q.totalCost / q.estImpressions };
    await cap.deps.reservations.setCampaignStatus(id, 'live', ServingSpec.parse(spec));
    await cap.deps.redis.publish(`${cap.deps.config.SERVING_KEY_PREFIX}invalidate`, id);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([s === first ? undefined : s?.stop(), cap?.stop()]);
    await first?.stop();
  });

  /** One call: the platform asks for an ad and fires its impression; true when the impression was counted (204). */
  const play = async () => {
    const q = new URLSearchParams({ sub: crypto.randomBytes(32).toString('hex'), city: 'karachi' });
    const d = await call(cap.base, 'GET', `/rtb/v1/decisions?${q}`, { as: platform });
    const m = /<Impression[^>]*><!\[CDATA\[https?:\/\/[^/]+(\/rtb\/v1\/track\/[^\]]+)\]\]>/.exec(d.body as string);
    if (!m) return false;
    // A 503 may come from a count that did run but answered late: the platform retries after Retry-After.
    for (let tries = 1; ; tries += 1) {
      const status = (await call(cap.base, 'GET', m[1] as string)).status;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== 503 || tries === 10) return status === 204;
      await sleep(1000);
    }
  };
  const statuses: Record<number, number> = {};

  it('when it returns, then analytics count every play the tracking accepted exactly once, at the locked price', async () => {
    const counted = { before: 0, during: 0, after: 0, empty: 0 };
    let phase: keyof typeof counted = 'before';
    let running = true;
    const calls = (async () => {
      while (running) {
        const started = Date.now();
        if (await play()) counted[phase] += 1;
        else counted.empty += 1;
        await sleep(Math.max(0, CALL_EVERY_MS - (Date.now() - started)));
      }
    })();
    const analytics = async () =>
      AnalyticsResponse.parse((await call(s.base, 'GET', `/api/analytics?campaignId=${id}`, { as: alice })).body);
    await eventually(async () => ((await analytics()).totals.impressions > 20 ? true : undefined), 60_000);

    await s.stopKeepingData();
    phase = 'during';
    const prefix = s.deps.config.KAFKA_TOPIC_PREFIX;
    const admin = new Kafka({ brokers: stackEnv().KAFKA_BROKERS, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    await sleep(OUTAGE_MS);
    // The group is empty while the service is down: rewind it, so every play already counted is delivered again.
    await admin.resetOffsets({
      groupId: `${prefix}svc-campaigns.delivery`,
      topic: prefix + TOPICS.delivery,
      earliest: true,
    });
    await admin.disconnect();
    s = await startTestServer({
      PRICING_URL: first.pricing.base,
      KAFKA_TOPIC_PREFIX: prefix,
      MONGO_DB: s.deps.config.MONGO_DB,
    });
    phase = 'after';
    await sleep(10_000);
    running = false;
    await calls;

    const accepted = counted.before + counted.during + counted.after;
    let inRedis = 0;
    for (const ahead of [-3_600_000, 0, 3_600_000]) {
      const c = karachiCell(Date.now() + ahead);
      inRedis += await cap.deps.serving.delivered(id, `${c.date}|karachi|${c.timeSlot}`);
    }
    // Capacity's own count of the plays it accepted agrees with the platform's 204s.
    expect(inRedis).toBe(accepted);
    expect(counted.during).toBeGreaterThan(OUTAGE_MS / CALL_EVERY_MS / 4);
    const a = await eventually(async () => {
      const r = await analytics();
      if (r.totals.impressions !== accepted) throw new Error(`${r.totals.impressions} of ${accepted} plays counted`);
      return r;
    }, 120_000);
    // Nothing further arrives late: a second look a few seconds on still counts each play once.
    await sleep(3000);
    const q = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.quote;
    const later = await analytics();
    expect(later.totals.impressions).toBe(accepted);
    expect(later.totals.spendPkr).toBeCloseTo((accepted * q.totalCost) / q.estImpressions, 2);
    expect(later.totals.uniqueReach).toBe(a.totals.uniqueReach);
    console.log(
      `plays: ${JSON.stringify(counted)}; impression answers ${JSON.stringify(statuses)}; ${accepted} in analytics`,
    );
  }, 300_000);
});
