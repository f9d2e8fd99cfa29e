import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { startProcess, stopProcess, waitFor, Managed } from '../../libs/local-stack/src/processes';
import { TEST_PASSWORD } from '../../libs/test-kit/src/test-password';
import { LIFTED_ACCOUNT_RATES } from '../../libs/test-kit/src/lifted-limits';

/**
 * Another advertiser's latency while one floods (OWASP API4): user B lists their campaigns one call after another,
 * first alone (baseline), then while user A keeps 20 concurrent 249 KB drafts with 20,000 unknown keys in flight
 * (the probe of docs/security.md). Two gateways: the default per-account limits, and the rates lifted (the route's
 * 128 KB body limit then refuses each flood body before svc-campaigns). `npm run bench:flood -w gateway`.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const SECRET = crypto.randomBytes(32).toString('base64url');
const SESSION_SECRET = crypto.randomBytes(32).toString('base64url');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const [CAMPAIGNS_PORT, LIMITED_PORT, LIFTED_PORT] = [24101, 28180, 28181];
const junk: Record<string, unknown> = { name: 'flood' };
for (let i = 0; i < 20_000; i += 1) junk[`k_${i}`] = 1;
const FLOOD_BODY = JSON.stringify(junk);
const BODY_FILE = path.join(os.tmpdir(), `flood-body-${process.pid}.json`);
const AUTOCANNON = path.join(ROOT, 'node_modules', '.bin', 'autocannon');

const up = (url: string) => async () => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

async function session(gw: string, email: string): Promise<string> {
  const json = { 'content-type': 'application/json', origin: gw };
  await fetch(`${gw}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: TEST_PASSWORD, firstName: 'Bench' }),
  });
  const r = await fetch(`${gw}/api/auth/signin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  return r.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** B's sequential GET /api/campaigns for SECONDS: median and max in ms. */
async function bystander(gw: string, cookie: string) {
  const times: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    const t = performance.now();
    const r = await fetch(`${gw}/api/campaigns`, { headers: { cookie } });
    await r.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1));
  return { calls: times.length, p50ms: at(0.5), p99ms: at(0.99), maxms: Number(times.at(-1)!.toFixed(1)) };
}

/** The flood runs in its own process (autocannon's CLI), so its CPU is not this process's event loop's. */
async function flood(gw: string, cookie: string) {
  const probe = await fetch(`${gw}/api/campaigns`, {
    method: 'POST',
    headers: { cookie, origin: gw, 'content-type': 'application/json' },
    body: FLOOD_BODY,
  });
  const firstAnswer = { status: probe.status, bytes: (await probe.arrayBuffer()).byteLength };
  const headers = [`cookie=${cookie}`, `origin=${gw}`, 'content-type=application/json'].flatMap((h) => ['-H', h]);
  const args = [
    '-c',
    '20',
    '-d',
    String(SECONDS + 5),
    '-m',
    'POST',
    '-i',
    BODY_FILE,
    '-j',
    ...headers,
    `${gw}/api/campaigns`,
  ];
  const run = startProcess('flood', AUTOCANNON, args);
  return { run, firstAnswer, bodyKiB: Math.round(FLOOD_BODY.length / 1024) };
}

async function measure(label: string, gw: string) {
  const a = await session(gw, `flooder-${Date.now()}@example.pk`);
  const b = await session(gw, `bystander-${Date.now()}@example.pk`);
  const baseline = await bystander(gw, b);
  const f = await flood(gw, a);
  const during = await bystander(gw, b);
  await stopProcess(f.run);
  const row = {
    label,
    baseline,
    duringFlood: during,
    p50Ratio: Number((during.p50ms / baseline.p50ms).toFixed(2)),
    flood: { bodyKiB: f.bodyKiB, firstAnswer: f.firstAnswer },
  };
  console.log(JSON.stringify(row));
}

async function main() {
  fs.writeFileSync(BODY_FILE, FLOOD_BODY);
  const env = { INTERNAL_AUTH_SECRET: SECRET, LOG_LEVEL: 'warn', KAFKA_TOPIC_PREFIX: `flood-${Date.now()}.` };
  const procs: Managed[] = [];
  try {
    const campaigns = startProcess('flood-campaigns', TSX, [path.join(ROOT, 'svc-campaigns/src/main.ts')], {
      env: { ...env, PORT: String(CAMPAIGNS_PORT), MONGO_DB: `flood_campaigns_${Date.now()}` },
    });
    procs.push(campaigns);
    const gateway = (port: number, extra: Record<string, string>) =>
      startProcess(`flood-gateway-${port}`, TSX, [path.join(ROOT, 'gateway/src/main.ts')], {
        env: {
          ...env,
          ...extra,
          PORT: String(port),
          MONGO_DB: 'flood_accounts',
          REDIS_KEY_PREFIX: `flood-${port}-${Date.now()}:`,
          SESSION_SECRET,
          CAMPAIGNS_URL: `http://127.0.0.1:${CAMPAIGNS_PORT}`,
        },
      });
    const limited = gateway(LIMITED_PORT, {});
    const lifted = gateway(LIFTED_PORT, { ACCOUNT_RATE_LIMITS: LIFTED_ACCOUNT_RATES });
    procs.push(limited, lifted);
    await waitFor(up(`http://127.0.0.1:${CAMPAIGNS_PORT}/health`), 'svc-campaigns', 90_000, campaigns);
    await waitFor(up(`http://127.0.0.1:${LIMITED_PORT}/mf-manifest.json`), 'gateway', 90_000, limited);
    await waitFor(up(`http://127.0.0.1:${LIFTED_PORT}/mf-manifest.json`), 'gateway', 90_000, lifted);
    console.log(
      JSON.stringify({
        machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
        date: new Date().toISOString(),
        loadAverage1m: os.loadavg()[0]!.toFixed(2),
        seconds: SECONDS,
        load: '1 bystander sequential GET /api/campaigns; flooder: 20 connections of POST /api/campaigns, 20,000 unknown keys',
      }),
    );
    await measure('default per-account limits', `http://127.0.0.1:${LIMITED_PORT}`);
    await measure('rates lifted (the 128 KB body limit answers)', `http://127.0.0.1:${LIFTED_PORT}`);
  } finally {
    await Promise.all(procs.map((p) => stopProcess(p)));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
