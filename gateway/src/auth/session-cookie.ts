import crypto from 'node:crypto';
import { SESSION_COOKIE } from './session';

// express-session's signed cookie, read without express-session (the signed-in proxy path, signedInProxyPath in server.ts).

const COOKIE_RE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace('.', '\\.')}=([^;]*)`);

/** The raw value of the session cookie, or undefined. */
export function sessionCookieValue(cookieHeader: string | undefined): string | undefined {
  return cookieHeader?.match(COOKIE_RE)?.[1] || undefined;
}

/** The session id inside express-session's signed cookie value (`s:<id>.<base64 HMAC-SHA256>`), or undefined if forged. */
export function verifiedSessionId(raw: string, secrets: readonly string[]): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (!value.startsWith('s:') || dot <= 2) return undefined;
  const id = value.slice(2, dot);
  const given = Buffer.from(value.slice(dot + 1));
  return secrets.some((secret) => {
    const mac = Buffer.from(crypto.createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, ''));
    return given.length === mac.length && crypto.timingSafeEqual(given, mac);
  })
    ? id
    : undefined;
}

/** @internal Used only by its unit test (knip: docs/decisions.md, "Dead exports"). */
export function unsignedSessionId(cookieHeader: string | undefined, secrets: readonly string[]): string | undefined {
  const raw = sessionCookieValue(cookieHeader);
  return raw ? verifiedSessionId(raw, secrets) : undefined;
}
