import express, { Express, NextFunction, Request, Response } from 'express';
import { AuthUser } from '@rbt/contracts';
import { oidcEnabled, publicUrl } from './config';
import type { Deps } from './deps';
import { matchRoute } from './routing/forward';
import { apiKey, withCanonicalPrefix } from './routing/path-rule';
import { apiGuard, canonicalPathGuard, sameOriginGuard } from './auth/guards';
import { currentUser, destroySession, SESSION_COOKIE } from './auth/session';
import { localAuthRouter } from './auth/local-auth';
import { oidcRouter } from './auth/oidc';
import { signOutPage } from './auth/pages';
import { pageLanguage } from './auth/page-language';
import { pageFontRouter } from './auth/page-font';
import { pageScriptsRouter } from './auth/page-scripts';
import { LoginLimiter } from './auth/rate-limit';
import { SignInLimiter } from './auth/sign-in-limiter';
import { SignInProof } from './auth/sign-in-proof';
import { accountLanguageRouter } from './auth/account-language';
import { gatewayHealth } from './health';
import { requestIdOf } from './request-context';
import { clientOf, proxyTrust } from './routing/client-address';
import { staticRouter } from './static';
import { openApiRouter } from './openapi/router';
import { adminPlatformsRouter } from './platforms/admin-platforms-router';

export function buildApp(deps: Deps): Express {
  const { config, logger } = deps;
  const app = express();
  const trust = proxyTrust(config.TRUST_PROXY);
  app.set('trust proxy', (addr: string) => trust(addr));
  app.disable('x-powered-by');

  app.use((req, res, next) => {
    // express's req.ip would return whatever a trusted hop forwarded, `<script>` included: the checked address instead.
    Object.defineProperty(req, 'ip', { value: clientOf(req, trust).ip });
    const id = requestIdOf(req);
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    next();
  });
  app.use(deps.securityHeaders);
  app.use(canonicalPathGuard());
  // The gateway's own /api answers (the user, sign-in, health) are personal or live; only the API's docs may be cached.
  app.use((req, res, next) => {
    const key = apiKey(req.path);
    if (key && !key.startsWith('/api/docs')) res.setHeader('cache-control', 'no-store');
    next();
  });

  const sameOrigin = sameOriginGuard(config);
  const guard = apiGuard();
  const forward = (req: Request, res: Response, next: NextFunction) => {
    const route = matchRoute(req.path);
    if (!route) return next();
    req.url = withCanonicalPrefix(req.url, route.prefix);
    return deps.proxy({
      req,
      res,
      route,
      // A provider callback is never made into the signed-in user's request.
      user: route.callback ? undefined : currentUser(req),
      requestId: String(req.headers['x-request-id']),
      clientIp: req.ip ?? '',
      proto: req.protocol,
    });
  };
  app.use(deps.session);
  app.use(sameOrigin);

  // Anonymous callers learn only whether the portal is up; admins see every service and dependency.
  app.get('/api/health', async (req, res) => {
    const h = await gatewayHealth(config, deps.mongo, deps.redis, deps.bus);
    res.status(h.status === 'ok' ? 200 : 503).json(currentUser(req)?.role === 'admin' ? h : { status: h.status });
  });
  app.use(openApiRouter());
  app.use(
    localAuthRouter(
      config,
      deps.users,
      new SignInLimiter(deps.redis, config),
      new LoginLimiter(deps.redis, config),
      new SignInProof(deps.redis, config),
    ),
  );
  if (oidcEnabled(config)) app.use(oidcRouter(config, deps.users));
  else
    app.get('/api/login', (req, res) =>
      res.redirect(`/signin${req.query.returnTo ? `?returnTo=${encodeURIComponent(String(req.query.returnTo))}` : ''}`),
    );
  app.use(pageFontRouter());
  app.use(pageScriptsRouter());
  app.get('/api/logout', (req, res) => {
    res.type('html').send(signOutPage(pageLanguage(req, res)));
  });
  // A POST behind the same-origin check: a link or image on another site cannot sign anyone out.
  app.post('/api/logout', async (req, res) => {
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return req.is('application/json') || req.accepts(['html', 'json']) === 'json'
      ? res.status(204).end()
      : res.redirect(303, '/');
  });
  app.get('/api/auth/user', (req, res) => {
    const user = currentUser(req);
    if (!user) return res.status(401).json({ error: { code: 'unauthorized', message: '401: Unauthorized' } });
    // The answer is the AuthUser contract the shell and remotes parse.
    return res.json(AuthUser.parse(user));
  });

  app.use(guard);
  app.use(accountLanguageRouter(deps.users));
  app.use(adminPlatformsRouter(deps.platforms, deps.platformKeys, config.RTB_DECISIONS_PER_SECOND, publicUrl(config)));
  app.use(forward);
  app.use('/api', (req, res) =>
    res.status(404).json({ error: { code: 'not_found', message: `No route for ${req.method} ${req.originalUrl}` } }),
  );
  app.use(staticRouter(config));

  app.use((err: Error & { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) logger.error({ err, path: req.path, requestId: req.headers['x-request-id'] }, 'gateway error');
    res.status(status).json({
      error: {
        code:
          status === 413
            ? 'payload_too_large'
            : status === 415
              ? 'unsupported_media_type'
              : status >= 500
                ? 'internal'
                : 'bad_request',
        message:
          status >= 500 && status !== 503
            ? 'Something went wrong on our side; please try again.'
            : // One rule with the services (service-kit json-body.ts): compressed bodies are refused, never inflated.
              err.type === 'encoding.unsupported'
              ? `Content-Encoding "${String(req.headers['content-encoding']).slice(0, 40)}" is not supported; send the body uncompressed.`
              : err.message,
      },
    });
  });
  return app;
}
