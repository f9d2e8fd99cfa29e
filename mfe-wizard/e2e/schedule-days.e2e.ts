import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addCalendarDays, EstimateResponse, karachiToday } from '@rbt/contracts';
import path from 'node:path';
import { launchBrowser, baseUrl, screenshot, signIn, DEMO, OUTPUT_DIR } from '../../libs/test-kit/src/browser';

/**
 * Step 1: presets span 7 / 14 / 30 Karachi days, "weekends" plays on Saturdays and Sundays
 * only and the server prices those days; step 1 says what is missing; on a phone the estimate stays in view beside
 * the slots; a picked prime slot looks picked.
 */
const num = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function quoteOf(context: BrowserContext, endDate: string, daysOfWeek: string[]): Promise<EstimateResponse> {
  const r = await context.request.post(`${baseUrl()}/api/estimate`, {
    headers: { origin: baseUrl() },
    data: {
      audience: { cities: ['karachi'] },
      schedule: { startDate: karachiToday(), endDate, daysOfWeek, timeSlots: ['20-21'] },
      controls: { freqCapPerDay: 2 },
      goal: { type: 'budget', amountPkr: 25_000 },
    },
  });
  expect(r.status()).toBe(200);
  return EstimateResponse.parse(await r.json());
}

const stat = async (page: Page, testId: string) =>
  num(await page.getByTestId(testId).locator('.euiStat__title').innerText());
const authoritative = (page: Page) =>
  page.locator('[data-testid="goal-figures"][data-authoritative="true"]').waitFor({ timeout: 15_000 });
const pressed = async (page: Page) => {
  const out: string[] = [];
  for (const d of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])
    if ((await page.locator(`[data-day="${d}"]`).getAttribute('aria-pressed')) === 'true') out.push(d);
  return out;
};

describe('step 1 schedule days and the phone estimate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    [1280, 800],
    [390, 844],
  ])(
    'when presets and days are chosen at %i px, then dates, days and the server quote follow them and the estimate stays in view',
    async (width, height) => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);
      await page.goto(`${baseUrl()}/campaigns/targeting`);
      await page.getByRole('button', { name: 'Continue' }).click(); // the recommended method is preselected
      await page.locator('[data-testid="wizard-step-1"]').waitFor();
      const missing = page.getByTestId('step1-missing');
      await missing.getByText(/a campaign name, a campaign objective, at least one city/).waitFor();

      await page.getByPlaceholder('Search by city or province').fill('Karachi');
      await page.getByRole('listbox', { name: 'City suggestions' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const slot = page.locator('[data-slot="20-21"]');
      await slot.click();
      expect(await slot.getAttribute('aria-pressed')).toBe('true');
      const today = karachiToday();

      for (const [label, last, days] of [
        ['1 week', 6, 7],
        ['2 weeks', 13, 14],
        ['1 month', 29, 30],
      ] as const) {
        await page.getByRole('button', { name: label, exact: true }).click();
        expect(await page.getByLabel('Start date').inputValue()).toBe(today);
        expect(await page.getByLabel('End date').inputValue()).toBe(addCalendarDays(today, last));
        expect(await pressed(page)).toHaveLength(7);
        await authoritative(page);
        expect(await stat(page, 'goal-days')).toBe(days);
      }

      await page.getByRole('button', { name: 'weekends', exact: true }).click();
      expect(await pressed(page)).toEqual(['sat', 'sun']);
      await authoritative(page);
      const weekends = await quoteOf(context, addCalendarDays(today, 13), ['sat', 'sun']);
      expect(weekends.campaignDays).toBe(4);
      expect(await stat(page, 'goal-days')).toBe(4);
      expect(await stat(page, 'goal-plays')).toBe(weekends.estImpressions);

      // Friday added by hand: 6 play days, and the server's plays per day follow.
      await page.locator('[data-day="fri"]').click();
      await authoritative(page);
      const withFriday = await quoteOf(context, addCalendarDays(today, 13), ['fri', 'sat', 'sun']);
      expect(withFriday.campaignDays).toBe(6);
      expect(await stat(page, 'goal-days')).toBe(6);
      expect(withFriday.impressionsPerDay).toBeLessThan(weekends.impressionsPerDay);

      // The compact estimate is in the window while the slots are, and says what is still missing.
      await slot.scrollIntoViewIfNeeded();
      const bar = page.getByTestId('estimate-bar');
      const barBox = (await bar.boundingBox())!;
      const slotBox = (await slot.boundingBox())!;
      expect(barBox.y).toBeGreaterThanOrEqual(0);
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(height + 1);
      expect(Math.abs(barBox.y - slotBox.y)).toBeLessThan(height);
      expect(num(await bar.getByTestId('bar-plays').innerText())).toBe(withFriday.estImpressions);
      await missing.getByText(/a campaign name, a campaign objective/).waitFor();
      await screenshot(page, `issue28-step1-slots-${width}`);
      // What the advertiser sees in the window: the slots and the pinned estimate together.
      await page.screenshot({ path: path.join(OUTPUT_DIR, `issue28-step1-slots-window-${width}.png`) });

      await page.getByLabel('Campaign Name *').fill('Weekend sale');
      await page.getByLabel('Campaign Objective *').selectOption('awareness');
      await missing.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `issue28-step1-top-${width}`);
      await context.close();
    },
    180_000,
  );
});
