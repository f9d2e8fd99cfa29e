import type { Browser } from 'playwright-core';
import { launchBrowser, baseUrl, createDraft, screenshot, signIn, DEMO } from '../../libs/test-kit/src/browser';

describe('campaigns list and details in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([1280, 390])(
    'when the advertiser searches the list at %i px and opens a campaign, then its details read in words',
    async (width) => {
      const page = await (await browser.newContext({ viewport: { width, height: 844 } })).newPage();
      await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);
      const name = `List E2E ${width} ${Date.now().toString(36)}`;
      await createDraft(page, {
        name,
        objective: 'awareness',
        cities: ['karachi', 'lahore'],
        gender: 'female',
        timeSlots: ['09-10'],
        budget: 1000,
      });
      await page.goto(`${baseUrl()}/campaigns`);
      await page.getByLabel('Search campaigns').fill(name);
      const link = page.getByRole('link', { name });
      await link.waitFor();
      await screenshot(page, `campaigns-list-${width}`);
      await link.click();
      const targeting = page.getByTestId('details-targeting');
      await targeting.waitFor();
      expect(await targeting.textContent()).toMatch(/Karachi, Lahore.*Female/);
      expect(await page.getByTestId('details-status').textContent()).toBe('DRAFT');
      await screenshot(page, `campaign-details-${width}`);
    },
  );
});
