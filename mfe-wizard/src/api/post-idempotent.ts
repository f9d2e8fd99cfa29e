import type { ZodType } from 'zod';
import { ApiError, emit, UNAUTHORIZED_EVENT } from '@rbt/web-kit';

/**
 * A JSON POST with an Idempotency-Key header (apiFetch has no header option); errors and the 401 event
 * behave exactly as apiFetch's, so callers handle both the same way.
 */
export async function postIdempotent<T>(path: string, body: unknown, key: string, schema: ZodType<T>): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    if (res.status === 401) emit(UNAUTHORIZED_EVENT);
    throw new ApiError(res.status, text);
  }
  return schema.parse(await res.json());
}

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only in secure contexts (not on plain http hosts),
 * getRandomValues everywhere, so the key is built from that.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
