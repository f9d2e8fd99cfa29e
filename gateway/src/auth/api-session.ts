import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import type Redis from 'ioredis';
import type { Config } from '../config';
import { matchRoute } from '../routing/route-table';
import { SESSION_COOKIE, sessionKeyPrefix, sessionSecrets, touchAfterMs, type SessionUser } from './session';

const COOKIE_RE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace('.', '\\.')}=([^;]*)`);

/** The session id from express-session's signed cookie (`s:<id>.<base64 HMAC-SHA256>`), or undefined if forged. */
export function unsignedSessionId(cookieHeader: string | undefined, secrets: readonly string[]): string | undefined {
  const raw = cookieHeader?.match(COOKIE_RE)?.[1];
  if (!raw) return undefined;
  let value: string;
  try { value = decodeURIComponent(raw); } catch { return undefined; }
  const dot = value.lastIndexOf('.');
  if (!value.startsWith('s:') || dot <= 2) return undefined;
  const id = value.slice(2, dot);
  const given = Buffer.from(value.slice(dot + 1));
  return secrets.some((secret) => {
    const mac = Buffer.from(crypto.createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, ''));
    return given.length === mac.length && crypto.timingSafeEqual(given, mac);
  }) ? id : undefined;
}

/**
 * Proxied /api calls read the session straight from Redis and skip express-session, which re-parses cookies,
 * builds a Session object and hashes it twice per call; that chain made the gateway cost ~4x the service it
 * fronts. Calls that carry no valid session, or whose session is due for its idle-expiry re-save, take the
 * full express-session path instead, so behaviour (401, rotation, expiry, logout) is unchanged.
 */
export function apiSessionFastPath(config: Config, redis: Redis, handle: RequestHandler): RequestHandler {
  const refreshAfter = touchAfterMs(config);
  const keyPrefix = sessionKeyPrefix(config);
  const secrets = sessionSecrets(config);
  return (req, res, next) => {
    if (!matchRoute(req.path)) return next();
    const id = unsignedSessionId(req.headers.cookie, secrets);
    if (!id) return next();
    // Redis down or an unreadable entry goes to the error handler, as it would through express-session.
    redis.get(`${keyPrefix}${id}`).then((json) => {
      const sess = json ? (JSON.parse(json) as { user?: SessionUser; touchedAt?: number }) : undefined;
      if (!sess?.user || Date.now() - (sess.touchedAt ?? 0) >= refreshAfter) return next();
      (req as unknown as { session: { user: SessionUser } }).session = { user: sess.user };
      return handle(req, res, next);
    }).catch(next);
  };
}
