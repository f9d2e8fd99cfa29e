import http from 'node:http';
import { verifyIdentity, type Caller } from '@rbt/service-kit';
import { TEST_INTERNAL_SECRET } from '@rbt/test-kit';

export interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The identity as a service's verifyIdentity reads it; null = none or forged. */
  caller: Caller | null;
}

/**
 * A stand-in service that records each request as it arrives (HTTP level, not a mock of any database): tests see
 * exactly which calls got through the gateway and with which verified identity.
 */
export async function recordingUpstream(name: string) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({
      url: req.url ?? '',
      headers: req.headers,
      caller: verifyIdentity(TEST_INTERNAL_SECRET, req.headers),
    });
    res.writeHead(200, { 'content-type': 'application/xml', 'x-upstream': name }).end('<VAST version="4.1"/>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    seen,
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** A GET with the path exactly as written (fetch and URL would normalise the hostile spellings away). */
export function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}
