// The remaining dead ends in chromium: View Demo, the 404 in the portal frame, Edit of a paid campaign from
// its details (with invoice and figures), and the admin drawer in words. Screenshots at 1280 and 390.
import type { Browser, Page } from 'playwright-core';
import { addCalendarDays, karachiToday } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot, signIn, DEMO } from '../../libs/test-kit/src/browser';
import {
  paidCampaign,
  signUpAdvertiser,
  signInAsNewAdvertiser,
  ADVERTISER_PASSWORD,
} from '../../libs/test-kit/src/advertiser-api';

/** The paid campaigns' one day: weeks ahead, so submit's "today or later" and its hours to come hold on any run. */
const DAY = addCalendarDays(karachiToday(), 19);
/** DAY as the portal writes it (DD/MM/YYYY). */
const DAY_SHOWN = DAY.split('-').reverse().join('/');

describe('no dead ends', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const newPage = async (width = 1280): Promise<Page> =>
    (await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } })).newPage();
  const both = async (page: Page, name: string) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `${name}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  it('when a signed-out visitor presses View Demo, then the map demo opens with sample figures under the site header, without signing in', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(baseUrl());
    await Promise.all([
      page.waitForURL(`${baseUrl()}/map-demo`),
      page.getByRole('link', { name: 'View Demo' }).click(),
    ]);
    await page.getByTestId('demo-banner').getByText('Demo with sample figures').waitFor();
    await page.getByTestId('demo-city-list').getByText('Karachi', { exact: true }).click();
    await page.getByTestId('demo-stats').getByText('1 / 15').waitFor();
    expect(await page.getByTestId('app-header').count()).toBe(0);
    await both(page, 'demo-signed-out');
    expect(errors).toEqual([]);
  });

  it('when a signed-in advertiser opens an unknown address, then the 404 shows under the portal header with Help and leads back to the dashboard', async () => {
    const page = await newPage();
    await signInAsNewAdvertiser(page);
    await page.goto(`${baseUrl()}/campaigns/c1/nothing/here`);
    await page.getByTestId('portal-not-found').waitFor();
    expect(await page.getByTestId('app-header').getByRole('button', { name: 'Help' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await both(page, 'not-found-signed-in');
    await page.getByRole('button', { name: 'Go to the dashboard' }).click();
    await page
      .locator('[data-testid="remote-dashboard"]')
      .getByRole('heading', { name: 'Campaign Dashboard' })
      .waitFor();
  });

  it("when an advertiser presses Edit on a paid campaign's details, then the wizard opens on it, a rename saves and the page shows its invoice and receipt", async () => {
    const adv = await signUpAdvertiser();
    const name = `Edit me ${Date.now().toString(36)}`;
    const { id } = await paidCampaign(adv, name, DAY);
    const page = await newPage();
    await signIn(page, adv.email, ADVERTISER_PASSWORD);
    await page.goto(`${baseUrl()}/campaigns/${id}`);
    const docs = page.getByTestId('details-documents');
    await docs.getByText('Invoice PDF').waitFor();
    expect(await docs.getByRole('link', { name: 'Receipt PDF' }).getAttribute('href')).toMatch(
      /^\/api\/invoices\/[^/]+\/receipt\.pdf$/,
    );
    await page.getByTestId('details-figures').getByText('Nothing delivered yet', { exact: false }).waitFor();
    await both(page, 'details-paid');
    await page.getByTestId('details-actions').getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(`${baseUrl()}/campaigns/${id}/edit`);
    await page.getByRole('heading', { name: 'Edit Campaign' }).waitFor();
    await page.getByTestId('edit-notice').getByText('This campaign is paid').waitFor();
    expect(await page.getByLabel('Campaign Name *').inputValue()).toBe(name);
    expect(await page.getByText('This page is being built').count()).toBe(0);
    await page.getByLabel('Campaign Name *').fill(`${name} renamed`);
    await page.getByTestId('save-note').getByText('Draft saved').waitFor();
    await both(page, 'edit-paid');
    const stored = await (await fetch(`${baseUrl()}/api/campaigns/${id}`, { headers: { cookie: adv.cookie } })).json();
    expect({ name: stored.name, status: stored.status }).toEqual({ name: `${name} renamed`, status: 'pending_review' });
  });

  it('when an admin opens a campaign in the drawer, then its audience reads in words with Karachi dates and the quote is labelled', async () => {
    const adv = await signUpAdvertiser();
    const name = `Drawer ${Date.now().toString(36)}`;
    await paidCampaign(adv, name, DAY);
    const page = await newPage();
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByLabel('Search campaigns').fill(name);
    await page.locator('[data-testid^="campaign-row-"]', { hasText: name }).getByText(name).click();
    const drawer = page.getByTestId('campaign-drawer');
    await drawer.getByText(`${DAY_SHOWN} to ${DAY_SHOWN}`).waitFor();
    expect(await drawer.getByText('Karachi', { exact: true }).count()).toBe(1);
    await drawer.getByText('Price per play (before fee and VAT)').waitFor();
    await drawer.getByText('18:00-19:00, 19:00-20:00').waitFor();
    await both(page, 'admin-drawer');
  });
});
