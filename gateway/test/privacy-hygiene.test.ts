import { execFile } from 'node:child_process';
import path from 'node:path';
import { startGateway, Client } from './harness';
import { startAllServices, Services } from './services';
import { toneWav } from '../../libs/test-kit/src/tone-wav';

/** Redocly's recommended rules over a document (child process: the linter is ESM only). */
function lint(doc: string): Promise<{ severity: string; rule: string; message: string; at: string }[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'openapi-lint.mjs')], (err, stdout, stderr) =>
      err ? reject(new Error(stderr || err.message)) : resolve(JSON.parse(stdout)),
    );
    child.stdin!.end(doc);
  });
}

// Privacy hygiene, through the gateway against the real services.
describe('redirects, caching and hygiene', () => {
  let services: Services;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let a: Client;

  beforeAll(async () => {
    services = await startAllServices();
    gw = await startGateway(services.urls);
    a = new Client(gw.base);
    await a.signUp('privacy-owner@example.pk', 'owners-pass-1');
  });
  afterAll(async () => {
    await gw.stop();
    await services.stop();
  });

  // A fresh address per sign-in: these are many sign-ins, not one address guessing.
  const signInTo = (returnTo: string, c = new Client(gw.base)) =>
    c.req(
      'POST',
      '/api/auth/signin',
      `email=privacy-owner%40example.pk&password=owners-pass-1&returnTo=${encodeURIComponent(returnTo)}`,
      { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': c.ip },
    );

  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '/\tevil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/campaigns/../..//evil.example',
    '/api/logout',
    '/signin?returnTo=//evil.example',
  ])('when sign-in is asked to return to %j, then it goes home instead', async (to) => {
    const r = await signInTo(to);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/');
    const page = await new Client(gw.base).req('GET', `/signin?returnTo=${encodeURIComponent(to)}`);
    expect(page.text).toContain('name="returnTo" value="/"');
  });

  it.each(['/billing', '/campaigns', '/campaigns/abc123/edit', '/campaigns?status=live', '/admin', '/pricing'])(
    "when sign-in is asked to return to the portal's own page %s, then it goes there",
    async (to) => {
      const r = await signInTo(to);
      expect(r).toMatchObject({ status: 303 });
      expect(r.headers.get('location')).toBe(to);
    },
  );

  it('when personal API answers come back, then every one says no-store (the audio too), so nothing outlives logout', async () => {
    const uploadURL = (await a.req('POST', '/api/objects/upload')).body.uploadURL as string;
    const put = await fetch(gw.base + uploadURL, {
      method: 'PUT',
      headers: { cookie: a.cookie, origin: gw.base, 'content-type': 'audio/wav' },
      body: new Uint8Array(toneWav(2)),
    });
    expect(put.status).toBe(200);
    const audio = (await a.req('PUT', '/api/audio-files', { audioFileURL: uploadURL })).body.objectPath as string;
    const paths = [
      '/api/auth/user',
      '/api/campaigns',
      '/api/billing/profile',
      '/api/invoices',
      '/api/notifications',
      '/api/analytics',
      '/api/dashboard/stats',
      audio,
    ];
    const answers = await Promise.all(paths.map(async (p) => [p, await a.req('GET', p)] as const));
    for (const [p, r] of answers) {
      expect({ p, status: r.status }).toEqual({ p, status: 200 });
      expect({ p, cacheControl: r.headers.get('cache-control') }).toEqual({
        p,
        cacheControl: expect.stringMatching(/no-store/),
      });
    }
  });

  it('when public reference data comes back, then the service keeps its own caching', async () => {
    const r = await new Client(gw.base).req('GET', '/api/reference/cities');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });

  it('when a service refuses a body over its limit, then 413 says payload_too_large', async () => {
    const r = await a.req('POST', '/api/campaigns', { name: 'big', objective: 'awareness', pad: 'x'.repeat(400_000) });
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('payload_too_large');
  });

  it("when the gateway's OpenAPI document is linted with Redocly's recommended rules, then it has no errors", async () => {
    const doc = await new Client(gw.base).req('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    const errors = (await lint(doc.text)).filter((p) => p.severity === 'error');
    expect(errors).toEqual([]);
  });
});
