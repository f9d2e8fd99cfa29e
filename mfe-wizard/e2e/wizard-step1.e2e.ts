import type { Browser, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, screenshotBoth, signIn, DEMO } from '../../libs/test-kit/src/browser';

/** Step 1 of the wizard on the real portal: targeting choice, keyboard and map input, live estimate, reload, continue. */
describe('wizard step 1 in chromium through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const budget = (page: Page) =>
    page
      .locator('[data-testid="header-stats"] .euiStat')
      .filter({ hasText: 'Total Reach' })
      .locator('.euiStat__title')
      .innerText();
  /**
   * Opens a city's info window from its marker. One CI run saw a marker click open nothing (the page had just
   * re-rendered from an autosave); a second click after a screenshot keeps the journey going and the evidence.
   */
  async function openPopup(page: Page, city: string, text: string) {
    for (let attempt = 1; ; attempt++) {
      await page.locator(`.leaflet-marker-icon[title="${city}"]`).click();
      try {
        await page.locator('.leaflet-popup').getByText(text).waitFor({ timeout: 10_000 });
        return;
      } catch (err) {
        await screenshot(page, `wizard-popup-retry-${attempt}`);
        if (attempt === 3) throw err;
      }
    }
  }
  const liveEstimate = (page: Page) =>
    page.locator('[data-testid="header-stats"][data-estimate-status="current"]').waitFor({ timeout: 15_000 });

  it('when an advertiser fills step 1 by keyboard and map, then estimates update, a reload keeps the draft and Continue opens Creative', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);

    await page.goto(`${baseUrl()}/campaigns/targeting`);
    const cont = page.getByRole('button', { name: 'Continue' });
    await cont.waitFor();
    // The recommended method is preselected.
    expect(await page.getByLabel(/Standard Targeting/).isChecked()).toBe(true);
    expect(await cont.isEnabled()).toBe(true);
    await page.getByText('Standard Targeting').click();
    await cont.click();
    await page.waitForURL((u) => u.pathname === '/campaigns/new');
    await page.locator('[data-testid="wizard-step-1"]').waitFor();

    // Keyboard: name, objective, city search with arrows and Enter.
    await page.getByLabel('Campaign Name *').focus();
    await page.keyboard.type('Eid Sale Karachi');
    await page.keyboard.press('Tab');
    await page.getByLabel('Campaign Objective *').selectOption('awareness');
    const search = page.getByPlaceholder('Search by city or province');
    await search.focus();
    await page.keyboard.type('lah');
    await page.getByRole('listbox', { name: 'City suggestions' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="selected-cities"]').getByText('Lahore').first().waitFor();
    await liveEstimate(page);
    const before = await budget(page);

    // Map: open Karachi's info window and add the city.
    const clickedAt = Date.now();
    await openPopup(page, 'Karachi', 'Province: Sindh');
    await page.locator('.leaflet-popup').getByRole('button', { name: 'Add City' }).click();
    await page.waitForFunction((b) => {
      const el = [...document.querySelectorAll('[data-testid="header-stats"] .euiStat')].find((e) =>
        e.textContent?.includes('Total Reach'),
      );
      return el && !el.textContent?.includes(b);
    }, before);
    const previewMs = Date.now() - clickedAt;
    await liveEstimate(page);
    const after = await budget(page);
    expect(after).not.toBe(before);
    expect(await page.locator('.leaflet-marker-icon.rbt-selected').count()).toBe(2);

    // Schedule: preset and a prime slot.
    await page.getByRole('button', { name: '1 week' }).click();
    await page.locator('[data-slot="20-21"]').click();
    await page.getByText('Draft saved').waitFor({ timeout: 15_000 });
    await liveEstimate(page);
    await screenshotBoth(page, 'wizard-step1');

    await page.reload();
    await page.locator('[data-testid="wizard-step-1"]').waitFor();
    expect(await page.getByLabel('Campaign Name *').inputValue()).toBe('Eid Sale Karachi');
    expect(await page.getByLabel('Campaign Objective *').inputValue()).toBe('awareness');
    await page.locator('[data-testid="selected-cities"]').getByText('Karachi').first().waitFor();
    expect(await page.locator('[data-slot="20-21"]').getAttribute('aria-pressed')).toBe('true');

    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isEnabled()).toBe(true);
    await next.click();
    await page.locator('[data-testid="wizard-step-2"]').waitFor();
    console.log(
      `wizard e2e: city click to updated figures ${previewMs} ms (includes popup and playwright round trips)`,
    );
    await context.close();
  });
});
