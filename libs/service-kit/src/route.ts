import type { z, ZodTypeAny } from 'zod';
import type { ApiRoute } from '@rbt/contracts';
import { RAW_BODY_ROUTE, type AppContext, type AppRouter } from './app';
import { AppError } from './errors';
import { parseBody, parseQuery } from './validate';

type Parsed<S> = S extends ZodTypeAny ? z.infer<S> : never;

/**
 * A route's input, parsed when the handler asks with its contract's own schemas: the handler keeps its order of
 * checks (a missing resource or a bad Idempotency-Key is still answered before a bad body), and the 400 is
 * parseBody's and parseQuery's, as before.
 */
export interface RouteInput<R extends ApiRoute> {
  body(): Parsed<R['body']>;
  query(): Parsed<R['query']>;
}

/**
 * A signed URL's query through its contract, or null when it does not match it: the URL's own check then refuses it
 * as unsigned (403), as when the handler read the query itself, never with a 400 naming what a forger left out.
 */
export function signedQuery<R extends ApiRoute>(input: RouteInput<R>): Parsed<R['query']> | null {
  try {
    return input.query();
  } catch (err) {
    if (err instanceof AppError && err.status === 400) return null;
    throw err;
  }
}

/** OpenAPI's `{id}` as koa's `:id`. */
export const koaPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers a route from its contract in @rbt/contracts: the method and path it names, named RAW_BODY_ROUTE when it
 * takes a raw body, so the schema a route parses is the one the gateway's OpenAPI document shows.
 */
export function route<R extends ApiRoute>(
  router: AppRouter,
  def: R,
  handler: (ctx: AppContext, input: RouteInput<R>) => unknown,
): void {
  const schema = (s: ZodTypeAny | undefined, what: string): ZodTypeAny => {
    if (!s) throw new Error(`${def.method} ${def.path} has no ${what} schema in its contract`);
    return s;
  };
  const middleware = async (ctx: AppContext) => {
    await handler(ctx, {
      body: () => parseBody(ctx, schema(def.body, 'body')),
      query: () => parseQuery(ctx, schema(def.query, 'query')),
    });
  };
  const path = koaPath(def.path);
  if (def.rawBody) router[def.method](RAW_BODY_ROUTE, path, middleware);
  else router[def.method](path, middleware);
}
