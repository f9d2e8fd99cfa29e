import type { ZodType } from 'zod';
import { UNAUTHORIZED_EVENT, emit } from './events';

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; the JSON content type is only set when there is a body (spec §7). */
  body?: unknown;
  /** Answer null on 401 instead of failing (used by the auth check, where 401 just means signed out). */
  nullOn401?: boolean;
  /** Validates the answer against the contract so a drifting service fails loudly at the edge. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the wizard's Draft-Session). */
  headers?: Record<string, string>;
}

/** A non-success answer; the message is "<status>: <body text or status text>" as in spec §8. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }
}

export function apiFetch<T>(path: string, options: ApiFetchOptions<T> & { nullOn401: true }): Promise<T | null>;
export function apiFetch<T>(path: string, options?: ApiFetchOptions<T>): Promise<T>;
export async function apiFetch<T>(path: string, options: ApiFetchOptions<T> = {}): Promise<T | null> {
  const { method = 'GET', body, nullOn401 = false, schema, signal, headers: extra } = options;
  const hasBody = body !== undefined;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody || extra ? { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...extra } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  if (res.status === 401 && nullOn401) return null;
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    if (res.status === 401) emit(UNAUTHORIZED_EVENT);
    throw new ApiError(res.status, text);
  }
  const raw = await res.text();
  const data: unknown = raw ? JSON.parse(raw) : null;
  return schema ? schema.parse(data) : (data as T);
}

/**
 * A fresh Idempotency-Key (sent in `headers`). crypto.randomUUID exists only in secure contexts (not on plain http
 * hosts), getRandomValues everywhere, so the key is built from that.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Spec §6: an error whose message starts with 401 and mentions Unauthorized means signed out.
 * @internal Used only by its unit tests (knip: docs/decisions.md, "Dead exports").
 */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}
