import crypto from 'node:crypto';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { karachiToday, PlatformReport, SERVING_PATHS, type KeyIssued } from '@rbt/contracts';
import { formatPercent } from '../../libs/web-kit/src/format/numbers';
import { launchBrowser, baseUrl, screenshot, signIn, DEMO, OUTPUT_DIR } from '../../libs/test-kit/src/browser';
import { call, signInByApi, signUpAdvertiser } from '../../libs/test-kit/src/advertiser-api';
import { liveCampaign, until } from '../../libs/test-kit/src/live-campaign';
import { pdfText } from '../../libs/test-kit/src/pdf-text';

// A city no other browser test books, so every ad this platform is answered with is this test's campaign.
const CITY = 'bahawalpur';
const SHARE_PCT = 40;
const PLAYS = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const money = (n: number) => `PKR ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The admin's side of settling with an operator, with real traffic: a platform's key asks for ads and plays them
 * as its servers would, then an admin sets the platform's revenue share on the Platforms tab, reads its traffic on
 * the Delivery tab and downloads its monthly statement, whose figures are the plays the key made.
 */
describe('platform statements and reports in the admin page', () => {
  let browser: Browser;
  let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
  const ownIp = { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.17` };
  const name = `E2E Settle ${Date.now().toString(36)}`;
  let platform: { id: string; key: string };
  const traffic = { decisions: 0, fills: 0, plays: 0 };

  /** Asks for ads with the platform's key as fresh subscribers, and plays each one answered, until PLAYS counted. */
  async function play() {
    for (let i = 0; traffic.plays < PLAYS; i++) {
      if (i > 60) throw new Error(`only ${traffic.plays} plays after ${traffic.decisions} decisions`);
      const sub = crypto
        .createHash('sha256')
        .update(`+92345${Date.now() % 1e6}${i}`)
        .digest('hex');
      const r = await fetch(`${baseUrl()}${SERVING_PATHS.decisions}?sub=${sub}&city=${CITY}`, {
        headers: { authorization: `Bearer ${platform.key}` },
      });
      traffic.decisions += 1;
      const impression = /<Impression [^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(await r.text())?.[1];
      if (!impression) {
        // Pacing spreads a campaign's plays over its hours: an empty answer now, an ad a moment later.
        await sleep(500);
        continue;
      }
      traffic.fills += 1;
      const u = new URL(impression);
      expect((await fetch(`${baseUrl()}${u.pathname}${u.search}`)).status).toBe(204);
      traffic.plays += 1;
    }
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ extraHTTPHeaders: ownIp });
    await signIn(await context.newPage(), DEMO.admin.email, DEMO.admin.password);
    adminState = await context.storageState();
    await context.close();
    const admin = await signInByApi(DEMO.admin.email, DEMO.admin.password, ownIp);
    const issued = (await call(admin, 'POST', '/api/admin/platforms', { name }, ownIp)).body as KeyIssued;
    platform = { id: issued.platform.id, key: issued.key.secret };
    const adv = await signUpAdvertiser();
    await liveCampaign(adv, `E2E settle campaign ${Date.now().toString(36)}`, CITY, { retryTts: true });
    await play();
  }, 300_000);
  afterAll(() => browser.close());

  const adminPage = async (width: number): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      storageState: adminState,
      extraHTTPHeaders: ownIp,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin`);
    await page.getByText('Admin Access').waitFor();
    return page;
  };

  it('when a platform played ads and an admin sets its share, then the statement PDF and CSV say those plays at that share', async () => {
    const page = await adminPage(1280);
    await page.getByRole('tab', { name: 'Platforms' }).click();
    const panel = page.getByTestId(`platform-${platform.id}`);
    await panel.getByTestId(`share-${platform.id}`).fill(String(SHARE_PCT));
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/admin/platform-shares/') && r.request().method() === 'PUT',
    );
    await panel.getByRole('button', { name: 'Save share' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await page.getByRole('tab', { name: 'Platforms' }).click();
    // The field shows the default until the saved shares have loaded.
    const share = panel.getByTestId(`share-${platform.id}`);
    await until(
      'the saved share',
      async () => ((await share.inputValue()) === String(SHARE_PCT) ? true : undefined),
      15_000,
    );
    // The key was used by the decisions above: its "last used" is a time, not a dash.
    const keyRow = panel.locator('[data-testid^="key-"]').first();
    // Columns: key, state, created, expires, revoked, last used.
    const cells = (await keyRow.locator('td').allInnerTexts()).map((c) => c.trim().split('\n')[0]);
    expect(cells.slice(3, 5)).toEqual(['—', '—']);
    expect(cells[5]).toMatch(/\d/);

    const month = karachiToday().slice(0, 7);
    expect(await panel.getByTestId(`statement-month-${platform.id}`).inputValue()).toBe(month);
    const pdfLink = panel.getByRole('link', { name: 'Statement PDF' });
    const csvLink = panel.getByRole('link', { name: 'Statement CSV' });
    const base = `/api/admin/platform-statements/${platform.id}/${month}`;
    expect([await pdfLink.getAttribute('href'), await csvLink.getAttribute('href')]).toEqual([
      `${base}.pdf`,
      `${base}.csv`,
    ]);

    // Plays reach the hourly counts through the plays stream: read the CSV until it counts them.
    const csv = await until('the plays in the statement', async () => {
      const r = await page.request.get(`${baseUrl()}${base}.csv`);
      const text = await r.text();
      return Number(text.split('\r\n')[1]?.split(',')[3]) === PLAYS ? text : undefined;
    });
    const [, plays, gross, pct, amount] = (csv.split('\r\n')[1] as string).split(',').slice(2).map(Number) as number[];
    expect({ plays, pct }).toEqual({ plays: PLAYS, pct: SHARE_PCT });
    expect(gross).toBeGreaterThan(0);
    expect(amount).toBeCloseTo((gross! * SHARE_PCT) / 100, 2);

    const download = page.waitForEvent('download');
    await pdfLink.click();
    const pdf = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of pdf) chunks.push(c as Buffer);
    const text = await pdfText(Buffer.concat(chunks));
    expect(text).toContain(`${name} (${platform.id})`);
    expect(text).toContain(`Plays counted: ${PLAYS}`);
    expect(text).toContain(`Revenue share: ${SHARE_PCT}%`);
    expect(text).toContain(`Paid by advertisers for these plays: ${money(gross!)}`);
    expect(text).toContain(`Amount due to the platform: ${money(amount!)}`);

    // The platform's own report with its key counts the same plays. Decisions reach it by svc-capacity's flush
    // every 5 s, apart from the plays' stream, so the report is read until that flush has counted them.
    const reportUrl = `${baseUrl()}${SERVING_PATHS.reports}?from=${karachiToday()}&to=${karachiToday()}&granularity=day`;
    const totals = await until('the decisions in the report', async () => {
      const report = await fetch(reportUrl, { headers: { authorization: `Bearer ${platform.key}` } });
      const t = PlatformReport.parse(await report.json()).totals;
      return t.decisions >= traffic.decisions ? t : undefined;
    });
    expect(totals).toMatchObject({
      plays: PLAYS,
      decisions: traffic.decisions,
      fills: traffic.fills,
    });

    // The platform's own panel: the page keeps every platform, which a page screenshot would cut.
    await panel.screenshot({ path: path.join(OUTPUT_DIR, 'admin-platform-statement-1280.png') });
    const phone = await adminPage(390);
    await phone.getByRole('tab', { name: 'Platforms' }).click();
    const phonePanel = phone.getByTestId(`platform-${platform.id}`);
    await until(
      'the saved share',
      async () =>
        (await phonePanel.getByTestId(`share-${platform.id}`).inputValue()) === String(SHARE_PCT) ? true : undefined,
      15_000,
    );
    await phonePanel.screenshot({ path: path.join(OUTPUT_DIR, 'admin-platform-statement-390.png') });
  }, 180_000);

  it("when an admin opens the Delivery tab, then the platform's decisions and fill rate are the ones its key made", async () => {
    for (const width of [1280, 390]) {
      const page = await adminPage(width);
      await page.getByRole('tab', { name: 'Delivery' }).click();
      const row = page.getByTestId('delivery-platforms').locator('tr', { hasText: name });
      await row.waitFor({ timeout: 30_000 });
      const cells = await row.innerText();
      expect(cells).toContain(String(traffic.decisions));
      expect(cells).toContain(formatPercent(traffic.fills / traffic.decisions));
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-delivery-platforms-${width}`);
    }
  }, 120_000);
});
