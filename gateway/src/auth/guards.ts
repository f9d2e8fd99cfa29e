import type { Request, Response, NextFunction, RequestHandler } from 'express';
import type { Config } from '../config';
import { publicUrl } from '../config';
import { matchRoute } from '../routing/forward';
import { apiKey, NON_CANONICAL, pathRule } from '../routing/path-rule';
import { currentUser } from './session';
import { isSameOrigin } from '../request-context';

export const UNAUTHORIZED = { error: { code: 'unauthorized', message: '401: Unauthorized' } };
export const FORBIDDEN = { error: { code: 'forbidden', message: 'Admins only' } };
export const CSRF = { error: { code: 'csrf', message: 'This request must come from the portal itself' } };
/** /api paths answered without a session. */
const PUBLIC_API = [/^\/api\/login$/, /^\/api\/logout$/, /^\/api\/health$/, /^\/api\/auth\/(signin|signup|callback)$/];

/** 401 without a session on every /api route but the public ones; 403 on admin routes for non-admins. */
export function apiGuard(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = apiKey(req.path);
    if (!key || PUBLIC_API.some((p) => p.test(key))) return next();
    const route = matchRoute(req.path);
    if (route?.public) return next();
    const user = currentUser(req);
    if (!user) return res.status(401).json(UNAUTHORIZED);
    if (route?.admin && user.role !== 'admin') return res.status(403).json(FORBIDDEN);
    return next();
  };
}

/** The same-origin rule of `isSameOrigin` for express routes (/api writes that are not proxied, like sign-in). */
export function sameOriginGuard(config: Config): RequestHandler {
  const configured = new URL(publicUrl(config)).origin;
  return (req, res, next) => {
    if (!apiKey(req.path) || isSameOrigin(req, req.protocol, configured)) return next();
    // A provider's return or IPN comes from its own site: the service checks the provider's signature instead.
    if (matchRoute(req.path)?.callback) return next();
    return res.status(403).json(CSRF);
  };
}

/** Refuses (400) a non-canonical spelling of a guarded path before sessions, guards or routes see it. */
export function canonicalPathGuard(): RequestHandler {
  return (req, res, next) => {
    const v = pathRule(req.path);
    return v.kind === 'refused' ? res.status(400).json(NON_CANONICAL(v.reason)) : next();
  };
}
