import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { z } from 'zod';
import { ConfigError } from '@rbt/service-kit';

const scrypt = promisify(crypto.scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>;
// scrypt is memory-hard; N=2^15, r=8 uses 32 MiB per hash (OWASP's recommended floor is N=2^17 for r=8, p=1,
// lowered here so a 2-core box can serve sign-ins under load; the parameters are stored with each hash).
export const PRODUCTION_PASSWORD_COST = 15;
/** The highest cost the gateway makes (OWASP's N=2^17); a stored hash asking more is not one of ours. */
const MAX_PASSWORD_COST = 17;
const R = 8;
const P = 1;
const KEYLEN = 32;
/** Node refuses a hash needing more than maxmem (128 · N · r bytes); twice that leaves room. */
const maxmemOf = (n: number) => 256 * n * R;

/** The gateway's config key for the cost of new password hashes (log2 of scrypt's N). */
export const passwordCostConfig = {
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(10)
    .max(MAX_PASSWORD_COST)
    .default(PRODUCTION_PASSWORD_COST)
    .describe(
      `scrypt's cost for new password hashes as log2 N (r=8, p=1); each hash keeps its own, so old ones still verify. Below ${PRODUCTION_PASSWORD_COST} is refused in production; the test servers use 10, where a hash costs ~1/30 of the CPU`,
    ),
};

/** A weaker hash than production's is for test servers only. */
export function refuseWeakPasswordCost(config: { NODE_ENV: string; PASSWORD_HASH_COST: number }): void {
  if (config.NODE_ENV === 'production' && config.PASSWORD_HASH_COST < PRODUCTION_PASSWORD_COST)
    throw new ConfigError(
      `PASSWORD_HASH_COST: below ${PRODUCTION_PASSWORD_COST} is refused in production; leave it unset or raise it`,
    );
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = crypto.randomBytes(16);
  const N = 2 ** cost;
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: maxmemOf(N) });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, key] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !key) return false;
  const N = Number(n);
  // A stored hash beyond what the gateway could make is not ours: refused rather than allowed to exhaust memory.
  if (!Number.isInteger(N) || N > 2 ** MAX_PASSWORD_COST || Number(r) !== R) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmemOf(N),
  });
  return crypto.timingSafeEqual(actual, expected);
}
