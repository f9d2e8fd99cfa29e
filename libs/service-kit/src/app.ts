import crypto from 'node:crypto';
import Koa from 'koa';
import Router from '@koa/router';
import { ZodError } from 'zod';
import type { Logger } from './logger';
import { AppError, fromZod, unauthorized } from './errors';
import { Caller, verifyIdentity } from './identity';
import type { HealthCheck } from './health';
import { runHealthChecks } from './health';
import { jsonBody } from './json-body';
import { closeIfBodyUnread } from './unread-body';
import { context, trace } from '@opentelemetry/api';
import { contextFromHeaders, inSpan, SpanKind, startTracing } from './tracing';
import { collectProcessMetrics, metricsAllowed, metricsText, startRequestTimer } from './metrics';

export interface AppState {
  caller: Caller;
  requestId: string;
  log: Logger;
}
export type AppContext = Koa.ParameterizedContext<AppState, Router.RouterParamContext<AppState>>;
export type AppRouter = Router<AppState>;

export interface AppOptions {
  name: string;
  logger: Logger;
  /** HMAC key for the gateway's identity headers; every route but /health requires them. */
  internalSecret: string | readonly (string | undefined)[];
  routers: AppRouter[];
  health?: Record<string, HealthCheck>;
  /** How long /health waits for each dependency (2 s unless the config says otherwise). */
  healthTimeoutMs?: number;
  /** JSON body limit; uploads are streamed by their own routes (named RAW_BODY_ROUTE) and never parsed here. */
  jsonLimit?: string;
  /** Paths that skip the identity check (for example public reference data). */
  publicPaths?: RegExp[];
  /** Bearer token Prometheus scrapes /metrics with; defaults to METRICS_TOKEN; none means /metrics answers 404. */
  metricsToken?: string;
}

/**
 * Name a route with this when its handler streams the request body itself (file and CSV uploads):
 * `router.put(RAW_BODY_ROUTE, '/api/objects/upload/:key', handler)`. Every other body must be JSON.
 */
export const RAW_BODY_ROUTE = 'raw-body';

export function createRouter(): AppRouter {
  return new Router<AppState>();
}

/** The koa app every service uses: request id, logging, one error format, identity check, /health. */
export function createApp(opts: AppOptions): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = true;
  collectProcessMetrics();
  startTracing(opts.name);
  const metricsToken = opts.metricsToken ?? process.env.METRICS_TOKEN;
  app.use(closeIfBodyUnread);

  // A server span continuing the gateway's traceparent (or the http instrumentation's span, when preloaded).
  app.use((ctx, next) => {
    const parent = trace.getSpan(context.active()) ? context.active() : contextFromHeaders(ctx.headers);
    return inSpan(
      `${ctx.method} ${ctx.path === '/health' || ctx.path === '/metrics' ? ctx.path : 'request'}`,
      SpanKind.SERVER,
      parent,
      { 'rbt.service': opts.name, 'http.request.method': ctx.method },
      async (span) => {
        await next();
        const route = (ctx as { _matchedRoute?: string })._matchedRoute;
        if (route) span.updateName(`${ctx.method} ${route}`);
        span.setAttribute('http.response.status_code', ctx.status);
      },
    );
  });

  app.use(async (ctx, next) => {
    const requestId = ctx.get('x-request-id') || crypto.randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = opts.logger.child({ requestId, traceId: trace.getSpanContext(context.active())?.traceId });
    ctx.set('x-request-id', requestId);
    const started = process.hrtime.bigint();
    const timer = ctx.path === '/metrics' ? undefined : startRequestTimer(opts.name, ctx.method);
    try {
      await next();
    } catch (err) {
      const e = err instanceof ZodError ? fromZod(err) : err instanceof AppError ? err : null;
      if (e) {
        ctx.status = e.status;
        ctx.body = {
          error: { code: e.code, message: e.message, ...(e.details !== undefined ? { details: e.details } : {}) },
        };
      } else {
        const status = (err as { status?: number }).status;
        if (status && status >= 400 && status < 500) {
          ctx.status = status;
          // raw-body's and koa's own errors carry only a status: name the common ones as the gateway does.
          const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
          ctx.body = { error: { code, message: (err as Error).message } };
        } else {
          ctx.state.log.error({ err }, 'unhandled error');
          ctx.status = 500;
          ctx.body = { error: { code: 'internal', message: 'Something went wrong on our side; please try again.' } };
        }
      }
    } finally {
      // The route template (koa-router's), never the raw path: ids would make one series per campaign.
      timer?.((ctx as { _matchedRoute?: string })._matchedRoute ?? 'unmatched', ctx.status);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.log[ctx.status >= 500 ? 'error' : 'debug'](
        { method: ctx.method, url: ctx.url, status: ctx.status, ms: Math.round(ms) },
        'request',
      );
    }
  });

  app.use(async (ctx, next) => {
    if (ctx.path === '/metrics') {
      if (!metricsAllowed(metricsToken, ctx.get('authorization') || undefined)) {
        ctx.status = 404;
        ctx.body = { error: { code: 'not_found', message: 'No route for GET /metrics' } };
        return;
      }
      const m = await metricsText();
      ctx.type = m.contentType;
      ctx.body = m.body;
      return;
    }
    if (ctx.path === '/health') {
      const report = await runHealthChecks(opts.name, opts.health ?? {}, opts.healthTimeoutMs);
      ctx.status = report.status === 'ok' ? 200 : 503;
      ctx.body = report;
      return;
    }
    if (opts.publicPaths?.some((p) => p.test(ctx.path))) return next();
    const caller = verifyIdentity(opts.internalSecret, ctx.headers);
    if (!caller) throw unauthorized();
    ctx.state.caller = caller;
    return next();
  });

  const rawRoutes = opts.routers.flatMap((r) => r.stack.filter((l) => l.name === RAW_BODY_ROUTE));
  app.use(
    jsonBody({
      limit: opts.jsonLimit ?? '256kb',
      isRaw: (method, path) => rawRoutes.some((l) => l.methods.includes(method) && l.match(path)),
    }),
  );
  for (const r of opts.routers) app.use(r.routes()).use(r.allowedMethods());
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { error: { code: 'not_found', message: `No route for ${ctx.method} ${ctx.path}` } };
  });
  return app;
}
