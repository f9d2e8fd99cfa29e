/**
 * How fast one svc-campaigns instance counts plays into analytics (`npm run bench -w svc-campaigns`): N plays (and
 * their quartiles when LISTEN=1) of CAMPAIGNS paid campaigns over CELLS cells each are put on delivery.v1 while the
 * service is stopped, then it starts and catches up. From the first play counted to the last: plays counted per
 * second, and CPU per play of the service's process (steadier than the wall time on a shared machine) and of the
 * local MongoDB, Redis and Kafka (the servers listening on their ports, when `ss` can tell).
 * Run: N=20000 CAMPAIGNS=3 npm run bench -w svc-campaigns
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createLogger, EventBus } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { stackEnv } from '@rbt/test-kit';
import { startWithPricing } from '../test/with-pricing';
import { startTestServer } from '../test/test-server';
import { alice, fullDraft, paid } from '../test/fixtures';

const N = Number(process.env.N ?? 20_000);
const CAMPAIGNS = Number(process.env.CAMPAIGNS ?? 3);
const CELLS = Number(process.env.CELLS ?? 4);
const LISTEN = process.env.LISTEN === '1';
const QUARTILES = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;

/** CPU seconds so far of the process listening on a local port (undefined when it cannot be told). */
function serverCpu(port: number): number | undefined {
  try {
    const pid = /pid=(\d+)/.exec(execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }))?.[1];
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return undefined;
  }
}
const port = (url: string, fallback: number) => Number(/:(\d+)(\/|$)/.exec(url)?.[1] ?? fallback);

function playsOf(ids: string[]) {
  return Array.from({ length: N }, (_, i) => {
    const campaignId = ids[i % ids.length]!;
    const cell = Math.floor(i / ids.length) % CELLS;
    const at = { date: '2030-01-10', city: cell % 2 ? 'karachi' : 'lahore', timeSlot: `${10 + cell}-${11 + cell}` };
    const d = { adServingId: crypto.randomUUID(), campaignId, platformId: 'bench', ...at };
    const subscriberHash = crypto
      .createHash('sha256')
      .update(`+9239${i % 5000}`)
      .digest('hex');
    const played = makeEvent('delivery', 'ad.played', campaignId, {
      ...d,
      subscriberHash,
      pricePerPlayPkr: 10,
      playedAt: new Date().toISOString(),
    });
    const at2 = new Date().toISOString();
    const heard = LISTEN
      ? QUARTILES.map((event) => makeEvent('delivery', 'ad.progressed', campaignId, { ...d, event, at: at2 }))
      : [];
    return [played, ...heard];
  }).flat();
}

async function main() {
  const first = await startWithPricing();
  const ids: string[] = [];
  // A guarantee well above the plays the bench sends, so no campaign completes half way through it, and small
  // enough that every campaign's submit fits the forecast supply of its hours (else 409 not_feasible).
  for (let c = 0; c < CAMPAIGNS; c++) ids.push(await paid(first.base, alice, fullDraft({ budget: 250_000 })));
  const { MONGO_DB, KAFKA_TOPIC_PREFIX, PRICING_URL } = first.deps.config;
  await first.stopKeepingData();
  const env = stackEnv();
  const logger = createLogger('bench', 'silent');
  const bus = new EventBus({ brokers: env.KAFKA_BROKERS, clientId: 'bench', logger, topicPrefix: KAFKA_TOPIC_PREFIX });
  const events = playsOf(ids);
  for (let i = 0; i < events.length; i += 1000) await bus.publish('delivery', events.slice(i, i + 1000));
  await bus.disconnect();

  const s = await startTestServer({ MONGO_DB, KAFKA_TOPIC_PREFIX, PRICING_URL });
  const counted = async () => (await s.deps.analytics.find(ids)).reduce((n, c) => n + c.impressions, 0);
  const servers = { mongo: port(env.MONGO_URL, 27017), redis: port(env.REDIS_URL, 6379), kafka: 9092 };
  const sample = () => ({
    at: Date.now(),
    cpu: process.cpuUsage(),
    servers: Object.fromEntries(Object.entries(servers).map(([k, p]) => [k, serverCpu(p)])),
  });
  let n0 = 0;
  while ((n0 = await counted()) === 0) await new Promise((r) => setTimeout(r, 20));
  const start = sample();
  while ((await counted()) < N) await new Promise((r) => setTimeout(r, 50));
  const end = sample();
  const plays = N - n0;
  const cpu = process.cpuUsage(start.cpu);
  const perPlayUs = (sec: number | undefined) => (sec === undefined ? null : Math.round((sec * 1e6) / plays));
  console.log(
    JSON.stringify({
      plays: N,
      eventsOnTopic: events.length,
      measuredPlays: plays,
      campaigns: CAMPAIGNS,
      cellsPerCampaign: CELLS,
      partitions: s.deps.bus.partitionsOf('delivery'),
      seconds: (end.at - start.at) / 1000,
      playsPerSecond: Math.round((plays * 1000) / (end.at - start.at)),
      cpuMsPerPlay: Math.round(((cpu.user + cpu.system) / 1000 / plays) * 1000) / 1000,
      serverCpuUsPerPlay: Object.fromEntries(
        Object.keys(servers).map((k) => {
          const a = start.servers[k];
          const b = end.servers[k];
          return [k, a === undefined || b === undefined ? null : perPlayUs(b - a)];
        }),
      ),
      load: fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    }),
  );
  await s.stop();
  // All of the first start, not only svc-pricing: svc-media, svc-capacity and its payment stand-ins listen until
  // stopped (stopKeepingData above ended svc-campaigns alone), and kept the bench from exiting after its result.
  await first.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
