import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, signIn, DEMO } from '../../libs/test-kit/src/browser';
import { addCalendarDays, karachiToday } from '@rbt/contracts';
import { paidCampaign, signUpAdvertiser } from '../../libs/test-kit/src/advertiser-api';

const LIVE_WAIT_MS = 150_000;

describe('admin page in chromium', () => {
  let browser: Browser;
  let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
  // Sign-in is rate limited per IP (shared by every test run on this machine) and per email: sign the admin in
  // once, from an address of our own (the gateway trusts X-Forwarded-For from loopback), and reuse the session.
  const ownIp = { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9` };
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ extraHTTPHeaders: ownIp });
    await signIn(await context.newPage(), DEMO.admin.email, DEMO.admin.password);
    adminState = await context.storageState();
    await context.close();
  });
  afterAll(() => browser.close());

  const adminPage = async (width = 1280, height = 800): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width, height },
      storageState: adminState,
      extraHTTPHeaders: ownIp,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin`);
    await page.getByText('Admin Access').waitFor();
    return page;
  };
  const toast = (page: Page, text: string) => page.locator('.euiToast').getByText(text).waitFor();
  const cell = (page: Page) => page.getByTestId('heat-karachi-18-19');
  const cellUse = async (page: Page) => Number(await cell(page).getAttribute('data-utilisation'));
  /**
   * Bookings follow the status change through Kafka (outbox relay, then svc-capacity's consumer), which can lag on
   * a loaded CI box: re-read for up to 90 s until the heat map shows the expected state.
   */
  async function refreshUntil(page: Page, ok: (utilisation: number) => boolean) {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !ok(await cellUse(page))) {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(1000);
    }
    const last = await cellUse(page);
    if (!ok(last)) await screenshot(page, 'admin-heat-map-unexpected');
    expect({ utilisation: last, ok: ok(last) }).toEqual({ utilisation: last, ok: true });
  }
  /** Shows the Campaigns tab searched for the name, once the debounced search has reached the table. */
  async function findRow(page: Page, name: string) {
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByLabel('Search campaigns').fill(name);
    const rows = page.locator('[data-testid^="campaign-row-"]');
    await page.waitForFunction((n) => {
      const all = [...document.querySelectorAll('[data-testid^="campaign-row-"]')];
      return all.length > 0 && all.every((r) => r.textContent?.includes(n));
    }, name);
    return rows.filter({ hasText: name });
  }
  /**
   * Clicks a row action once the row shows the expected status and no fetch is running; if the row still shows
   * an older status (the scheduler changed it server-side), refresh and look again.
   */
  async function rowAction(page: Page, name: string, status: string, action: string) {
    for (let attempt = 1; ; attempt++) {
      const row = await findRow(page, name);
      try {
        await row.getByText(status, { exact: true }).waitFor({ timeout: 10_000 });
        await page.locator('[data-testid="campaigns-table"] .euiBasicTable-loading').waitFor({ state: 'detached' });
        await row.getByRole('button', { name: action, exact: true }).click({ timeout: 15_000 });
        return;
      } catch (err) {
        await screenshot(page, `admin-row-action-retry-${attempt}`);
        if (attempt === 3) throw err;
        await page.getByRole('button', { name: 'Refresh' }).click();
      }
    }
  }

  it('when a non-admin opens /admin, then the page refuses with "Admins only"', async () => {
    const adv = await signUpAdvertiser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [cookieName, ...rest] = adv.cookie.split('=');
    await context.addCookies([{ name: cookieName, value: rest.join('='), url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin`);
    await page.getByText('Admins only').waitFor();
    await screenshot(page, 'admin-refused-1280');
  });

  it(
    'when an admin uploads capacity from a CSV, approves a paid campaign, pauses and resumes it, then the heat map follows',
    async () => {
      const today = karachiToday();
      const adv = await signUpAdvertiser();
      const name = `E2E Approve ${Date.now().toString(36)}`;
      const { estImpressions } = await paidCampaign(adv, name, today);
      const page = await adminPage();

      // Capacity: other tests may already have booked Karachi today; the CSV sets each slot to what is booked
      // plus the campaign's impressions, so the campaign's half-share per slot shows clearly in the heat map.
      await page.getByRole('tab', { name: 'Capacity' }).click();
      await cell(page).waitFor();
      const before = Number(await cell(page).getAttribute('data-total'));
      const booked = Math.round(before * (await cellUse(page)));
      const perSlot = booked + Math.ceil(estImpressions) + (booked + Math.ceil(estImpressions) === before ? 1 : 0);
      const csvPath = path.join(os.tmpdir(), `capacity-${Date.now()}.csv`);
      fs.writeFileSync(
        csvPath,
        `date,city,timeSlot,totalCapacity,availableCapacity\n${today},karachi,18-19,${perSlot},${perSlot}\n${today},karachi,19-20,${perSlot},${perSlot}\n`,
      );
      await page.getByRole('button', { name: 'Upload capacity' }).click();
      await page.getByRole('tab', { name: 'CSV file' }).click();
      await page.getByLabel('CSV file').setInputFiles(csvPath);
      await screenshot(page, 'admin-upload-dialog-1280');
      await page.getByTestId('upload-submit').click();
      await toast(page, 'Capacity data uploaded successfully');
      await page.waitForFunction(
        (t) => document.querySelector('[data-testid="heat-karachi-18-19"]')?.getAttribute('data-total') === String(t),
        perSlot,
      );
      const base = await cellUse(page);

      // Approve: the campaign books about half of each slot.
      const row = await findRow(page, name);
      await row.getByRole('button', { name: 'Approve', exact: true }).click();
      await toast(page, 'Campaign status updated to scheduled');
      await page.getByRole('tab', { name: 'Capacity' }).click();
      await refreshUntil(page, (u) => u > base + 0.3);
      const bookedUse = await cellUse(page);
      await screenshot(page, 'admin-capacity-booked-1280');

      // The scheduler starts a campaign whose start date is today on its next round (every minute).
      const deadline = Date.now() + LIVE_WAIT_MS;
      let status = '';
      while (Date.now() < deadline && status !== 'live') {
        const r = await page.request.get(`${baseUrl()}/api/admin/campaigns?q=${encodeURIComponent(name)}`);
        status = (await r.json()).items[0]?.status;
        if (status !== 'live') await page.waitForTimeout(3000);
      }
      expect(status).toBe('live');
      await rowAction(page, name, 'LIVE', 'Pause');
      await toast(page, 'Campaign status updated to paused');
      await page.getByRole('tab', { name: 'Capacity' }).click();
      // Released: the campaign's share leaves the slot (compared with the booked level, not the exact base, since
      // other suites running at the same time may book Karachi too).
      await refreshUntil(page, (u) => u <= bookedUse - 0.3);
      await rowAction(page, name, 'PAUSED', 'Resume');
      await toast(page, 'Campaign status updated to live');
      await page
        .locator('[data-testid^="campaign-row-"]', { hasText: name })
        .getByText('LIVE', { exact: true })
        .waitFor();
      await screenshot(page, 'admin-campaigns-1280');
      await page.getByRole('tab', { name: 'Capacity' }).click();
      await refreshUntil(page, (u) => u > base + 0.3);
    },
    LIVE_WAIT_MS + 90_000,
  );

  it('when an admin opens a paid campaign and rejects it with a reason, then the drawer shows the invoice and the status is rejected', async () => {
    const adv = await signUpAdvertiser();
    const name = `E2E Reject ${Date.now().toString(36)}`;
    // Next week: the approval test above sets Karachi's evening today to what its own campaign books, so today
    // would fit this one only while that campaign leaves room.
    await paidCampaign(adv, name, addCalendarDays(karachiToday(), 7));
    const page = await adminPage();
    const row = await findRow(page, name);
    await row.getByTestId('open-campaign').click();
    const drawer = page.getByTestId('campaign-drawer');
    await drawer.getByText(/INV-/).waitFor();
    await drawer.getByTestId('creative-player').waitFor();
    const playable = await drawer.getByTestId('creative-player').evaluate(async (el) => {
      const src = (el as HTMLAudioElement).src;
      const r = await fetch(src);
      return r.ok && (r.headers.get('content-type') ?? '').startsWith('audio/');
    });
    expect(playable).toBe(true);
    await screenshot(page, 'admin-drawer-1280');
    await drawer.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('textbox').fill('Please name the store address in the script');
    await page.getByRole('button', { name: 'Reject campaign' }).click();
    await toast(page, 'Campaign status updated to rejected');
    await drawer.getByText('Please name the store address in the script').waitFor();
  });

  it('when an admin uses a phone-sized screen, then the page still renders its tabs and heat map', async () => {
    const page = await adminPage(390, 844);
    await screenshot(page, 'admin-campaigns-390');
    await page.getByRole('tab', { name: 'Capacity' }).click();
    await page.getByTestId('heat-map').waitFor();
    await screenshot(page, 'admin-capacity-390');
  });
});
