import crypto from 'node:crypto';
import { z } from 'zod';

/**
 * Signed serving URLs (tracking pixels and the media file of a VAST answer). An operator's player fires these
 * without any credential, so the URL itself is the credential: an HMAC over the path and an expiry, with a secret
 * the signing service (svc-capacity) and the verifying one (svc-media for media, svc-capacity for tracking) share.
 * Several keys on verify let the secret rotate with an overlap, as for identities.
 */
export interface SignedQuery {
  exp: string;
  sig: string;
}

const mac = (secret: string, path: string, exp: string) =>
  crypto.createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url');

/** `exp` and `sig` for a path (no query, no host) valid until `expiresAtMs`. */
export function signServingPath(secret: string, path: string, expiresAtMs: number): SignedQuery {
  const exp = String(Math.floor(expiresAtMs / 1000));
  return { exp, sig: mac(secret, path, exp) };
}

/** The path with `?exp=…&sig=…` appended. */
export function signedServingUrl(secret: string, path: string, expiresAtMs: number): string {
  const { exp, sig } = signServingPath(secret, path, expiresAtMs);
  return `${path}?exp=${exp}&sig=${sig}`;
}

export type ServingUrlCheck = 'ok' | 'bad_signature' | 'expired';

/** Whether `sig` signs `path` until `exp` under one of the keys, and `exp` has not passed. */
export function verifyServingPath(
  secret: string | readonly (string | undefined)[],
  path: string,
  exp: unknown,
  sig: unknown,
  nowMs = Date.now(),
): ServingUrlCheck {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return 'bad_signature';
  const given = Buffer.from(sig);
  const keys = (typeof secret === 'string' ? [secret] : secret).filter((k): k is string => Boolean(k));
  const valid = keys.some((key) => {
    const expected = Buffer.from(mac(key, path, exp));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  if (!valid) return 'bad_signature';
  return Number(exp) * 1000 < nowMs ? 'expired' : 'ok';
}

/**
 * The serving keys as configuration, for the service that signs (svc-capacity) and the ones that verify (svc-capacity
 * for tracking and press-1 URLs, svc-media for media): rotating is setting the new key everywhere with the old one as
 * `SERVING_URL_SECRET_PREVIOUS`, so URLs already in operators' hands stay valid until they expire.
 */
export const servingKeysConfig = {
  SERVING_URL_SECRET: z
    .string()
    .min(16)
    .default('local-dev-serving-url-secret-change-me')
    .describe('HMAC key of the signed tracking, response and media URLs in VAST answers (svc-capacity signs with it)'),
  SERVING_URL_SECRET_PREVIOUS: z
    .string()
    .min(16)
    .optional()
    .describe('The serving key being rotated out: URLs it signed stay valid until they expire'),
};

/** The keys a signed serving URL may be signed with: the current one, then the one being rotated out. */
export const servingKeys = (c: { SERVING_URL_SECRET: string; SERVING_URL_SECRET_PREVIOUS?: string }) => [
  c.SERVING_URL_SECRET,
  c.SERVING_URL_SECRET_PREVIOUS,
];
