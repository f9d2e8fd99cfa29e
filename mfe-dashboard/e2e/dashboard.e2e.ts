import type { Browser } from 'playwright-core';
import { launchBrowser, baseUrl, createDraft, screenshot, signIn, DEMO } from '../../libs/test-kit/src/browser';
import { signInAsNewAdvertiser } from '../../libs/test-kit/src/advertiser-api';

/** A draft in Karachi, one slot, PKR 1,000: enough for the dashboard's draft card. */
const draftOf = (name: string) => ({
  name,
  objective: 'awareness',
  cities: ['karachi'],
  timeSlots: ['09-10'],
  budget: 1000,
});

describe('dashboard and help panel in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when an advertiser with a draft opens the dashboard, then the KPI and draft cards show and the draft can be deleted', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);
    const name = `E2E Draft ${Date.now().toString(36)}`;
    await createDraft(page, draftOf(name));
    await page.reload();
    const drafts = page.getByRole('region', { name: 'Draft Campaigns - Continue Where You Left Off' });
    const card = drafts.locator('[data-testid="campaign-card"]', { hasText: name });
    await card.waitFor();
    expect(await card.textContent()).toMatch(
      /DRAFT.*Brand Awareness.*(just now|\d+ min ago).*Incomplete.*0 of 3 steps/,
    );
    expect(await page.locator('[data-testid="kpi-card"]').count()).toBe(4);
    await page.getByText('Active Campaigns').waitFor();
    await screenshot(page, 'dashboard-draft-1280');

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByText('Are you sure you want to delete this draft campaign? This action cannot be undone.')
      .waitFor();
    await screenshot(page, 'dashboard-delete-confirm-1280');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await card.waitFor({ state: 'detached' });
    await screenshot(page, 'dashboard-after-delete-1280');
  });

  it('when the help panel is open and the user moves between pages, then the Help tab follows and AI Assist answers', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    // Its own advertiser: another browser test's draft made meanwhile would be the demo advertiser's latest.
    await signInAsNewAdvertiser(page);
    await createDraft(page, draftOf('Help Context Draft'));
    await page.reload();
    await page.getByTestId('app-header').getByRole('button', { name: 'Help' }).click();
    await page.locator('[data-testid="help-panel"]').waitFor();
    await page.getByTestId('help-tab-quick').getByText('Help Context Draft').waitFor(); // the latest draft in Quick Actions
    await page.getByRole('tab', { name: 'Help' }).click();
    await page.getByText('Current page: dashboard').waitFor();
    await page.getByRole('link', { name: 'Billing' }).click();
    await page.getByText('Current page: billing').waitFor();
    await page.getByRole('tab', { name: /AI Assist/ }).click();
    // The rule engine sees the draft: a 09-10 slot only, so no prime time.
    await page.getByText('No prime-time slots selected').waitFor();
    await screenshot(page, 'help-panel-ai-1280');
    await page.getByRole('tab', { name: 'Quick Actions' }).click();
    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await page.getByRole('tab', { name: 'Help' }).click();
    await page.getByText('Current page: dashboard').waitFor();
  });

  it('when seen on a phone, then the dashboard and billing still lay out', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    // A card of its own to lay out, whatever order the other tests ran in.
    await signInAsNewAdvertiser(page);
    await createDraft(page, draftOf('Phone Layout Draft'));
    await page.reload();
    await page.getByRole('heading', { name: 'Your Campaigns' }).waitFor();
    await page.locator('[data-testid="campaign-card"]').first().waitFor();
    await screenshot(page, 'dashboard-390');
    await page.goto(`${baseUrl()}/billing`);
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await screenshot(page, 'billing-390');
  });
});
