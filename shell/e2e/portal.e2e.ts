import type { Browser, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, signIn, DEMO } from '../../libs/test-kit/src/browser';
import { freePort } from '../../libs/test-kit/src/free-port';

describe('federated portal in chromium through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const newPage = async (): Promise<Page> =>
    (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();

  it('when signed out, then / is the landing page and an unknown path is the 404 page', async () => {
    const page = await newPage();
    await page.goto(baseUrl());
    await page.getByText('Get Started').first().waitFor();
    await screenshot(page, 'landing-1280');
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.getByText('404 Page Not Found').first().waitFor();
  });

  it('when an advertiser signs in, then the dashboard and wizard remotes render their frames, and help loads on its first press', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);
    await page
      .locator('[data-testid="remote-dashboard"]')
      .waitFor()
      .catch(async (e) => {
        await screenshot(page, 'debug-dashboard');
        throw new Error(`${e.message}\n${errors.join('\n')}\n${page.url()}`);
      });
    // The help remote is not fetched until Help is pressed; then it mounts with its panel open.
    expect(await page.locator('[data-testid="remote-help"]').count()).toBe(0);
    await page.getByTestId('app-header').getByRole('button', { name: 'Help' }).click();
    await page.locator('[data-testid="help-panel"]').waitFor();
    await screenshot(page, 'dashboard-frame-1280');
    await page.goto(`${baseUrl()}/campaigns/new`);
    await page.locator('[data-testid="remote-wizard"]').waitFor();
    await page.reload();
    await page.locator('[data-testid="remote-wizard"]').waitFor();
  });

  it('when an admin opens /admin, then the admin remote renders', async () => {
    const page = await newPage();
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto(`${baseUrl()}/admin`);
    await page.locator('[data-testid="remote-admin"]').waitFor();
  });

  it('when one remote server is down, then its area shows an error panel and the rest still works', async () => {
    // Down for this page only: the manifest it reads sends the admin remote to a port nothing listens on, so the
    // browser meets a real refused connection. The portal's own admin server stays up: the browser tests running
    // meanwhile load their admin pages from it, and would get this panel instead.
    const closed = await freePort();
    const page = await newPage();
    await page.route('**/mf-manifest.json', async (route) => {
      const manifest = (await (await route.fetch()).json()) as { remotes: Record<string, string> };
      manifest.remotes.admin = `http://127.0.0.1:${closed}/remoteEntry.js`;
      await route.fulfill({ json: manifest });
    });
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto(`${baseUrl()}/admin`);
    await page.locator('[data-testid="remote-error-admin"]').waitFor();
    await screenshot(page, 'admin-remote-down');
    await page.goto(`${baseUrl()}/`);
    await page.locator('[data-testid="remote-dashboard"]').waitFor();
  });
});
