import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import { RedisStore } from 'connect-redis';
import type Redis from 'ioredis';
import type { Language } from '@rbt/contracts';
import type { Config } from '../config';
import type { NodeMiddleware } from '../deps';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Given at sign-up; the checkout and Settings offer it for the billing details. Absent in older sessions. */
  companyName?: string;
  role: 'advertiser' | 'admin';
  language?: Language;
}

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
    touchedAt?: number;
    oidc?: { state: string; nonce: string; codeVerifier: string; returnTo?: string };
  }
}

export const SESSION_COOKIE = 'rbt.sid';

export const sessionSecrets = (config: Config): string[] => [
  config.SESSION_SECRET,
  ...(config.SESSION_SECRET_PREVIOUS ? [config.SESSION_SECRET_PREVIOUS] : []),
];

const idleMs = (config: Config) => config.SESSION_IDLE_MS;

/** Where express-session's store keeps a session in Redis; the gateway's fast path reads the same keys. */
export function sessionKeyPrefix(config: Config): string {
  return `${config.REDIS_KEY_PREFIX}sess:`;
}

/** A session is re-saved (fresh TTL and cookie) once this long has passed since its last save: a tenth of the idle period, at most an hour. */
export function touchAfterMs(config: Config): number {
  return Math.min(3_600_000, idleMs(config) / 10);
}

/**
 * Sessions in Redis; the cookie is httpOnly, SameSite=Lax, Secure over TLS. Idle expiry is kept by re-saving the
 * session at most every `touchAfterMs`, not on every call: a Redis write and a Set-Cookie per API call was the
 * gateway's largest cost under load. Built once (compose.ts) and run by express and by the providers' callbacks
 * (server.ts) alike.
 */
export function sessionMiddleware(
  config: Config,
  redis: Redis,
  onDestroyed: (id: string) => Promise<void>,
): NodeMiddleware[] {
  const refreshAfter = touchAfterMs(config);
  const store = new RedisStore({
    client: redis,
    prefix: sessionKeyPrefix(config),
    ttl: Math.round(idleMs(config) / 1000),
    disableTouch: true,
  });
  // Logout and id rotation both destroy through the store: tell every instance's fast-path cache.
  const destroy = store.destroy.bind(store);
  store.destroy = async (sid, cb) => {
    try {
      await destroy(sid);
      await onDestroyed(sid);
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  };
  const sessions = session({
    name: SESSION_COOKIE,
    store,
    // The first key signs new cookies; a previous one still verifies old cookies while a rotation settles.
    secret: sessionSecrets(config),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: idleMs(config), path: '/' },
  });
  const touch: RequestHandler = (req, _res, next) => {
    const s = req.session;
    // Changing the session marks it modified, so express-session saves it (fresh TTL) and re-sends the cookie.
    if (s?.user && Date.now() - (s.touchedAt ?? 0) >= refreshAfter) s.touchedAt = Date.now();
    next();
  };
  // Typed for express, yet express-session reads only node's request (cookie header, url, connection) and wraps
  // `res.end`, and the touch reads only the session it set: both run as they are on a plain request.
  return [sessions, touch] as unknown as NodeMiddleware[];
}

export function currentUser(req: Request): SessionUser | undefined {
  return (req as Request & { session?: { user?: SessionUser } }).session?.user;
}

/** Rotates the session id at login, so a session id planted before login is worthless after it. */
export function establishSession(req: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.user = user;
      req.session.touchedAt = Date.now();
      req.session.save((e) => (e ? reject(e) : resolve()));
    });
  });
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (!req.session) return resolve();
    req.session.destroy(() => resolve());
  });
}
