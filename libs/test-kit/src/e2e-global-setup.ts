import { startPortal, Portal } from '../../local-stack/src/portal';
import { LIFTED_ACCOUNT_RATES, TEST_SERVING_REDIS_TIMEOUT_MS } from './lifted-limits';
import { recordPids, killRecorded } from './e2e-processes';
import { isPortOpen } from '../../local-stack/src/processes';
import { portalPorts } from './portal-ports';
import { BANK_ADMIN_EMAIL, SECOND_ADMIN_EMAIL } from './browser';
import { awaitStack } from './await-stack';
import { servingClockShiftMs } from './serving-clock';

/**
 * From 18:00 Karachi the evening slots the tests' campaigns buy today (18-19, 19-20) have begun, and an hour begun is
 * never sold; then, and before the first sold hour, the portal's serving clock runs from noon of the same day. The
 * shift is set once, when the portal starts, so it starts an hour early: a run begun at 17:50 would otherwise still
 * be selling 18-19 on the wall clock at 18:05.
 */
const SHIFT_FROM_HOUR = 17;

// E2E_PORT_OFFSET moves the portal's ports, so two engineers can run browser tests side by side.
export const E2E_PORTS = portalPorts(Number(process.env.E2E_PORT_OFFSET ?? 0));

/** Starts the whole built portal once for all browser tests, on the stack `npm test` provides. */
export default async function setup(): Promise<void> {
  await awaitStack();
  Object.assign(process.env, E2E_PORTS);
  // A run that was killed leaves its portal behind; stop it, and refuse to test against anything else's servers.
  killRecorded();
  await new Promise((r) => setTimeout(r, 1000));
  const busy = [];
  for (const [name, port] of Object.entries(E2E_PORTS))
    if (await isPortOpen(Number(port))) busy.push(`${name}=${port}`);
  if (busy.length) throw new Error(`e2e ports in use (another e2e run?): ${busy.join(', ')}`);
  const run = `e2e_${Date.now().toString(36)}_`;
  const portal = await startPortal({
    stack: {
      MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    },
    dbPrefix: run,
    // The scheduler ticks every few seconds so a campaign goes live within a test.
    env: {
      KAFKA_TOPIC_PREFIX: `${run}.`,
      // Redis is shared with earlier runs: serving keys and the platforms' traffic counters are this run's own.
      SERVING_KEY_PREFIX: `${run}serving:`,
      LOG_LEVEL: 'info',
      // Waiting payments are asked about often, so a voucher paid at the stand-in's shop shows within a test.
      PAYMENT_INQUIRY_INTERVAL_MS: '2000',
      // Every browser test signs the demo users in; the per-email limit is tested in the gateway's own tests.
      LOGIN_RATE_LIMIT: '100000',
      // ...and each sign-in at production's password-hash cost would take a quarter of a CPU second.
      PASSWORD_HASH_COST: '10',
      SIGNUP_RATE_LIMIT: '100000',
      ACCOUNT_RATE_LIMITS: LIFTED_ACCOUNT_RATES,
      ADMIN_EMAILS: `admin@rbt.local,${SECOND_ADMIN_EMAIL},${BANK_ADMIN_EMAIL}`,
      SCHEDULER_INTERVAL_MS: '3000',
      SERVING_REDIS_TIMEOUT_MS: TEST_SERVING_REDIS_TIMEOUT_MS,
      SERVING_CLOCK_SHIFT_MS: String(servingClockShiftMs(new Date(), SHIFT_FROM_HOUR)),
    },
    log: () => undefined,
  });
  (globalThis as { __PORTAL__?: Portal }).__PORTAL__ = portal;
  recordPids(Object.fromEntries([...portal.processes].map(([name, m]) => [name, m.child.pid!])));
  process.env.E2E_BASE_URL = portal.url;
  process.env.E2E_KAFKA_TOPIC_PREFIX = `${run}.`;
  process.env.E2E_DB_PREFIX = run;
}
