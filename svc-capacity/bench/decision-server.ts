import crypto from 'node:crypto';
import { dropDatabase } from '@rbt/test-kit';
import { createLogger, createRedis, masters } from '@rbt/service-kit';
import { servingDecisions } from '../src/metrics';
import { readConfig } from '../src/config';
import { start } from '../src/server';
import { liveCampaign } from '../test/serving-fixtures';
import { uploadDnc } from '../src/serving/domain/dnc-upload-use-case';

/** A Do-Not-Call register of `n` hashes, none of them a bench subscriber (`+92300…`), so every call does the same work. */
async function* register(n: number) {
  for (let i = 0; i < n; i += 1) yield crypto.createHash('sha256').update(`+92310${i}`).digest('hex');
}

/**
 * The decision service under bench, in a process of its own so its CPU is measured apart from the load generator:
 * 20 live campaigns in Karachi's current hour (some targeted), caps on. Answers 'cpu' with process.cpuUsage().
 * Node runs JavaScript on one core; the two-instance run forks it twice, as a deployment runs one per core.
 */
async function main() {
  // A second instance (BENCH_STAMP of the first) shares the first one's database and Redis keys and seeds nothing.
  const stamp = process.env.BENCH_STAMP ?? Date.now().toString(36);
  const config = readConfig({
    ...process.env,
    RBT_LOCAL_STACK: 'true',
    PORT: '0',
    LOG_LEVEL: 'silent',
    MONGO_DB: `bench_decisions_${stamp}`,
    KAFKA_TOPIC_PREFIX: `bench-decisions-${stamp}.`,
    SERVING_KEY_PREFIX: `bench-decisions-${stamp}:`,
  });
  const s = await start(config, createLogger('svc-capacity', 'silent'));
  for (let i = 0; i < (process.env.BENCH_STAMP ? 0 : 20); i += 1) {
    const over = i % 4 === 1 ? { gender: 'female' as const } : i % 4 === 2 ? { valueTier: 'gold' as const } : {};
    await liveCampaign(s.deps, `bench-${i}`, { freqCapPerDay: 5, ...over }, 50_000_000);
  }
  const dnc = Number(process.env.BENCH_DNC ?? 1_000_000);
  if (dnc > 0 && !process.env.BENCH_STAMP) {
    const t0 = Date.now();
    await uploadDnc(s.deps.suppression, register(dnc), 'bench', Date.now());
    console.log(`Do-Not-Call register of ${dnc.toLocaleString('en-US')} hashes loaded in ${Date.now() - t0} ms`);
  }
  process.send?.({ port: s.port, secret: config.INTERNAL_AUTH_SECRET, stamp });
  process.on('message', async (m: string) => {
    if (m === 'cpu') {
      const outcomes = Object.fromEntries(
        (await servingDecisions.get()).values.map((v) => [v.labels.outcome, v.value]),
      );
      process.send?.({ cpu: { ...process.cpuUsage(), outcomes } });
    }
    if (m === 'stop' && process.env.BENCH_STAMP) {
      await s.stop();
      process.exit(0);
    }
    if (m === 'stop') {
      // Stopped first: its suppression sync would rebuild the keys being deleted. Then a scan in steps: a million
      // register keys deleted in one script would block the shared Redis for everyone else.
      await s.stop();
      const redis = createRedis(config.REDIS_URL, config.REDIS_CLUSTER_NODES);
      // On a Cluster each master is scanned, and its keys unlinked one slot at a time.
      for (const node of masters(redis)) {
        let cursor = '0';
        do {
          const [next, keys] = await node.scan(cursor, 'MATCH', `${config.SERVING_KEY_PREFIX}*`, 'COUNT', 5000);
          cursor = next;
          if (keys.length > 0 && node === redis) await redis.unlink(...keys);
          else if (keys.length > 0) await Promise.all(keys.map((k) => node.unlink(k)));
        } while (cursor !== '0');
      }
      await redis.quit();
      await dropDatabase(config.MONGO_URL, config.MONGO_DB);
      process.exit(0);
    }
  });
}

void main();
