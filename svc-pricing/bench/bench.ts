import { createLogger, signIdentity } from '@rbt/service-kit';
import { readConfig } from '../src/config';
import { start } from '../src/server';
import { benchEngine } from './engine-bench';

// autocannon ships no types; this is the part of its API the bench uses.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  non2xx: number;
  timeouts: number;
}
const autocannon: (o: Record<string, unknown>) => Promise<AutocannonResult> = require('autocannon');

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const body = JSON.stringify({
  audience: { cities: ['karachi', 'lahore', 'multan'], gender: 'female', valueTier: 'gold', deviceType: 'smartphone' },
  schedule: {
    startDate: '2026-12-01',
    endDate: '2026-12-14',
    daysOfWeek: [],
    timeSlots: ['09-10', '19-20', '20-21'],
    timezone: 'Asia/Karachi',
    pacing: 'even',
  },
  controls: { freqCapPerDay: 3 },
  goal: { type: 'budget', amountPkr: null, targetImpressions: null },
});

async function load(label: string, url: string, headers: Record<string, string>) {
  const r = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  const row = {
    label,
    reqPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
  };
  console.log(JSON.stringify(row));
  return row;
}

async function main() {
  const engine = benchEngine();
  const os = await import('node:os');
  console.log(
    JSON.stringify({
      label: 'engine (one process)',
      estimateQuotesPerSec: engine.estimates,
      priceQuotesPerSec: engine.prices,
      loadAverage1m: os.loadavg()[0].toFixed(2),
    }),
  );

  const base = readConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'silent', CACHE_PREFIX: `bench-${Date.now()}:` });
  // Identity signatures are valid for 60 s; each load run is shorter, so signing once per run is enough.
  const identity = () => signIdentity(base.INTERNAL_AUTH_SECRET, { id: 'bench', role: 'service', email: '' });
  const cached = await start(base, createLogger('svc-pricing', 'silent'));
  const direct = await load('direct, Redis cache hits', `http://127.0.0.1:${cached.port}/api/estimate`, identity());
  await cached.stop();
  const uncached = await start({ ...base, ESTIMATE_CACHE_TTL_MS: 0 }, createLogger('svc-pricing', 'silent'));
  await load('direct, cache off (engine every time)', `http://127.0.0.1:${uncached.port}/api/estimate`, identity());
  await uncached.stop();

  const gateway = process.env.GATEWAY_URL;
  if (gateway) {
    // The gateway authenticates a browser session: GATEWAY_COOKIE carries one, GATEWAY_HEADERS (JSON) any
    // further headers the gateway wants on a POST (for example a CSRF header). The lead wires these up.
    const headers: Record<string, string> = { ...JSON.parse(process.env.GATEWAY_HEADERS ?? '{}') };
    if (process.env.GATEWAY_COOKIE) headers.cookie = process.env.GATEWAY_COOKIE;
    const through = await load('through the gateway', `${gateway.replace(/\/$/, '')}/api/estimate`, headers);
    console.log(
      JSON.stringify({ gatewayToDirectThroughput: Number((through.reqPerSec / direct.reqPerSec).toFixed(2)) }),
    );
  } else {
    console.log('GATEWAY_URL not set: the through-the-gateway run was skipped');
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
