import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Config } from './config';

// Encodings of the build's precompressed copies (libs/mf-shared/src/precompress.js), in our order of preference:
// browsers list gzip before br at equal weight, and brotli is the smaller.
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * A shell file's brotli or gzip copy, when the client takes it and the build wrote one (the shell's chunks
 * went uncompressed); anything else falls through to express.static with the same caching.
 */
function precompressed(dist: string): express.RequestHandler {
  const root = path.resolve(dist);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/\.(js|css|html|json|svg)$/.test(req.path)) return next();
    const file = path.join(root, path.normalize(req.path));
    if (!file.startsWith(root + path.sep)) return next();
    const taken = req.acceptsEncodings();
    const found = ENCODINGS.find(([e, ext]) => (taken.includes(e) || taken.includes('*')) && fs.existsSync(file + ext));
    if (!found) return next();
    res.vary('Accept-Encoding');
    res.set('Content-Encoding', found[0]);
    // Typed by the original name, not `.br`/`.gz`; sendFile keeps a Content-Type already set.
    res.type(path.extname(file));
    // The same caching as express.static below: html must revalidate, hashed bundles keep an hour.
    const revalidate = file.endsWith('.html') || file.endsWith('remoteEntry.js');
    if (revalidate) res.set('Cache-Control', 'no-cache');
    return res.sendFile(file + found[1], revalidate ? { cacheControl: false } : { maxAge: '1h' }, (err) => {
      if (err) next(err);
    });
  };
}

/**
 * The built shell at /, the runtime manifest of remote URLs (read at every start of the shell, so a remote
 * can move or be redeployed without rebuilding the shell), and index.html for every other page route.
 */
export function staticRouter(config: Config): Router {
  const r = express.Router();
  const manifest = {
    remotes: {
      dashboard: config.REMOTE_DASHBOARD_URL,
      wizard: config.REMOTE_WIZARD_URL,
      admin: config.REMOTE_ADMIN_URL,
      help: config.REMOTE_HELP_URL,
    },
    // Runtime settings of the remotes (read at page load, so they change without a rebuild).
    config: { mapTileUrl: config.MAP_TILE_URL ?? null },
  };
  r.get('/mf-manifest.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(manifest);
  });
  r.use(precompressed(config.SHELL_DIST));
  r.use(
    express.static(config.SHELL_DIST, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        // index.html must revalidate so a new deploy is picked up; hashed bundles can be cached.
        if (file.endsWith('.html') || file.endsWith('remoteEntry.js')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  r.get(/^\/(?!api\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    const index = path.join(config.SHELL_DIST, 'index.html');
    if (!fs.existsSync(index))
      return res.status(503).type('text').send('The portal has not been built yet: run `npm run build:web`.');
    return res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return r;
}
