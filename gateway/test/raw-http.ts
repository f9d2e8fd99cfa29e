import http from 'node:http';

export interface RawOptions {
  /** Raw header list [name, value, …]: any case, duplicates allowed, exactly as a hostile client may send them. */
  headers: string[];
  body?: Buffer;
  /** Send `Expect: 100-continue` and hold the body until the server says 100 Continue (as curl does for large bodies). */
  expectContinue?: boolean;
  /** Stream the body with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  text: string;
  json: any;
  headers: http.IncomingHttpHeaders;
}

/** A node:http answer read whole: status, text, JSON when it parses, headers. */
export function readResponse(res: http.IncomingMessage): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('error', reject);
    res.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      resolve({ status: res.statusCode ?? 0, text, json, headers: res.headers });
    });
  });
}

/** One request written with node:http, which (unlike fetch) lets a test send Expect, chunked bodies and duplicated headers. */
export function rawRequest(base: string, method: string, path: string, opts: RawOptions): Promise<RawResponse> {
  const url = new URL(path, base);
  // The raw-array form adds no Host of its own.
  const headers = ['Host', url.host, ...opts.headers];
  if (opts.body && !opts.chunked) headers.push('Content-Length', String(opts.body.length));
  if (opts.body && opts.chunked) headers.push('Transfer-Encoding', 'chunked');
  if (opts.expectContinue) headers.push('Expect', '100-continue');
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers, agent: false },
      (res) => void readResponse(res).then(resolve, reject),
    );
    req.on('error', reject);
    const send = () => {
      if (!opts.body) return req.end();
      if (opts.chunked) {
        // Two chunks, so the body really arrives in pieces.
        const half = Math.floor(opts.body.length / 2);
        req.write(opts.body.subarray(0, half));
        return req.end(opts.body.subarray(half));
      }
      return req.end(opts.body);
    };
    if (opts.expectContinue && opts.body) req.on('continue', send);
    else send();
  });
}
