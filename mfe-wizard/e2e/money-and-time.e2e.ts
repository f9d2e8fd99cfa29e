import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addCalendarDays, EstimateResponse, karachiToday } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot, screenshotBoth, signIn, DEMO } from '../../libs/test-kit/src/browser';

/**
 * One budget campaign from step 1 to checkout in three browser time zones, with the browser clock at
 * 23:30 UTC on the day before Karachi's today (04:30 in Karachi, 15:30 the day before in Los Angeles). Every
 * money figure shown must equal the server's quote, and the preset's start date must be the one the server
 * accepts, whatever the browser's own calendar says.
 */
/** "Rs 50,000.00", "PKR 2.000", "25,000" → the number. */
const num = (text: string) => Number(text.replace(/Rs|PKR|plays|[^\d.]/g, ''));
const close = (shown: number, quoted: number) => expect(Math.abs(shown - quoted)).toBeLessThanOrEqual(0.01);

async function statValue(page: Page, testId: string): Promise<number> {
  return num(await page.getByTestId(testId).locator('.euiStat__title').innerText());
}

async function quoteOf(context: BrowserContext, startDate: string, endDate: string): Promise<EstimateResponse> {
  const r = await context.request.post(`${baseUrl()}/api/estimate`, {
    headers: { origin: baseUrl() },
    data: {
      audience: { cities: ['karachi'], gender: 'female', deviceType: 'smartphone', valueTier: 'gold' },
      schedule: { startDate, endDate, timeSlots: ['20-21'] },
      controls: { freqCapPerDay: 2 },
      goal: { type: 'budget', amountPkr: 50_000 },
    },
  });
  expect(r.status()).toBe(200);
  return EstimateResponse.parse(await r.json());
}

describe('money and time in chromium through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(['UTC', 'Asia/Karachi', 'America/Los_Angeles'])(
    "when the browser is in %s at 23:30 UTC, then the preset starts on Karachi's day and every money figure is the server quote",
    async (timezoneId) => {
      const today = karachiToday();
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId });
      const page = await context.newPage();
      await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);
      await page.goto(`${baseUrl()}/campaigns/new`);
      await page
        .locator('[data-testid="wizard-step-1"]')
        .waitFor()
        .catch(async (e) => {
          await screenshot(page, `issue15-no-step1-${timezoneId.replace('/', '-')}`);
          throw e;
        });
      // The clock is set once the portal is up (its session checks use the real time); the wizard reads it from here on.
      await page.clock.setFixedTime(new Date(`${addCalendarDays(today, -1)}T23:30:00Z`));

      await page.getByLabel('Campaign Name *').fill(`Budget ${timezoneId}`);
      await page.getByLabel('Campaign Objective *').selectOption('awareness');
      await page.getByPlaceholder('Search by city or province').fill('Karachi');
      await page.getByRole('listbox', { name: 'City suggestions' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      // A filtered audience: the review's audience must be these users, not every user of Karachi.
      await page.getByLabel('Gender').selectOption('female');
      await page.getByLabel('Device Type').selectOption('smartphone');
      await page.getByLabel('Value Tier').selectOption('gold');
      await page.getByRole('button', { name: '1 week' }).click();
      await page.locator('[data-slot="20-21"]').click();

      // Karachi's calendar: the preset starts on Karachi's today; a day earlier is refused inline.
      const start = page.getByLabel('Start date');
      expect(await start.inputValue()).toBe(today);
      // "1 week" is 7 Karachi days including the start.
      expect(await page.getByLabel('End date').inputValue()).toBe(addCalendarDays(today, 6));
      const next = page.getByRole('button', { name: 'Continue' });
      await start.fill(addCalendarDays(today, -1));
      await page.getByText('Start date must be today or later').waitFor();
      expect(await next.isDisabled()).toBe(true);
      await page.getByRole('button', { name: '1 week' }).click();

      // Goal first: a budget below the minimum is refused inline, PKR 50,000 buys what the server quotes.
      const amount = page.getByTestId('goal-amount');
      await amount.fill('4000');
      await page.getByTestId('goal-panel').getByText('The minimum budget is PKR 5,000').waitFor();
      expect(await next.isDisabled()).toBe(true);
      await amount.fill('50000');
      await page.locator('[data-testid="goal-figures"][data-authoritative="true"]').waitFor({ timeout: 15_000 });
      const q = await quoteOf(context, today, addCalendarDays(today, 6));
      expect(q.estReach).toBeLessThanOrEqual(q.estImpressions);
      expect(await statValue(page, 'goal-plays')).toBe(q.estImpressions);
      expect(await statValue(page, 'goal-reach')).toBe(q.estReach);
      close(await statValue(page, 'goal-frequency'), q.avgFrequency);
      expect(await statValue(page, 'goal-days')).toBe(q.campaignDays);
      close(await statValue(page, 'goal-price-per-play'), q.costPerGVA);
      close(await statValue(page, 'goal-base'), q.checkout.baseCost);
      close(await statValue(page, 'goal-total'), q.checkout.total);
      expect(await page.locator('[data-slot="20-21"]').innerText()).toContain(q.costPerGVA.toFixed(2));
      const headerPrice = page
        .locator('[data-testid="header-stats"] .euiStat')
        .filter({ hasText: 'Cost per Guaranteed Audio Ad' })
        .locator('.euiStat__title');
      close(num(await headerPrice.innerText()), q.costPerGVA);
      if (timezoneId === 'UTC') {
        await screenshotBoth(page, 'issue15-step1');
      }
      expect(await next.isEnabled()).toBe(true);
      await next.click();

      // Step 2: a script, its voice-over generated as the advertiser would (a script alone is never sold), the rights.
      await page.locator('[data-testid="wizard-step-2"]').waitFor();
      await page.getByPlaceholder(/10-25 seconds/).fill('Eid offer, this week only.');
      // Generating can time out on a loaded machine; the advertiser would press Generate again, and so does this test.
      for (let attempt = 1; ; attempt++) {
        await page.getByTestId('generate-audio').click();
        try {
          await page.getByTestId('audio-preview').waitFor({ timeout: 60_000 });
          break;
        } catch (err) {
          if (attempt >= 3) throw err;
        }
      }
      await page.getByLabel(/I confirm that I have the rights/).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      // Review: the server's figures, labelled.
      await page.locator('[data-testid="review-step"]').waitFor();
      await page.locator('[data-testid="preview-badge"]').waitFor({ state: 'detached', timeout: 15_000 });
      close(num(await page.getByTestId('review-price-per-play').innerText()), q.costPerGVA);
      close(num(await page.getByTestId('review-base').innerText()), q.checkout.baseCost);
      close(num(await page.getByTestId('review-total').innerText()), q.checkout.total);
      expect(num(await page.getByTestId('review-plays').innerText())).toBe(q.estImpressions);
      // Audience, plays per day and reach are the quote's too, the same audience step 1 called Total Reach.
      expect(q.targetedUsers).toBeLessThan(q.eligibleBase);
      expect(num(await page.getByTestId('review-audience').innerText())).toBe(q.targetedUsers);
      expect(num(await page.getByTestId('review-plays-per-day').innerText())).toBe(q.impressionsPerDay);
      expect(q.impressionsPerDay).toBe(Math.round(q.estImpressions / q.campaignDays));
      expect(num(await page.getByTestId('review-reach').innerText())).toBe(q.estReach);
      if (timezoneId === 'UTC') await screenshot(page, 'issue28-review-1280');

      // Submit: the server accepts the start date the browser offered, and the locked quote is the same.
      await page.getByLabel(/I accept the terms and policies/).check();
      await page.getByTestId('proceed-to-payment').click();
      await page.waitForURL((u) => /\/campaigns\/[^/]+\/checkout$/.test(u.pathname), { timeout: 20_000 });
      await page.getByTestId('cost-breakdown').waitFor();
      close(num(await page.getByTestId('checkout-base').innerText()), q.checkout.baseCost);
      close(num(await page.getByTestId('checkout-total').innerText()), q.checkout.total);
      expect(num(await page.getByTestId('checkout-plays').innerText())).toBe(q.estImpressions);
      expect(num(await page.getByTestId('checkout-audience').innerText())).toBe(q.targetedUsers);
      expect(num(await page.getByTestId('checkout-plays-per-day').innerText())).toBe(q.impressionsPerDay);
      expect(num(await page.getByTestId('checkout-reach').innerText())).toBe(q.estReach);
      if (timezoneId === 'UTC') {
        await screenshot(page, 'issue28-checkout-1280');
        await page.setViewportSize({ width: 390, height: 844 });
        await screenshot(page, 'issue28-checkout-390');
        // The details page and the admin drawer show the same locked figures.
        const id = new URL(page.url()).pathname.split('/')[2];
        await page.goto(`${baseUrl()}/campaigns/${id}`);
        expect(num(await page.getByTestId('details-audience').innerText())).toBe(q.targetedUsers);
        expect(num(await page.getByTestId('details-plays-per-day').innerText())).toBe(q.impressionsPerDay);
        expect(num(await page.getByTestId('guaranteed-plays').innerText())).toBe(q.estImpressions);
        await screenshot(page, 'issue28-details-390');
        const admin = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const adminPage = await admin.newPage();
        await signIn(adminPage, DEMO.admin.email, DEMO.admin.password);
        await adminPage.goto(`${baseUrl()}/admin`);
        await adminPage.getByLabel('Search campaigns').fill(`Budget ${timezoneId}`);
        const row = adminPage.getByTestId(`campaign-row-${id}`);
        await row.getByTestId('open-campaign').click();
        const quote = adminPage.getByTestId('campaign-quote');
        await quote.getByText('Guaranteed plays per day').waitFor();
        const text = await quote.innerText();
        expect(text).toContain(q.targetedUsers.toLocaleString('en-US'));
        expect(text).toContain(q.impressionsPerDay.toLocaleString('en-US'));
        await screenshot(adminPage, 'issue28-admin-drawer-1280');
        await admin.close();
      }
      await context.close();
    },
    180_000,
  );
});
