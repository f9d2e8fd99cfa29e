import type { Browser, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot } from '../../libs/test-kit/src/browser';

/** A new visitor's Get Started opens sign-up; the landing's city count and the map demo agree. */
describe('landing calls to action and city counts in chromium, signed out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  const newPage = async (width: number): Promise<Page> =>
    (await browser.newContext({ viewport: { width, height: 844 } })).newPage();

  it.each([1280, 390])('when a visitor at %i px clicks Get Started, then the sign-up form opens', async (width) => {
    const page = await newPage(width);
    await page.goto(baseUrl());
    await page.getByTestId('landing-page').waitFor();
    expect(await page.getByTestId('landing-page').innerText()).toMatch(/Reach the right callers in 42 cities/);
    await Promise.all([
      page.waitForURL(`${baseUrl()}/signup`),
      page.getByRole('link', { name: 'Get Started' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshot(page, `no-surprises-get-started-${width}`);
  });

  it('when the map demo opens from View Demo, then it says it shows 15 of the 42 cities and has 15 markers', async () => {
    const page = await newPage(1280);
    await page.goto(baseUrl());
    await page.getByRole('link', { name: 'View Demo' }).click();
    await page.getByText('The map shows 15 of the 42 cities a campaign can target').waitFor();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(15);
    await screenshot(page, 'no-surprises-map-demo-1280');
  });
});
