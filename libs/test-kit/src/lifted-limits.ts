/**
 * The gateway's ACCOUNT_RATE_LIMITS with every class lifted (still counted): for the e2e portal, the soak and the
 * benches, whose scripted users call far faster than a person (a draft every few seconds, the demo users shared by
 * every browser test). The limits themselves are tested in gateway/test/account-limits.test.ts.
 */
export const LIFTED_ACCOUNT_RATES = ['reads', 'writes', 'drafts', 'lists', 'uploads', 'tts']
  .map((kind) => `${kind}=100000000/60`)
  .join(',');

/**
 * Serving's Redis budget in the test servers and the browser-test portal. Production answers the empty VAST after
 * 50 ms without Redis; on two cores shared by a whole suite a command often waits longer than that, and tests about
 * counting would read as an outage (tracking answered 503). Tests about the budget set their own.
 */
export const TEST_SERVING_REDIS_TIMEOUT_MS = '1000';
