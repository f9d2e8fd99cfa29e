import { createLogger } from '@rbt/service-kit';
import { uniqueName, dropDatabase, testServerEnv, TEST_SERVING_REDIS_TIMEOUT_MS } from '@rbt/test-kit';
import { readConfig, Config } from '../src/config';
import { start, Started } from '../src/server';
import { elapsedOfHour } from '../src/serving/domain/allocation-plan';

/** The tracking and media URL key of test servers (tests forge URLs with other keys). */
export const TEST_SERVING_SECRET = 'test-serving-url-secret-0123456789-abcdef';

/** How far into its hour a test server's serving clock is at least (clearOfHourStart). */
const CLEAR_MS = 10 * 60_000;

/**
 * SERVING_CLOCK_SHIFT_MS that keeps a test server's serving clock at least 10 minutes into its hour, within the hour
 * (the slot and the day stay the wall clock's). Pacing lets a cell booked this hour use floor(booked × elapsed) + 1
 * plays by now, so in an hour's first minutes a test's burst of decisions would find its campaign's cell closed.
 */
function clearOfHourStart(nowMs = Date.now()): string {
  return String(Math.max(0, CLEAR_MS - Math.round(elapsedOfHour(nowMs) * 3_600_000)));
}

/** Starts svc-capacity on port 0 against the real local servers, with a database and topics of its own. */
export async function startTestServer(
  overrides: Partial<Record<keyof Config, string>> = {},
): Promise<Started & { base: string; stopKeepingData(): Promise<void> }> {
  const config = readConfig({
    ...testServerEnv('capacity'),
    SERVING_URL_SECRET: TEST_SERVING_SECRET,
    SERVING_KEY_PREFIX: `${uniqueName('serving')}:`,
    SERVING_REDIS_TIMEOUT_MS: TEST_SERVING_REDIS_TIMEOUT_MS,
    // Production checks Redis's suppression state four times a second; a test server idles through most of a
    // suite beside others, so it checks once a second (the suppression tests set their own pace).
    SUPPRESSION_SYNC_MS: '1000',
    // Serving tests book the current hour and decide at once: not in its first minutes, when pacing allows a play
    // or two (a server that sells starts unshifted: with-pricing.ts).
    SERVING_CLOCK_SHIFT_MS: clearOfHourStart(),
    ...overrides,
  });
  const s = await start(config, createLogger('svc-capacity', 'silent'));
  const stop = async () => {
    await s.stop();
    await dropDatabase(config.MONGO_URL, config.MONGO_DB).catch(() => undefined);
  };
  return { ...s, stop, stopKeepingData: s.stop, base: `http://127.0.0.1:${s.port}` };
}
