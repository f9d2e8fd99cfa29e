import crypto from 'node:crypto';
import path from 'node:path';
import { groupCpuSeconds } from '../../libs/local-stack/src/cpu-time';
import { startProcess, stopProcess, waitFor } from '../../libs/local-stack/src/processes';

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 28090);

/**
 * A real gateway, in a process (group) of its own, in front of the decision service: the operator's hop. It
 * seeds one platform key (SEED_DEMO_PLATFORM_KEY) with a rate limit above the bench's rate, so every call pays the
 * key check, the limiter and the signed identity as in production. `cpuSeconds()` is the gateway group's CPU.
 */
export async function gatewayInFront(capacityPort: number, internalSecret: string) {
  const key = `rbt_live_${crypto.randomBytes(8).toString('hex')}_${crypto.randomBytes(32).toString('base64url')}`;
  const proc = startProcess('bench-rtb-gateway', TSX, [path.join(ROOT, 'gateway/src/main.ts')], {
    env: {
      RBT_LOCAL_STACK: 'true',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      MONGO_DB: `bench_rtb_accounts_${Date.now().toString(36)}`,
      KAFKA_TOPIC_PREFIX: `bench-rtb-${Date.now().toString(36)}.`,
      INTERNAL_AUTH_SECRET: internalSecret,
      CAPACITY_URL: `http://127.0.0.1:${capacityPort}`,
      SEED_DEMO_PLATFORM_KEY: key,
      RTB_DECISIONS_PER_SECOND: '100000',
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  const probe = async () => {
    const r = await fetch(`${base}/rtb/v1/decisions?sub=${'0'.repeat(64)}`, {
      headers: { authorization: `Bearer ${key}` },
    }).catch(() => undefined);
    return r?.status === 200;
  };
  await waitFor(probe, 'gateway with the bench platform key', 90_000, proc);
  return {
    base,
    key,
    cpuSeconds: () => groupCpuSeconds(proc.child.pid as number),
    stop: () => stopProcess(proc),
  };
}
