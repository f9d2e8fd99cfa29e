import type { Browser, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, screenshotBoth } from '../../libs/test-kit/src/browser';
import { signInAsNewAdvertiser } from '../../libs/test-kit/src/advertiser-api';

/** In chromium: no raw API error in the estimate flow; drafts kept, not multiplied. */
describe('no surprises in the wizard and the drafts list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const RAW = /\{"error"|"code":|\b[45]\d\d: /;
  const myDrafts = async (page: Page) =>
    page.evaluate(async () => {
      const list = (await (await fetch('/api/campaigns', { credentials: 'include' })).json()) as { status: string }[];
      return list.filter((c) => c.status === 'draft').length;
    });

  async function startStep1(page: Page, name: string) {
    await page.goto(`${baseUrl()}/campaigns/targeting`);
    await page.getByText('Standard Targeting').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-testid="wizard-step-1"]').waitFor();
    await page.getByLabel('Campaign Name *').fill(name);
    await page.getByLabel('Campaign Objective *').selectOption('awareness');
    await page.getByPlaceholder('Search by city or province').fill('kar');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '1 week' }).click();
    await page.locator('[data-slot="20-21"]').click();
    await page.getByText('Draft saved').waitFor({ timeout: 15_000 });
  }
  const liveEstimate = (page: Page) =>
    page.locator('[data-testid="header-stats"][data-estimate-status="current"]').waitFor({ timeout: 15_000 });

  it('when a budget of 99,999,999,999 is typed and then 5,000 guaranteed plays, then the estimate is live and no raw error shows (1280 and 390)', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInAsNewAdvertiser(page);
    await startStep1(page, 'Eid Sale Karachi');
    const amount = page.getByTestId('goal-amount');
    await amount.fill('99999999999');
    await page
      .getByText(/At most PKR/)
      .first()
      .waitFor();
    await page.getByTestId('goal-panel').getByRole('button', { name: 'Guaranteed plays' }).click();
    await page.getByTestId('goal-amount').fill('5000');
    await liveEstimate(page);
    await page.getByText('Draft saved').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('estimate-error').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toMatch(RAW);
    await screenshot(page, 'no-surprises-estimate-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'no-surprises-estimate-390');
    expect(await page.locator('body').innerText()).not.toMatch(RAW);
  });

  it('when one wizard visit is reloaded, left and resumed, then there is one draft; two drafts are then deleted together from the list (1280 and 390)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAsNewAdvertiser(page);
    await startStep1(page, 'Eid Sale Karachi');
    await page.reload();
    await page.locator('[data-testid="wizard-step-1"]').waitFor();
    await page.getByPlaceholder('Search by city or province').fill('lah');
    await page.keyboard.press('Enter');
    await page.getByText('Draft saved').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Your Campaigns' }).waitFor();
    expect(await myDrafts(page)).toBe(1);

    const card = page.locator('[data-testid="campaign-card"]', { hasText: 'Eid Sale Karachi' });
    await card.waitFor();
    // Step 1 is complete (name, objective, cities, dates, slot, default budget): one of the three steps.
    expect(await card.innerText()).toMatch(/just now|\d+ min ago/);
    expect(await card.innerText()).toContain('1 of 3 steps');
    expect(await card.innerText()).not.toContain('0h ago');
    await screenshot(page, 'no-surprises-dashboard-draft-1280');

    // A second campaign started from the targeting choice is a second draft, by design.
    await startStep1(page, 'Ramzan Offer');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Clean up drafts' }).click();
    await page.waitForURL(/\/campaigns\?status=draft/);
    const table = page.getByTestId('campaigns-table');
    await table.getByText('Ramzan Offer').waitFor();
    await screenshotBoth(page, 'no-surprises-drafts-list');
    for (const box of await table.getByRole('checkbox', { name: 'Select this draft' }).all()) await box.check();
    await page.getByTestId('delete-drafts').click();
    await page.getByText(/delete these 2 draft campaigns\? This action cannot be undone/).waitFor();
    await screenshot(page, 'no-surprises-drafts-confirm-1280');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await table.getByText('Ramzan Offer').waitFor({ state: 'detached' });
    expect(await myDrafts(page)).toBe(0);
    await context.close();
  });
});
