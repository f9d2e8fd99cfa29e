import crypto from 'node:crypto';
import { z } from 'zod';

/** The caller as the gateway vouches for it. */
export const Caller = z.object({
  id: z.string().min(1),
  /**
   * 'service' is another of our services calling on its own behalf (for example campaigns asking pricing for a quote);
   * 'platform' is an operator's ringback-tone platform authenticated by its API key (id = platform id), which the
   * gateway lets reach the serving routes (/rtb/v1/…) only.
   */
  role: z.enum(['advertiser', 'admin', 'service', 'platform']),
  email: z.string(),
  /** A platform's sandbox key (`rbt_test_…`): real decisions, its plays recorded apart from guarantees and spend. */
  sandbox: z.literal(true).optional(),
});
export type Caller = z.infer<typeof Caller>;

export const IDENTITY_HEADERS = {
  user: 'x-rbt-user',
  ts: 'x-rbt-timestamp',
  signature: 'x-rbt-signature',
} as const;

/** Signatures older than this are refused, so a captured header set cannot be replayed for long. */
const MAX_SKEW_MS = 60_000;

function sign(secret: string, payload: string, ts: string): string {
  return crypto.createHmac('sha256', secret).update(`${payload}\n${ts}`).digest('base64url');
}

/** Headers the gateway adds to every proxied call: the caller (base64url JSON), a timestamp and an HMAC over both. */
export function signIdentity(secret: string, caller: Caller, now = Date.now()): Record<string, string> {
  const payload = Buffer.from(JSON.stringify(caller)).toString('base64url');
  const ts = String(now);
  return {
    [IDENTITY_HEADERS.user]: payload,
    [IDENTITY_HEADERS.ts]: ts,
    [IDENTITY_HEADERS.signature]: sign(secret, payload, ts),
  };
}

/**
 * Returns the caller when the headers carry a fresh signature by one of the keys, else null. Several keys let a
 * secret rotate without downtime: services accept the new and the previous key while the gateway switches.
 */
export function verifyIdentity(
  secret: string | readonly (string | undefined)[],
  headers: Record<string, string | string[] | undefined>,
  now = Date.now(),
): Caller | null {
  const payload = headers[IDENTITY_HEADERS.user];
  const ts = headers[IDENTITY_HEADERS.ts];
  const sig = headers[IDENTITY_HEADERS.signature];
  if (typeof payload !== 'string' || typeof ts !== 'string' || typeof sig !== 'string') return null;
  if (!/^\d+$/.test(ts) || Math.abs(now - Number(ts)) > MAX_SKEW_MS) return null;
  const given = Buffer.from(sig);
  const keys = (typeof secret === 'string' ? [secret] : secret).filter((k): k is string => Boolean(k));
  const matches = keys.some((key) => {
    const expected = Buffer.from(sign(key, payload, ts));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  if (!matches) return null;
  try {
    const parsed = Caller.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
