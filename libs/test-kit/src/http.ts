import { signIdentity, Caller } from '@rbt/service-kit';

export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789-abcdefghij';

export const advertiser = (id = 'user-a', email = `${id}@example.com`): Caller => ({ id, role: 'advertiser', email });
export const admin = (id = 'admin-1', email = 'admin@example.com'): Caller => ({ id, role: 'admin', email });

export interface CallOptions {
  as?: Caller;
  body?: unknown;
  headers?: Record<string, string>;
  secret?: string;
}

/** Calls a service the way the gateway does: JSON body and signed identity headers. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.as) Object.assign(headers, signIdentity(opts.secret ?? TEST_INTERNAL_SECRET, opts.as));
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}
