import http from 'node:http';
import { createLogger } from '@rbt/service-kit';
import { stackEnv, uniqueName, dropDatabase } from '@rbt/test-kit';
import { readConfig } from '../src/config';
import { start } from '../src/server';
import { newKey } from '../src/platforms/platform-keys';

// autocannon ships no types; the part used here.
interface Result {
  latency: { p50: number; p99: number; p99_9?: number; max: number };
  requests: { total: number };
  non2xx: number;
  errors: number;
}
const autocannon: (o: Record<string, unknown>) => Promise<Result> = require('autocannon');

/**
 * The gateway's own cost on /rtb/v1/decisions at a fixed rate (default 1,000/s for 10 s): a valid platform key,
 * an upstream that answers an empty VAST at once. Gateway, upstream and load generator share one process (rough,
 * pessimistic); the lead's bench runs them apart. `npx tsx gateway/bench/rtb-bench.ts`
 */
async function main() {
  const rate = Number(process.env.RATE ?? 1000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const upstream = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/xml' }).end('<VAST version="4.1"/>'),
  );
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  const env = stackEnv();
  const config = readConfig({
    PORT: '0',
    MONGO_URL: env.MONGO_URL,
    REDIS_URL: env.REDIS_URL,
    KAFKA_BROKERS: env.KAFKA_BROKERS.join(','),
    MONGO_DB: uniqueName('rtb_bench'),
    REDIS_KEY_PREFIX: `${uniqueName('rtbbench')}:`,
    INTERNAL_AUTH_SECRET: 'bench-internal-secret-0123456789',
    SESSION_SECRET: 'bench-session-secret-0123456789-abcdef',
    LOG_LEVEL: 'silent',
    CAPACITY_URL: url,
  });
  const gw = await start(config, createLogger('gateway', 'silent'));
  const key = newKey();
  await gw.deps.platforms.create('Bench RBT', rate * 10, key);
  try {
    const r = await autocannon({
      // BENCH_DIRECT=1 measures the bare upstream: the machine's floor to compare with.
      url: `${process.env.BENCH_DIRECT ? url : `http://127.0.0.1:${gw.port}`}/rtb/v1/decisions?sub=${'a'.repeat(64)}`,
      headers: { authorization: `Bearer ${key.secret}` },
      overallRate: rate,
      connections: 50,
      duration: seconds,
    });
    console.log(
      JSON.stringify({
        target: process.env.BENCH_DIRECT ? 'upstream' : 'gateway',
        rate,
        seconds,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
        p50_ms: r.latency.p50,
        p99_ms: r.latency.p99,
        p99_9_ms: r.latency.p99_9,
        max_ms: r.latency.max,
      }),
    );
  } finally {
    await gw.stop();
    upstream.close();
    await dropDatabase(config.MONGO_URL, config.MONGO_DB).catch(() => undefined);
  }
}

void main().then(() => process.exit(0));
