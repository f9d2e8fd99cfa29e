import type { Request, Response, NextFunction, RequestHandler } from 'express';
import type { Config } from '../config';
import { publicUrl } from '../config';
import { matchRoute } from '../routing/route-table';
import { currentUser } from './session';

const UNAUTHORIZED = { error: { code: 'unauthorized', message: '401: Unauthorized' } };
/** /api paths answered without a session. */
const PUBLIC_API = [/^\/api\/login$/, /^\/api\/logout$/, /^\/api\/health$/, /^\/api\/auth\/(signin|signup|callback)$/];

/** 401 without a session on every /api route but the public ones; 403 on admin routes for non-admins. */
export function apiGuard(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/') || PUBLIC_API.some((p) => p.test(req.path))) return next();
    const route = matchRoute(req.path);
    if (route?.public) return next();
    const user = currentUser(req);
    if (!user) return res.status(401).json(UNAUTHORIZED);
    if (route?.admin && user.role !== 'admin') return res.status(403).json({ error: { code: 'forbidden', message: 'Admins only' } });
    return next();
  };
}

/**
 * CSRF defence: a state-changing /api call must come from our own origin (Origin, else Referer).
 * With SameSite=Lax cookies this stops cross-site forms and fetches without a token dance.
 */
export function sameOriginGuard(config: Config): RequestHandler {
  const configured = new URL(publicUrl(config)).origin;
  return (req, res, next) => {
    if (!req.path.startsWith('/api/') || ['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    const own = `${req.protocol}://${req.get('host')}`;
    const source = req.get('origin') ?? (req.get('referer') ? safeOrigin(req.get('referer')!) : undefined);
    if (source && (source === own || source === configured)) return next();
    return res.status(403).json({ error: { code: 'csrf', message: 'This request must come from the portal itself' } });
  };
}

function safeOrigin(url: string): string | undefined {
  try { return new URL(url).origin; } catch { return undefined; }
}
