import type { Browser, Page } from 'playwright-core';
import { addCalendarDays, karachiToday } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot } from '../../libs/test-kit/src/browser';
import {
  approveCampaign,
  paidCampaign,
  signUpAdvertiser,
  type Advertiser,
} from '../../libs/test-kit/src/advertiser-api';

// Sign-in is rate limited per IP: this test's calls come from an address of its own (trusted from loopback).
const ownIp = { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.17` };

describe('notification bell in chromium', () => {
  let browser: Browser;
  let adv: Advertiser;
  beforeAll(async () => {
    browser = await launchBrowser();
    adv = await signUpAdvertiser();
  });
  afterAll(() => browser.close());

  async function advertiserPage(width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies(
      adv.cookie.split('; ').map((c) => {
        const [name, ...value] = c.split('=');
        return { name: name!, value: value.join('='), url: baseUrl() };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('notification-bell').waitFor();
    return page;
  }

  it("when an admin approves the advertiser's campaign, then the open page's bell counts it without a reload and lists it", async () => {
    const { id } = await paidCampaign(adv, 'Bell Test Campaign', addCalendarDays(karachiToday(), 5));
    const page = await advertiserPage(1280, 800);
    let reloads = 0;
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) reloads++;
    });
    expect(await page.getByTestId('unread-count').count()).toBe(0);

    await approveCampaign(id, ownIp);
    // Kafka relay and consumer, then the bell's next refresh (15 s): allow a loaded CI box its time.
    await page.getByTestId('unread-count').waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('unread-count').innerText()).toBe('1');
    expect(reloads).toBe(0);

    await page.getByTestId('notification-bell').click();
    await page.getByText('Bell Test Campaign was approved and is scheduled.').waitFor();
    await screenshot(page, 'notification-bell-1280');

    const phone = await advertiserPage(390, 844);
    // On phones EUI shows a dot instead of the number; the button's name still carries the count.
    await phone.getByRole('button', { name: 'Notifications: 1 unread' }).waitFor();
    await phone.getByTestId('notification-bell').click();
    await phone.getByText('Bell Test Campaign was approved and is scheduled.').waitFor();
    await screenshot(phone, 'notification-bell-390');

    // Opening it marks it read and goes to the campaign.
    await page.getByText('Bell Test Campaign was approved and is scheduled.').click();
    await page.waitForURL(`**/campaigns/${id}`);
    await page.getByTestId('unread-count').waitFor({ state: 'detached', timeout: 30_000 });
  });
});
