import { z } from 'zod';
import type { AppContext } from './app';
import { fromZod, notFound } from './errors';
import type { Caller } from './identity';

/** Parses the JSON body with a schema; a failure is a 400 naming the field path. */
export function parseBody<S extends z.ZodTypeAny>(ctx: AppContext, schema: S): z.infer<S> {
  // Only a missing body reads as {}: a JSON `null` is a body, and not an object (it created drafts).
  const body = (ctx.request as unknown as { body?: unknown }).body;
  const r = schema.safeParse(body === undefined ? {} : body);
  if (!r.success) throw fromZod(r.error);
  return r.data;
}

export function parseQuery<S extends z.ZodTypeAny>(ctx: AppContext, schema: S): z.infer<S> {
  const r = schema.safeParse(ctx.query);
  if (!r.success) throw fromZod(r.error);
  return r.data;
}

/**
 * Ownership rule shared by every service: advertisers reach only what they own; admins and our own services reach all.
 * Someone else's resource answers 404, not 403, so ids cannot be probed.
 */
export function assertOwned<T extends { ownerId: string } | null | undefined>(
  caller: Caller,
  doc: T,
  what = 'Resource',
): NonNullable<T> {
  if (!doc || (caller.role === 'advertiser' && doc.ownerId !== caller.id)) throw notFound(what);
  return doc as NonNullable<T>;
}

/** Mongo filter that scopes a query to what the caller may see. */
export function ownedFilter(caller: Caller): { ownerId?: string } {
  return caller.role === 'advertiser' ? { ownerId: caller.id } : {};
}
