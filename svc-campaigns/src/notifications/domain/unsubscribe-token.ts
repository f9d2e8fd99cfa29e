import crypto from 'node:crypto';
import { EmailKind } from '@rbt/contracts';

/**
 * The signed part of an unsubscribe link: who (user id) and which kind, with an HMAC over both. The key is derived
 * from the internal signing secret under its own label, so the link proves nothing else and needs no extra secret;
 * rotating that secret ends old links (the preferences page still works).
 */
const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('email-unsubscribe/v1').digest();

const mac = (secret: string, payload: string) =>
  crypto.createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: EmailKind): string {
  const payload = Buffer.from(JSON.stringify([userId, kind])).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The user and kind of a token signed by one of the keys, or null (tampered, malformed, another key). */
export function readUnsubscribeToken(
  secrets: readonly (string | undefined)[],
  token: string,
): { userId: string; kind: EmailKind } | null {
  const [payload, sig, ...rest] = token.split('.');
  if (!payload || !sig || rest.length) return null;
  const given = Buffer.from(sig);
  const ok = secrets.some((s) => {
    if (!s) return false;
    const expected = Buffer.from(mac(s, payload));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  if (!ok) return null;
  try {
    const [userId, kind] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [unknown, unknown];
    const k = EmailKind.safeParse(kind);
    return typeof userId === 'string' && userId && k.success ? { userId, kind: k.data } : null;
  } catch {
    return null;
  }
}
