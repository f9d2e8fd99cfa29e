import http from 'node:http';
import { readResponse, type RawResponse } from './raw-http';

export type VerbatimResponse = RawResponse;

/**
 * One request whose path is sent byte for byte (`//api`, `\`, `%61`, `..`): fetch and `new URL` would tidy such a
 * path before it leaves, so they cannot test how the gateway reads it.
 */
export function verbatim(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<VerbatimResponse> {
  const { hostname, port } = new URL(base);
  const h: Record<string, string> = { ...headers };
  if (body !== undefined) h['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path, headers: h, agent: false }, (res) => {
      void readResponse(res).then(resolve, reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The spellings a hostile client may try for one canonical path: case, slashes, escapes, dot segments. */
export function spellings(path: string): { cased: string[]; structural: string[] } {
  const [, root, ...rest] = path.split('/');
  const tail = rest.join('/');
  const last = rest[rest.length - 1] ?? '';
  const head = `/${root}/${rest.slice(0, -1).join('/')}${rest.length > 1 ? '/' : ''}`;
  return {
    cased: [path.toUpperCase(), `/${root!.toUpperCase()}/${tail}`, `${head}${last[0]!.toUpperCase()}${last.slice(1)}`],
    structural: [
      `${path}/`,
      `/${path}`,
      `/${root}//${tail}`,
      `/%61${root!.slice(1)}/${tail}`,
      `${head}%${last.charCodeAt(0).toString(16)}${last.slice(1)}`,
      `/${root}%2f${tail}`,
      `/${root}\\${tail.replace(/\//g, '\\')}`,
      `/${root}/./${tail}`,
      `/${root}/x/../${tail}`,
      `/${root}/${tail}%`,
    ],
  };
}
