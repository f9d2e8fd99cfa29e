import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from '../src/serve-static';

/** A raw GET: fetch would refuse to send a malformed escape in the path. */
function get(port: number, rawPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: rawPath }, (res) => { res.resume(); res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers })); }).on('error', reject);
  });
}

describe('a remote\'s static server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'console.log(1)');
    server = await serveStatic(dir, 0);
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => { server.close(); fs.rmSync(dir, { recursive: true, force: true }); });

  it.each(['/%', '/%E0%A4%A', '/remoteEntry.js%'])('when the path %s has a malformed escape, then 400 and the server keeps serving', async (bad) => {
    expect((await get(port, bad)).status).toBe(400);
    expect((await get(port, '/remoteEntry.js')).status).toBe(200);
  });

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
});
