import { createLogger } from '@rbt/service-kit';
import { servingDecisions } from '../src/metrics';
import { readConfig } from '../src/config';
import { start } from '../src/server';
import { liveCampaign } from '../test/serving-fixtures';

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
      // The kit's connection: the serving one would time out on a KEYS scan.
      await s.deps.redis.eval(
        "for _, k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) end return 0",
        0,
        `${config.SERVING_KEY_PREFIX}*`,
      );
      await s.stop();
      process.exit(0);
    }
  });
}

void main();
