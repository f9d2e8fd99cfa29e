import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Config } from './config';

/**
 * The built shell at /, the runtime manifest of remote URLs (read at every start of the shell, so a remote
 * can move or be redeployed without rebuilding the shell), and index.html for every other page route.
 */
export function staticRouter(config: Config): Router {
  const r = express.Router();
  const manifest = { remotes: { dashboard: config.REMOTE_DASHBOARD_URL, wizard: config.REMOTE_WIZARD_URL, admin: config.REMOTE_ADMIN_URL, help: config.REMOTE_HELP_URL },
    // Runtime settings of the remotes (read at page load, so they change without a rebuild).
    config: { mapTileUrl: config.MAP_TILE_URL ?? null } };
  r.get('/mf-manifest.json', (_req, res) => { res.set('Cache-Control', 'no-cache').json(manifest); });
  r.use(express.static(config.SHELL_DIST, { index: false, maxAge: '1h', setHeaders: (res, file) => {
    // index.html must revalidate so a new deploy is picked up; hashed bundles can be cached.
    if (file.endsWith('.html') || file.endsWith('remoteEntry.js')) res.setHeader('Cache-Control', 'no-cache');
  } }));
  r.get(/^\/(?!api\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    const index = path.join(config.SHELL_DIST, 'index.html');
    if (!fs.existsSync(index)) return res.status(503).type('text').send('The portal has not been built yet: run `npm run build:web`.');
    return res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return r;
}
