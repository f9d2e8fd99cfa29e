import crypto from 'node:crypto';

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
