import type { Browser, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, signIn } from '../../libs/test-kit/src/browser';
import { signInAsNewAdvertiser, ADVERTISER_PASSWORD } from '../../libs/test-kit/src/advertiser-api';
import { clippedText, englishWordsOnPage, sidewaysScroll, waitForUrdu } from '../../libs/test-kit/src/urdu-checks';

/**
 * In chromium: English / اردو on the public pages, kept in the cookie and on the account. The converted
 * pages (the shell's landing, docs, help, legal and 404) carry no English word but brand names and units.
 */
const englishWords = (page: Page) => englishWordsOnPage(page);
const clipped = clippedText;
const sideways = sidewaysScroll;
const inUrdu = waitForUrdu;

describe('the portal in Urdu', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  const newPage = async (width: number, locale = 'en-GB'): Promise<Page> =>
    (await browser.newContext({ viewport: { width, height: 844 }, locale })).newPage();

  it.each([1280, 390])(
    'when a visitor at %i px picks اردو on the landing page, then the public pages are Urdu, right to left, unclipped, and stay so after a reload',
    async (width) => {
      const page = await newPage(width);
      await page.goto(baseUrl());
      await page.getByTestId('landing-page').waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
      await Promise.all([page.waitForEvent('load'), page.getByTestId('language-switch').click()]);
      await inUrdu(page);
      await page.getByTestId('landing-page').waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await englishWords(page)).toEqual([]);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await clipped(page)).toEqual([]);
      await screenshot(page, `urdu-landing-${width}`);
      for (const path of ['/docs', '/help', '/terms', '/nowhere']) {
        await page.goto(`${baseUrl()}${path}`);
        await inUrdu(page);
        await page.locator('.rbt-public').first().waitFor();
        expect({ path, words: await englishWords(page) }).toEqual({ path, words: [] });
        expect({ path, sideways: (await sideways(page)) <= 0 }).toEqual({ path, sideways: true });
        expect({ path, clipped: await clipped(page) }).toEqual({ path, clipped: [] });
      }
      await screenshot(page, `urdu-404-${width}`);
      await page.goto(`${baseUrl()}/docs`);
      await page.reload();
      await inUrdu(page);
      await screenshot(page, `urdu-docs-${width}`);
    },
  );

  it('when a first visit sends Accept-Language ur-PK, then the landing page opens in Urdu', async () => {
    const page = await newPage(1280, 'ur-PK');
    await page.goto(baseUrl());
    await inUrdu(page);
    await page.getByText('شروع کریں').first().waitFor();
  });

  it('when someone picks اردو signed out and signs in, then the portal is Urdu, the account keeps it and a new browser follows it', async () => {
    const page = await newPage(390);
    await page.goto(baseUrl());
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language-switch').click()]);
    await inUrdu(page);
    const email = await signInAsNewAdvertiser(page);
    await inUrdu(page);
    const header = page.getByTestId('app-header');
    await header.waitFor();
    await page.getByTestId('language-switch').getByText('English').waitFor();
    await page.evaluate(() => document.fonts.ready);
    // The signed-in pages' own checks (words, sideways scroll, clipping) are in mfe-dashboard/e2e/urdu-dashboard.e2e.ts.
    await screenshot(page, 'urdu-dashboard-390');
    // The shell saved the signed-out choice on the account, which had none.
    const accountLanguage = () => page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()));
    for (let i = 0; i < 20 && (await accountLanguage()).language !== 'ur'; i++) await page.waitForTimeout(250);
    expect((await accountLanguage()).language).toBe('ur');

    const elsewhere = await newPage(1280);
    await signIn(elsewhere, email, ADVERTISER_PASSWORD);
    await inUrdu(elsewhere);
    await elsewhere.getByTestId('app-header').waitFor();
    await screenshot(elsewhere, 'urdu-dashboard-1280');
    // Back to English from the portal header: the account and the page follow.
    await Promise.all([elsewhere.waitForEvent('load'), elsewhere.getByTestId('language-switch').click()]);
    await elsewhere.locator('html[dir=ltr][lang=en]').waitFor({ state: 'attached' });
    expect((await elsewhere.evaluate(() => fetch('/api/auth/user').then((r) => r.json()))).language).toBe('en');
  });
});
