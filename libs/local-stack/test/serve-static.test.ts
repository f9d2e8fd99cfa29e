import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serveStatic } from '../src/serve-static';

/** A raw GET: fetch would refuse to send a malformed escape in the path (and would decode the body). */
function get(
  port: number,
  rawPath: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const CHUNK = Buffer.from('export const figures = [' + '1, 2, 3, '.repeat(500) + '];');

describe("a remote's static server", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'console.log(1)');
    // What a production build writes (libs/mf-shared/src/precompress.js): a hashed chunk and its compressed copies.
    fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), CHUNK);
    fs.writeFileSync(path.join(dir, 'main.0123abcd.js.br'), zlib.brotliCompressSync(CHUNK));
    fs.writeFileSync(path.join(dir, 'main.0123abcd.js.gz'), zlib.gzipSync(CHUNK));
    server = await serveStatic(dir, 0);
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/%', '/%E0%A4%A', '/remoteEntry.js%'])(
    'when the path %s has a malformed escape, then 400 and the server keeps serving',
    async (bad) => {
      expect((await get(port, bad)).status).toBe(400);
      expect((await get(port, '/remoteEntry.js')).status).toBe(200);
    },
  );

  it('when a file is served, then it carries no-framing, nosniff and cross-origin resource headers', async () => {
    const r = await get(port, '/remoteEntry.js');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(r.headers['access-control-allow-origin']).toBe('*');
  });

  it('when a path climbs out of the folder, then 404', async () => {
    expect((await get(port, '/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it("when a browser takes brotli and gzip, then a hashed chunk comes as the build's brotli copy, cached as immutable", async () => {
    const r = await get(port, '/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toContain('Accept-Encoding');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(r.body)).toEqual(CHUNK);
  });

  it('when a client takes only gzip or nothing, then it gets the gzip copy or the plain file', async () => {
    const gz = await get(port, '/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body)).toEqual(CHUNK);
    const plain = await get(port, '/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(CHUNK);
  });

  it('when remoteEntry.js (a stable name) is asked again with its ETag, then 304 without a body', async () => {
    const first = await get(port, '/remoteEntry.js');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(port, '/remoteEntry.js', { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });
});
