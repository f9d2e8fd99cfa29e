import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { launchBrowser, baseUrl, screenshot, OUTPUT_DIR } from '../../libs/test-kit/src/browser';

/** Signed out, the landing page's links open real pages, not anchors or the 404. */
describe('public pages in chromium, signed out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const newPage = async (width = 1280, height = 800): Promise<Page> =>
    (await browser.newContext({ viewport: { width, height } })).newPage();

  const LINKS: ReadonlyArray<[link: string, where: 'header' | 'footer', path: string, heading: string]> = [
    ['Pricing', 'header', '/pricing', 'Pricing'],
    ['Docs', 'header', '/docs', 'Advertiser guide'],
    ['Terms', 'footer', '/terms', 'Terms of Service'],
    ['Privacy', 'footer', '/privacy', 'Privacy Policy'],
    ['Help', 'footer', '/help', 'Help'],
  ];

  it('when a visitor clicks Pricing, Docs, Terms, Privacy and Help on the landing page, then each page shows', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const [link, where, path, heading] of LINKS) {
      await page.goto(baseUrl());
      await page.getByTestId('landing-page').waitFor();
      await Promise.all([
        page.waitForURL(`${baseUrl()}${path}`),
        page.locator(where).getByRole('link', { name: link, exact: true }).click(),
      ]);
      await page
        .getByTestId(`public-page${path.replace('/', '-')}`)
        .getByRole('heading', { level: 1, name: heading, exact: true })
        .waitFor();
      expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])(
    'when the pricing page is opened at %ix%i, then it shows the rates without horizontal scrolling',
    async (width, height) => {
      const page = await newPage(width, height);
      await page.goto(`${baseUrl()}/pricing`);
      await page.getByTestId('public-page-pricing').waitFor();
      expect(await page.locator('[data-figure="vat"]').textContent()).toBe('16%');
      // The niche premiums and the niche band are on the page, the band from the engine (not 0.57-2.88 only).
      expect(await page.locator('[data-figure="niche-0"]').textContent()).toBe('×1.3');
      expect(await page.locator('#niche').innerText()).toMatch(/2023 or later, or any Apple model/);
      expect(await page.locator('[data-figure="band-niche"]').textContent()).toMatch(/^PKR \d+\.\d\d - PKR \d+\.\d\d$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `public-pricing-${width}`);
      for (const id of ['bands', 'niche'])
        await page.locator(`#${id}`).screenshot({ path: path.join(OUTPUT_DIR, `issue28-pricing-${id}-${width}.png`) });
    },
  );

  it('when a phone opens each public page, then none scrolls sideways', async () => {
    const page = await newPage(390, 844);
    for (const [, , path] of LINKS) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId(`public-page${path.replace('/', '-')}`).waitFor();
      expect([path, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([path, 390]);
    }
  });
});
