import type { Browser } from 'playwright-core';
import { addCalendarDays, karachiToday } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot, signIn, DEMO } from '../../libs/test-kit/src/browser';

/** YYYY-MM-DD in Asia/Karachi, `days` from today. */
const karachiDate = (days: number) => addCalendarDays(karachiToday(), days);

describe('slot availability from svc-capacity in the wizard, in chromium through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when an admin closes a Hunza slot on one day of the campaign, then step 1 shows it sold out and it cannot be picked', async () => {
    const start = karachiDate(20);
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, DEMO.admin.email, DEMO.admin.password);
    const closed = await admin.request.post(`${baseUrl()}/api/admin/capacity/upload`, {
      headers: { origin: baseUrl() },
      data: { date: karachiDate(21), city: 'hunza', slots: [{ timeSlot: '07-08', totalCapacity: 0 }] },
    });
    expect(closed.status()).toBe(200);
    await admin.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);
    const availability = await context.request.get(
      `${baseUrl()}/api/capacity/availability?startDate=${start}&endDate=${karachiDate(26)}&cities=hunza,faisalabad`,
    );
    expect(availability.status()).toBe(200);
    const body = (await availability.json()) as { slots: { timeSlot: string; status: string; total: number }[] };
    expect(body.slots).toHaveLength(18);
    expect(body.slots.find((s) => s.timeSlot === '07-08')?.status).toBe('sold_out');
    expect(body.slots.filter((s) => s.timeSlot !== '07-08').every((s) => s.status === 'open' && s.total > 0)).toBe(
      true,
    );

    const created = await context.request.post(`${baseUrl()}/api/campaigns`, {
      headers: { origin: baseUrl() },
      data: {
        name: 'E2E Hunza',
        objective: 'awareness',
        cities: ['hunza', 'faisalabad'],
        startDate: start,
        endDate: karachiDate(26),
        timeSlots: ['06-07'],
      },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${baseUrl()}/campaigns/new?continue=${id}&step=1`);
    const chip = page.locator('[data-slot="07-08"]');
    await chip.getByText('Sold out').waitFor({ timeout: 30_000 });
    expect(await chip.isDisabled()).toBe(true);
    expect(await page.locator('[data-slot="06-07"]').isDisabled()).toBe(false);
    await chip.scrollIntoViewIfNeeded();
    await screenshot(page, 'wizard-slot-availability-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await chip.scrollIntoViewIfNeeded();
    await screenshot(page, 'wizard-slot-availability-390');
    await context.close();
  }, 180_000);
});
