import path from 'node:path';
import os from 'node:os';
import { signIdentity } from '@rbt/service-kit';
import { startProcess, stopProcess, waitFor, Managed } from '../../libs/local-stack/src/processes';

// autocannon ships no types; this is the part of its API the bench uses.
interface Histogram { average: number; p50: number; p99: number }
interface Result { requests: Histogram & { total: number }; latency: Histogram; errors: number; non2xx: number; timeouts: number }
const autocannon: (o: Record<string, unknown>) => Promise<Result> = require('autocannon');

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const SECRET = 'bench-internal-secret-0123456789';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const [PRICING_PORT, GATEWAY_PORT] = [24002, 28080];
const body = JSON.stringify({
  audience: { cities: ['karachi', 'lahore', 'multan'], gender: 'female', valueTier: 'gold', deviceType: 'smartphone' },
  schedule: { startDate: '2027-01-01', endDate: '2027-01-14', daysOfWeek: [], timeSlots: ['09-10', '19-20', '20-21'], timezone: 'Asia/Karachi', pacing: 'even' },
  controls: { freqCapPerDay: 3 },
  goal: { type: 'budget' },
});

async function load(label: string, url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, method: 'POST', connections: 64, duration: SECONDS, body, headers: { 'content-type': 'application/json', ...headers } });
  const row = { label, reqPerSec: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
  console.log(JSON.stringify(row));
  return row;
}

const up = (url: string) => async () => { try { return (await fetch(url)).ok; } catch { return false; } };

/** /api/estimate straight at svc-pricing and through the gateway, each in its own process, 64 connections. */
async function main() {
  const env = { INTERNAL_AUTH_SECRET: SECRET, LOG_LEVEL: 'warn', KAFKA_TOPIC_PREFIX: `bench-${Date.now()}.` };
  const procs: Managed[] = [];
  try {
    procs.push(startProcess('bench-pricing', TSX, [path.join(ROOT, 'svc-pricing/src/main.ts')], { env: { ...env, PORT: String(PRICING_PORT), MONGO_DB: 'bench_pricing' } }));
    procs.push(startProcess('bench-gateway', TSX, [path.join(ROOT, 'gateway/src/main.ts')], { env: { ...env, PORT: String(GATEWAY_PORT), MONGO_DB: 'bench_accounts', PRICING_URL: `http://127.0.0.1:${PRICING_PORT}` } }));
    await waitFor(up(`http://127.0.0.1:${PRICING_PORT}/health`), 'svc-pricing', 60_000, procs[0]);
    await waitFor(up(`http://127.0.0.1:${GATEWAY_PORT}/mf-manifest.json`), 'gateway', 60_000, procs[1]);
    const gw = `http://127.0.0.1:${GATEWAY_PORT}`;
    const email = `bench-${Date.now()}@example.pk`;
    const json = { 'content-type': 'application/json', origin: gw };
    await fetch(`${gw}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'bench-password', firstName: 'Bench' }) });
    const signin = await fetch(`${gw}/api/auth/signin`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'bench-password' }) });
    const cookie = signin.headers.getSetCookie()[0]!.split(';')[0]!;
    console.log(JSON.stringify({ machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, loadAverage1m: os.loadavg()[0]!.toFixed(2), seconds: SECONDS }));
    const direct = await load('svc-pricing direct', `http://127.0.0.1:${PRICING_PORT}/api/estimate`, signIdentity(SECRET, { id: 'bench', role: 'service', email: '' }));
    const through = await load('through the gateway', `${gw}/api/estimate`, { cookie, origin: gw });
    console.log(JSON.stringify({ gatewayToDirectThroughput: Number((through.reqPerSec / direct.reqPerSec).toFixed(2)) }));
  } finally {
    await Promise.all(procs.map((p) => stopProcess(p)));
  }
}

main().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); });
