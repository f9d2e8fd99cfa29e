import os from 'node:os';
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { signIdentity } from '@rbt/service-kit';
import { gatewayInFront } from './gateway-leg';

// autocannon ships no types; this is the part of its API the bench uses.
type Pct = { p50: number; p99: number; p99_9: number; average: number };
interface Result {
  requests: Pct & { total: number };
  latency: Pct;
  errors: number;
  non2xx: number;
  timeouts: number;
}
const autocannon: (o: Record<string, unknown>) => Promise<Result> = require('autocannon');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
/** The operator-facing target: p99 ≤ 20 ms and p99.9 ≤ 50 ms at 1,000 decisions/s through the gateway. */
const GATEWAY_RATE = Number(process.env.BENCH_GATEWAY_RATE ?? 1000);
const SUBSCRIBERS = 200_000;
const subs = Array.from({ length: SUBSCRIBERS }, (_, i) =>
  crypto.createHash('sha256').update(`+92300${i}`).digest('hex'),
);
const tiers = ['bronze', 'gold', 'platinum'];

type Child = ReturnType<typeof fork>;
type Cpu = NodeJS.CpuUsage & { outcomes: Record<string, number> };
const ask = <T>(child: Child, msg: string, key: string) =>
  new Promise<T>((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (key in m) {
        child.off('message', on);
        resolve(m[key] as T);
      }
    };
    child.on('message', on);
    child.send(msg);
  });

/** Direct calls carry a signed platform identity (as the gateway would add); through the gateway, the platform key. */
type Target = { url: string | string[]; secret: string } | { url: string; key: string };

/** CPU and decision outcomes summed over the decision processes under load. */
async function usage(children: Child[]): Promise<Cpu> {
  const all = await Promise.all(children.map((c) => ask<Cpu>(c, 'cpu', 'cpu')));
  const outcomes: Record<string, number> = {};
  for (const u of all) for (const [k, v] of Object.entries(u.outcomes)) outcomes[k] = (outcomes[k] ?? 0) + v;
  return { user: all.reduce((t, u) => t + u.user, 0), system: all.reduce((t, u) => t + u.system, 0), outcomes };
}

async function run(children: Child[], target: Target, opts: Record<string, unknown>) {
  let i = 0;
  const sign = () =>
    'key' in target
      ? { authorization: `Bearer ${target.key}` }
      : signIdentity(target.secret, { id: 'bench', role: 'platform', email: 'platform:bench' });
  let headers = sign();
  const resign = setInterval(() => {
    headers = sign();
  }, 10_000);
  const before = await usage(children);
  const r = await autocannon({
    url: target.url,
    duration: SECONDS,
    ...opts,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          i += 1;
          const g = i % 3 === 0 ? '&gender=female' : '';
          return {
            ...req,
            path: `/rtb/v1/decisions?sub=${subs[i % SUBSCRIBERS]}&city=karachi&tier=${tiers[i % 3]}${g}`,
            headers,
          };
        },
      },
    ],
  });
  clearInterval(resign);
  const after = await usage(children);
  const cpuMs = (after.user - before.user + after.system - before.system) / 1000;
  const outcomes = Object.entries(after.outcomes)
    .map(([k, v]) => `${k} ${v - (before.outcomes[k] ?? 0)}`)
    .join(', ');
  return { r, outcomes, cpuPerDecisionUs: (cpuMs * 1000) / Math.max(1, r.requests.total) };
}

const line = (name: string, { r, outcomes, cpuPerDecisionUs }: Awaited<ReturnType<typeof run>>) =>
  `${name}: ${Math.round(r.requests.total / SECONDS)} decisions/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
  `p99.9 ${r.latency.p99_9} ms, errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}, ` +
  `server CPU ${Math.round(cpuPerDecisionUs)} µs/decision (${outcomes})`;

type Ready = { port: number; secret: string; stamp: string };
async function decisionServer(env: Record<string, string> = {}) {
  const child = fork(path.join(__dirname, 'decision-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  const ready = await new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)));
  return { child, ...ready };
}

async function main() {
  // A Do-Not-Call register of BENCH_DNC hashes (1,000,000 unless set; 0 for none) is loaded first.
  const { child, port, secret, stamp } = await decisionServer();
  console.log(`Do-Not-Call register: ${Number(process.env.BENCH_DNC ?? 1_000_000).toLocaleString('en-US')} hashes`);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const direct = { url: `http://127.0.0.1:${port}`, secret };
  await run([child], direct, { connections: 10, duration: 2 }); // warm-up (JIT, script cache)
  console.log(line(`direct, fixed rate ${RATE}/s`, await run([child], direct, { connections: 20, overallRate: RATE })));
  console.log(line('direct, saturation, 50 connections', await run([child], direct, { connections: 50 })));
  // One process per core, as deployed: a second instance on the same database and Redis keys.
  const second = await decisionServer({ BENCH_STAMP: stamp });
  try {
    const both = { url: [direct.url, `http://127.0.0.1:${second.port}`], secret };
    await run([second.child], { url: both.url[1] as string, secret }, { connections: 10, duration: 2 });
    console.log(
      line(
        'direct, saturation, 2 instances, 50 connections',
        await run([child, second.child], both, { connections: 50 }),
      ),
    );
  } finally {
    second.child.send('stop');
  }
  const gw = await gatewayInFront(port, secret);
  try {
    const via = { url: gw.base, key: gw.key };
    await run([child], via, { connections: 10, duration: 2 }); // warm-up of the gateway
    const cpu0 = gw.cpuSeconds();
    const fixed = await run([child], via, { connections: 20, overallRate: GATEWAY_RATE });
    const gatewayUs = ((gw.cpuSeconds() - cpu0) * 1e6) / Math.max(1, fixed.r.requests.total);
    console.log(
      `${line(`through the gateway, fixed rate ${GATEWAY_RATE}/s`, fixed)}; gateway CPU ${Math.round(gatewayUs)} µs/decision`,
    );
  } finally {
    await gw.stop();
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // The child deletes its keys (a million register keys with BENCH_DNC) before it exits: wait for it.
  const exited = new Promise((r) => child.once('exit', r));
  child.send('stop');
  await exited;
}

void main();
