import path from 'node:path';
import express, { Router } from 'express';
import { openApiJson } from './document';
import { currentUser } from '../auth/session';

// The viewer's files are served, never run here: the package's main module would load its 1.5 MB browser bundle
// into the gateway (some 0.2 s of start-up) only to answer this folder.
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

// No inline script: the page's CSP allows scripts from 'self' only, so the viewer starts from a file of ours.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RBT Ads API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;
const INIT = "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', withCredentials: true });";

/** /api/openapi.json and the swagger-ui viewer at /api/docs: the advertiser and operator APIs for anyone, all for admins. */
export function openApiRouter(): Router {
  const r = Router();
  r.get('/api/openapi.json', (req, res) => {
    // Admins see the admin and service-internal operations too; the answer depends on who asks, so no shared cache.
    const forAdmins = currentUser(req)?.role === 'admin';
    res
      .type('application/json')
      .set('cache-control', forAdmins ? 'private, no-store' : 'no-cache')
      .set('vary', 'cookie')
      .send(openApiJson(forAdmins));
  });
  r.get('/api/docs', (_req, res) => {
    res.type('html').send(PAGE);
  });
  r.get('/api/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT);
  });
  r.use('/api/docs/assets', express.static(SWAGGER_UI_DIR, { index: false, maxAge: '1h' }));
  return r;
}
