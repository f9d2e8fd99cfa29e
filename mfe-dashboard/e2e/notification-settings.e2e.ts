import type { Browser } from 'playwright-core';
import { launchBrowser, baseUrl, screenshotBoth } from '../../libs/test-kit/src/browser';
import { signInAsNewAdvertiser } from '../../libs/test-kit/src/advertiser-api';

/**
 * The email settings page in chromium, through the gateway: a switch flipped is kept by svc-campaigns (the page
 * shows it again after a reload), and the page fits at 1280 and 390 px.
 */
describe('email settings page in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when an advertiser switches off the live email, then it stays off after a reload and the page fits a phone', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInAsNewAdvertiser(page);
    await page.goto(`${baseUrl()}/settings/notifications`);
    const live = page.getByRole('switch', { name: 'Campaign live' });
    await live.waitFor();
    expect(await live.getAttribute('aria-checked')).toBe('true');
    // Waiting for the PUT from before the click: a fast answer could come before a wait set up after it.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/notifications/preferences') && r.request().method() === 'PUT'),
      live.click(),
    ]);
    await page.reload();
    await page.getByRole('switch', { name: 'Campaign live' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Campaign live' }).getAttribute('aria-checked')).toBe('false');
    await screenshotBoth(page, 'notification-settings');
    // Nothing scrolls sideways on a phone (the page opened at 390 px, as a phone opens it).
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${baseUrl()}/settings/notifications`);
    await phone.getByRole('switch', { name: 'Campaign live' }).waitFor();
    const sideways = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;
    expect(await phone.evaluate(sideways)).toBeLessThanOrEqual(0);
  });
});
