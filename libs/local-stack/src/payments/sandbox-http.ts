import http from 'node:http';

/** Small request/answer helpers for the payment stand-ins (plain node http, no framework). */
const MAX_BODY = 64 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The body as fields: a form post (what a browser sends) or a JSON object (what a merchant's server sends). */
export async function readFields(req: http.IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'The request body is too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text || '{}');
    } catch {
      throw new HttpError(400, 'The body is not JSON');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(400, 'Expected an object');
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The pages post only to this stand-in and the merchant; no script runs on them.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'",
  });
  res.end(html);
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** `url` with the given query fields added (keeping any it has). */
export function withQuery(url: string, fields: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(fields)) u.searchParams.set(k, v);
  return u.href;
}
