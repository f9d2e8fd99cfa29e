/**
 * The one password every test, e2e run, soak and bench signs up with: sign-up refuses short and common passwords
 * (12 characters at least, zxcvbn score 3), so a weak literal in one file would fail there. Not a secret.
 */
export const TEST_PASSWORD = 'saffron-kite-over-lahore-42';
