import crypto from 'node:crypto';
import path from 'node:path';
import os from 'node:os';
import { signIdentity } from '@rbt/service-kit';
import { startProcess, stopProcess, waitFor, Managed } from '../../libs/local-stack/src/processes';
import { groupCpuSeconds } from '../../libs/local-stack/src/cpu-time';
import { TEST_PASSWORD } from '../../libs/test-kit/src/test-password';
import { LIFTED_ACCOUNT_RATES } from '../../libs/test-kit/src/lifted-limits';

// autocannon ships no types; this is the part of its API the bench uses.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface Result {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  non2xx: number;
  timeouts: number;
}
const autocannon: (o: Record<string, unknown>) => Promise<Result> = require('autocannon');

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
// Fresh secrets per run: the apps refuse shipped or short ones outside the local stack, and this bench runs on its own.
const SECRET = crypto.randomBytes(32).toString('base64url');
const SESSION_SECRET = crypto.randomBytes(32).toString('base64url');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const [PRICING_PORT, GATEWAY_PORT, PIPE_PORT] = [24002, 28080, 28081];
const body = JSON.stringify({
  audience: { cities: ['karachi', 'lahore', 'multan'], gender: 'female', valueTier: 'gold', deviceType: 'smartphone' },
  schedule: {
    startDate: '2027-01-01',
    endDate: '2027-01-14',
    daysOfWeek: [],
    timeSlots: ['09-10', '19-20', '20-21'],
    timezone: 'Asia/Karachi',
    pacing: 'even',
  },
  controls: { freqCapPerDay: 3 },
  goal: { type: 'budget' },
});

interface Row {
  label: string;
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  non2xx: number;
  calls: number;
  cpuMsPerCall: Record<string, number>;
}

/** One 64-connection run; CPU per call is each watched process group's CPU time over the run ÷ calls answered. */
async function load(
  label: string,
  url: string,
  headers: Record<string, string>,
  watch: Record<string, Managed>,
): Promise<Row> {
  const before = Object.fromEntries(Object.entries(watch).map(([k, m]) => [k, groupCpuSeconds(m.child.pid!)]));
  const r = await autocannon({
    url,
    method: 'POST',
    connections: 64,
    duration: SECONDS,
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  const calls = r.requests.total;
  const cpuMsPerCall = Object.fromEntries(
    Object.entries(watch).map(([k, m]) => [
      k,
      Number((((groupCpuSeconds(m.child.pid!) - before[k]!) * 1000) / Math.max(1, calls)).toFixed(3)),
    ]),
  );
  const row = {
    label,
    reqPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    calls,
    cpuMsPerCall,
  };
  console.log(JSON.stringify(row));
  return row;
}

const up = (url: string) => async () => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/**
 * /api/estimate three ways, each server in its own process, 64 connections: straight at svc-pricing, through a bare
 * keep-alive Node pipe (the ceiling of any Node proxy here), and through the gateway with all it does (session,
 * CSRF and role checks, request id, signed identity, header filtering). Two rounds in alternating order, so drift in
 * the machine's load shows as spread rather than as a bias against one row.
 */
async function main() {
  const env = { INTERNAL_AUTH_SECRET: SECRET, LOG_LEVEL: 'warn', KAFKA_TOPIC_PREFIX: `bench-${Date.now()}.` };
  const procs: Record<string, Managed> = {};
  try {
    procs.pricing = startProcess('bench-pricing', TSX, [path.join(ROOT, 'svc-pricing/src/main.ts')], {
      env: { ...env, PORT: String(PRICING_PORT), MONGO_DB: 'bench_pricing' },
    });
    procs.gateway = startProcess('bench-gateway', TSX, [path.join(ROOT, 'gateway/src/main.ts')], {
      env: {
        ...env,
        PORT: String(GATEWAY_PORT),
        MONGO_DB: 'bench_accounts',
        SESSION_SECRET,
        PRICING_URL: `http://127.0.0.1:${PRICING_PORT}`,
        // One bench user makes every call: the per-account budgets are lifted (still counted) to measure the path.
        ACCOUNT_RATE_LIMITS: LIFTED_ACCOUNT_RATES,
      },
    });
    procs.pipe = startProcess('bench-pipe', TSX, [
      path.join(__dirname, 'bare-pipe.ts'),
      String(PIPE_PORT),
      `http://127.0.0.1:${PRICING_PORT}`,
    ]);
    await waitFor(up(`http://127.0.0.1:${PRICING_PORT}/health`), 'svc-pricing', 60_000, procs.pricing);
    await waitFor(up(`http://127.0.0.1:${GATEWAY_PORT}/mf-manifest.json`), 'gateway', 60_000, procs.gateway);
    await waitFor(up(`http://127.0.0.1:${PIPE_PORT}/health`), 'bare pipe', 60_000, procs.pipe);
    const gw = `http://127.0.0.1:${GATEWAY_PORT}`;
    const email = `bench-${Date.now()}@example.pk`;
    const json = { 'content-type': 'application/json', origin: gw };
    await fetch(`${gw}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: TEST_PASSWORD, firstName: 'Bench' }),
    });
    const signin = await fetch(`${gw}/api/auth/signin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    const cookie = signin.headers.getSetCookie()[0]!.split(';')[0]!;
    console.log(
      JSON.stringify({
        machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
        date: new Date().toISOString(),
        loadAverage1m: os.loadavg()[0]!.toFixed(2),
        seconds: SECONDS,
      }),
    );
    // Signed afresh for each row: a signature older than 60 s is refused (401s would count as non-2xx).
    const identity = () => signIdentity(SECRET, { id: 'bench', role: 'service', email: '' });
    const rows = {
      direct: () =>
        load('svc-pricing direct', `http://127.0.0.1:${PRICING_PORT}/api/estimate`, identity(), {
          pricing: procs.pricing!,
        }),
      pipe: () =>
        load('bare keep-alive pipe', `http://127.0.0.1:${PIPE_PORT}/api/estimate`, identity(), {
          pipe: procs.pipe!,
          pricing: procs.pricing!,
        }),
      gateway: () =>
        load(
          'through the gateway',
          `${gw}/api/estimate`,
          { cookie, origin: gw },
          { gateway: procs.gateway!, pricing: procs.pricing! },
        ),
    };
    for (const order of [
      ['direct', 'pipe', 'gateway'],
      ['gateway', 'pipe', 'direct'],
    ] as const) {
      const got: Partial<Record<keyof typeof rows, Row>> = {};
      for (const name of order) got[name] = await rows[name]();
      console.log(
        JSON.stringify({
          round: order.join(' → '),
          gatewayToPipe: Number((got.gateway!.reqPerSec / got.pipe!.reqPerSec).toFixed(2)),
          gatewayToDirect: Number((got.gateway!.reqPerSec / got.direct!.reqPerSec).toFixed(2)),
          pipeToDirect: Number((got.pipe!.reqPerSec / got.direct!.reqPerSec).toFixed(2)),
        }),
      );
    }
  } finally {
    await Promise.all(Object.values(procs).map((p) => stopProcess(p)));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
