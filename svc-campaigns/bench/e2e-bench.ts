/**
 * The play path end to end on several instances (`npm run bench:e2e -w svc-campaigns`): RATE calls a second for
 * SECONDS through 2 gateways in front of 2 instances of each service, each call a decision and its impression; then
 * how fresh analytics was (impression's 204 → visible in the cells), plays lost or counted twice, and CPU per play of
 * each hop (its instances' process groups' CPU over the run ÷ plays, and the same above the CPU they burn idle).
 * Logs: .local/logs/bench_e2e_*. Not in `npm run bench`: ten processes and minutes on a 2-core box.
 * Run, with the local stack up: RATE=1000 SECONDS=60 npm run bench:e2e -w svc-campaigns
 */
import os from 'node:os';
import { Kafka, logLevel } from 'kafkajs';
import { TOPICS } from '@rbt/contracts';
import { connectMongo } from '@rbt/service-kit';
import { startFleet } from '../../libs/local-stack/src/scale/fleet';
import { seedLiveCampaigns } from '../../libs/local-stack/src/scale/seed';
import { startPlayer } from '../../libs/local-stack/src/scale/player';
import { watchFreshness } from '../../libs/local-stack/src/scale/freshness';
import { analyticsRepository } from '../src/analytics/data-access/analytics-repository';

const RATE = Number(process.env.RATE ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 60);
const EACH = Number(process.env.INSTANCES ?? 2);
const CAMPAIGNS = 12;
const IDLE_S = 10;
const SERVING_TIMEOUT_MS = Number(process.env.SERVING_REDIS_TIMEOUT_MS ?? 250);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (l: string) => console.error(`[e2e ${new Date().toISOString().slice(11, 19)}] ${l}`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const run = `bench_e2e_${Date.now().toString(36)}_`;
  const ids = Array.from({ length: CAMPAIGNS }, (_, i) => `camp-e2e-${i}-${run}`);
  const mongoUrl = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}; load average before ${load()}`);
  await seedLiveCampaigns({ mongoUrl, run, campaignIds: ids, bookedPerCell: 10_000_000, pricePerPlayPkr: 2 });
  say(`starting ${EACH} instances of each service and of the gateway (${run})`);
  const fleet = await startFleet({
    run,
    instances: { campaigns: EACH, capacity: EACH, pricing: EACH, media: EACH, gateway: EACH },
    // Production's 50 ms budget for a decision's Redis call turns calls empty when the shared box runs at load
    // 10-20 (Redis itself waits for a core); the figure is the run's, recorded with it.
    env: { SERVING_REDIS_TIMEOUT_MS: String(SERVING_TIMEOUT_MS) },
  });
  const mongo = await connectMongo(mongoUrl, `${run}rbt_campaigns`);
  const analytics = analyticsRepository(mongo);
  const counted = async () => {
    const m = new Map<string, number>();
    for (const c of await analytics.find(ids)) m.set(c.campaignId, (m.get(c.campaignId) ?? 0) + c.impressions);
    return m;
  };
  const total = async () => [...(await counted()).values()].reduce((a, b) => a + b, 0);
  try {
    say('warm-up: 5 s at 100 calls/s');
    const warm = startPlayer({ url: fleet.url, key: fleet.platformKey, ratePerS: 100 });
    await sleep(5000);
    await warm.stop();
    while ((await total()) < warm.stats.accepted) await sleep(200);
    // CPU the fleet burns with no call (consumers' fetches, relays' and jobs' timers): subtracted per second below,
    // so what is left is the CPU the plays cost.
    const idle0 = fleet.cpu();
    await sleep(IDLE_S * 1000);
    const idle1 = fleet.cpu();
    const base = await counted();
    const cpu0 = fleet.cpu();
    const t0 = Date.now();
    const freshness = watchFreshness(async () => {
      const now = await counted();
      return new Map(ids.map((id) => [id, (now.get(id) ?? 0) - (base.get(id) ?? 0)]));
    });
    say(`run: ${RATE} calls/s for ${SECONDS} s`);
    const player = startPlayer({ url: fleet.url, key: fleet.platformKey, ratePerS: RATE });
    await sleep(SECONDS * 1000);
    await player.stop();
    const loadAtEnd = load();
    const want = warm.stats.accepted + player.stats.accepted;
    const until = Date.now() + 120_000;
    while ((await total()) < want && Date.now() < until) await sleep(200);
    await sleep(3000); // a late double count would show here
    await freshness.stop();
    const cpu1 = fleet.cpu();
    const elapsedS = (Date.now() - t0) / 1000;
    const now = await counted();
    const byCampaign = new Map<string, number>();
    for (const a of player.acks) byCampaign.set(a.campaignId, (byCampaign.get(a.campaignId) ?? 0) + 1);
    let lost = 0;
    let double = 0;
    for (const id of ids) {
      const diff = (now.get(id) ?? 0) - (base.get(id) ?? 0) - (byCampaign.get(id) ?? 0);
      if (diff < 0) lost -= diff;
      else double += diff;
    }
    const campaigns = await mongo
      .collection('campaigns')
      .find({ _id: { $in: ids as never[] } })
      .toArray();
    const inFigures = campaigns.reduce((n, c) => n + c.delivery.impressions, 0);
    const kafka = new Kafka({ brokers: fleet.env.KAFKA_BROKERS!.split(','), logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    await admin.connect();
    const offsets = await admin.fetchTopicOffsets(`${run}.${TOPICS.delivery}`);
    await admin.disconnect();
    const messages = offsets.reduce((n, o) => n + Number(o.high), 0);
    const plays = player.stats.accepted;
    const cpuPerPlayUs: Record<string, number> = {};
    const marginalUs: Record<string, number> = {};
    for (const [name, s] of Object.entries(cpu1)) {
      const role = name.replace(/-\d+$/, '');
      const used = s - (cpu0[name] ?? 0);
      const idle = (((idle1[name] ?? 0) - (idle0[name] ?? 0)) / IDLE_S) * elapsedS;
      cpuPerPlayUs[role] = (cpuPerPlayUs[role] ?? 0) + (used * 1e6) / Math.max(1, plays);
      marginalUs[role] = (marginalUs[role] ?? 0) + (Math.max(0, used - idle) * 1e6) / Math.max(1, plays);
    }
    const round = (o: Record<string, number>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v)]));
    const result = {
      rate: RATE,
      servingRedisTimeoutMs: SERVING_TIMEOUT_MS,
      seconds: SECONDS,
      instancesEach: EACH,
      player: player.stats,
      playsPerS: Math.round(plays / SECONDS),
      freshness: freshness.report(player.acks),
      lost,
      double,
      campaignFiguresMatch: inFigures === warm.stats.accepted + plays,
      deliveryMessagesPerPlay: +(messages / Math.max(1, want)).toFixed(2),
      cpuPerPlayUs: round(cpuPerPlayUs),
      cpuPerPlayAboveIdleUs: round(marginalUs),
      idleMillicoresPerInstance: round(
        Object.fromEntries(Object.entries(idle1).map(([n, v]) => [n, ((v - (idle0[n] ?? 0)) / IDLE_S) * 1000])),
      ),
      deadLetters: await mongo.collection('dead_letters').countDocuments(),
      loadAverage: { atEnd: loadAtEnd, after: load() },
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await fleet.stop();
    for (const db of ['campaigns', 'capacity', 'pricing', 'media', 'accounts'])
      await mongo.useDb(`${run}rbt_${db}`).dropDatabase();
    await mongo.close();
  }
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
