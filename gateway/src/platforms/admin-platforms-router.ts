import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import type { ZodError } from 'zod';
import {
  AdTagCreate,
  AdTagIssued,
  KeyIssued,
  KeyRotate,
  PlatformCreate,
  PlatformList,
  SERVING_PATHS,
  type Platform,
} from '@rbt/contracts';
import { currentUser } from '../auth/session';
import { FORBIDDEN, UNAUTHORIZED } from '../auth/guards';
import { newKey } from './platform-keys';
import type { PlatformsRepository } from './platforms-repository';
import type { PlatformKeyCache } from './platform-key-cache';

const NOT_FOUND = { error: { code: 'not_found', message: 'No such platform or key' } };

const invalid = (res: Response, error: ZodError) => {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  return res.status(400).json({
    error: {
      code: 'validation_failed',
      message: first ? `${first.path || 'body'}: ${first.message}` : 'Invalid request',
      details: issues,
    },
  });
};

type Handler = (req: Request, res: Response) => Promise<unknown>;
/** express 4 does not catch a rejected handler: failures go to the app's error handler (500 in the shared format). */
const safe = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => void fn(req, res).catch(next);

/** Admins only; the session guard before this router has already answered 401 to anyone signed out. */
const adminOnly = (req: Request, res: Response, next: NextFunction) => {
  const user = currentUser(req);
  if (!user) return res.status(401).json(UNAUTHORIZED);
  if (user.role !== 'admin') return res.status(403).json(FORBIDDEN);
  return next();
};

/**
 * Platforms and their API keys, kept by the gateway because it alone makes identity. A new key's secret is in
 * the one answer that creates it and nowhere else; every key change is pushed to the /rtb key caches at once.
 */
export function adminPlatformsRouter(
  platforms: PlatformsRepository,
  cache: PlatformKeyCache,
  defaultDecisionsPerSecond: number,
  publicOrigin: string,
): Router {
  const r = express.Router();
  const json = express.json({ limit: '16kb', inflate: false });
  const keyIds = (p: Platform) => p.keys.map((k) => k.id);

  r.use('/api/admin/platforms', adminOnly);

  r.get(
    '/api/admin/platforms',
    safe(async (_req, res) => {
      res.json(PlatformList.parse({ platforms: await platforms.list() }));
    }),
  );

  r.post(
    '/api/admin/platforms',
    json,
    safe(async (req, res) => {
      const parsed = PlatformCreate.safeParse(req.body);
      if (!parsed.success) return invalid(res, parsed.error);
      const key = newKey();
      const { name, decisionsPerSecond = defaultDecisionsPerSecond } = parsed.data;
      const platform = await platforms.create(name, decisionsPerSecond, key);
      return res.status(201).json(KeyIssued.parse({ platform, key: { id: key.id, secret: key.secret } }));
    }),
  );

  r.post(
    '/api/admin/platforms/:id/keys',
    json,
    safe(async (req, res) => {
      const parsed = KeyRotate.safeParse(req.body ?? {});
      if (!parsed.success) return invalid(res, parsed.error);
      const key = newKey(parsed.data.sandbox);
      const platform = await platforms.rotate(req.params.id!, key, parsed.data.overlapHours * 3_600_000);
      if (!platform) return res.status(404).json(NOT_FOUND);
      await cache.changed(keyIds(platform));
      return res.status(201).json(KeyIssued.parse({ platform, key: { id: key.id, secret: key.secret } }));
    }),
  );

  // An ad tag is a key of its own kind, made here like every key (identity is the gateway's alone).
  r.post(
    '/api/admin/platforms/:id/ad-tags',
    json,
    safe(async (req, res) => {
      const parsed = AdTagCreate.safeParse(req.body ?? {});
      if (!parsed.success) return invalid(res, parsed.error);
      const key = newKey(false, true);
      const platform = await platforms.rotate(req.params.id!, key, parsed.data.overlapHours * 3_600_000);
      if (!platform) return res.status(404).json(NOT_FOUND);
      await cache.changed(keyIds(platform));
      const url = `${publicOrigin.replace(/\/$/, '')}${SERVING_PATHS.decisions}?key=${key.secret}`;
      return res.status(201).json(AdTagIssued.parse({ platform, key: { id: key.id, secret: key.secret }, url }));
    }),
  );

  r.delete(
    '/api/admin/platforms/:id/keys/:keyId',
    safe(async (req, res) => {
      const platform = await platforms.revoke(req.params.id!, req.params.keyId!);
      if (!platform) return res.status(404).json(NOT_FOUND);
      await cache.changed([req.params.keyId!]);
      return res.json(platform);
    }),
  );
  return r;
}
