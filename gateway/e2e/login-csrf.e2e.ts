import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser, baseUrl, signIn } from '../../libs/test-kit/src/browser';

/** A page on another origin (127.0.0.2) that posts a form to the portal as soon as it loads: what an attacker hosts. */
async function attackerSite(action: string, fields: Record<string, string>): Promise<{ url: string; close(): void }> {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
    .join('');
  const html = `<!doctype html><title>win a prize</title><form method="post" action="${action}">${inputs}</form><script>document.forms[0].submit()</script>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((r) => server.listen(0, '127.0.0.2', r));
  return { url: `http://127.0.0.2:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

// In a real browser: express matched /API/... case-insensitively while the same-origin check did not.
describe('cross-origin forms in chromium', () => {
  let browser: Browser;
  const attacker = { email: `attacker-${Date.now().toString(36)}@example.pk`, password: 'attacker-pass-1' };
  beforeAll(async () => {
    browser = await launchBrowser();
    const res = await fetch(`${baseUrl()}/api/auth/signup`, {
      method: 'POST',
      headers: { origin: baseUrl(), 'content-type': 'application/json' },
      body: JSON.stringify({ ...attacker, firstName: 'Eve', lastName: 'Mallory', companyName: 'Evil' }),
    });
    expect(res.status).toBe(202);
  });
  afterAll(() => browser.close());

  it.each(['/API/auth/signin', '/Api/Auth/Signin', '/api/auth/signin'])(
    "when a page on another origin auto-submits the attacker's credentials to %s, then the visitor stays signed out",
    async (path) => {
      const site = await attackerSite(`${baseUrl()}${path}`, { ...attacker, returnTo: '/' });
      try {
        const page = await (await browser.newContext()).newPage();
        const answer = page.waitForResponse((r) => r.url().startsWith(baseUrl()) && r.request().method() === 'POST');
        await page.goto(site.url);
        expect([400, 403]).toContain((await answer).status());
        expect((await page.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
      } finally {
        site.close();
      }
    },
  );

  it('when a signed-in visitor opens a page that auto-submits to /API/logout, then they stay signed in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, attacker.email, attacker.password);
    const site = await attackerSite(`${baseUrl()}/API/logout`, {});
    try {
      const answer = page.waitForResponse((r) => r.url().startsWith(baseUrl()) && r.request().method() === 'POST');
      await page.goto(site.url);
      expect([400, 403]).toContain((await answer).status());
      const me = await page.request.get(`${baseUrl()}/api/auth/user`);
      expect(me.status()).toBe(200);
      expect((await me.json()).email).toBe(attacker.email);
    } finally {
      site.close();
    }
  });
});
