import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { AnalyticsResponse, CreditNoteList, type CreditNote } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot, signIn } from '../../libs/test-kit/src/browser';
import { signUpAdvertiser, ADVERTISER_PASSWORD } from '../../libs/test-kit/src/advertiser-api';
import { endDatePassed } from '../../libs/test-kit/src/e2e-calendar';
import { pdfText } from '../../libs/test-kit/src/pdf-text';
import { startTraffic } from '../../libs/local-stack/src/traffic/traffic-generator';
import { LOCAL_DEMO_PLATFORM_KEY } from '../../libs/local-stack/src/traffic/demo-platform-key';
import { get, liveCampaign, until } from '../../libs/test-kit/src/live-campaign';
import { cardFact, markDocument, numberIn, sameDocument } from './played-campaign';

// A city no other browser test books: only this test's traffic plays there, and its campaign competes with no other.
const CITY = 'rawalpindi';
const en = (n: number) => n.toLocaleString('en-PK');
const pkr = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The browser test: an advertiser pays, an admin approves, the traffic generator (the operator's stand-in,
 * with its platform key, through the gateway) plays the campaign, and the advertiser's open dashboard shows plays
 * and spend move without a reload; then the campaign ends short and its credit note is in Billing, PDF read back.
 */
describe('a guarantee kept or credited, in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when plays are served the dashboard moves without a reload, and when the campaign ends short Billing lists its credit note', async () => {
    const adv = await signUpAdvertiser();
    const name = `Guarantee ${Date.now().toString(36)}`;
    const { id, estImpressions } = await liveCampaign(adv, name, CITY);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, adv.email, ADVERTISER_PASSWORD);
    const card = page.locator('[data-testid="campaign-card"]', { hasText: name });
    await card.getByText('LIVE', { exact: true }).waitFor();
    expect(await cardFact(card, 'Last play counted')).toBe('None yet');
    await markDocument(page);

    const traffic = startTraffic({
      baseUrl: baseUrl(),
      platformKey: LOCAL_DEMO_PLATFORM_KEY,
      callsPerSecond: 4,
      cities: [CITY],
      poolSize: 1_000,
      timeScale: 20,
    });
    try {
      const firstPlays = await until(
        'the card to show plays',
        async () => {
          const n = numberIn(await cardFact(card, 'Impressions'));
          return n > 0 ? n : undefined;
        },
        120_000,
      );
      const firstSpend = numberIn(await cardFact(card, 'Spend'));
      expect(firstSpend).toBeGreaterThan(0);
      expect(await cardFact(card, 'Last play counted')).toMatch(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d PKT$/);
      await screenshot(page, 'guarantee-dashboard-live-1280');
      // The next counted figure, as the service has it, reaches the open page by its own refresh (every 5 s). Pacing
      // keeps a campaign one play ahead of an even pace through each hour's booking: once it has caught up, the next
      // play comes a pace step later, and once it has played the hour's whole booking (a late start near the hour's
      // end), in the next hour. So the wait runs to the hour's end (at most 9 minutes) and a minute more; the portal's
      // serving clock is moved by whole hours, so its hour ends when the wall clock's does.
      // Karachi hours start on UTC hours (UTC+5).
      const leftOfHourMs = 3_600_000 - (Date.now() % 3_600_000);
      const counted = await until(
        'more plays to be counted',
        async () => {
          const row = (await get<{ id: string; impressions: number }[]>(adv, '/api/campaigns')).find(
            (c) => c.id === id,
          );
          return row && row.impressions > firstPlays ? row.impressions : undefined;
        },
        60_000 + Math.min(leftOfHourMs, 9 * 60_000),
      );
      const since = Date.now();
      await until(
        'the card to move',
        async () => numberIn(await cardFact(card, 'Impressions')) >= counted || undefined,
      );
      process.stderr.write(`guarantee e2e: card caught up with ${counted} counted plays in ${Date.now() - since} ms\n`);
      expect(numberIn(await cardFact(card, 'Spend'))).toBeGreaterThan(firstSpend);
      // The KPI figures are their own query on the same 5 s refresh: one tick may answer just before the count moved.
      const kpi = page.getByTestId('kpi-card').filter({ hasText: 'Total Impressions' });
      await until(
        'the KPI to move',
        async () => numberIn((await kpi.textContent())!.replace('Total Impressions', '')) >= counted || undefined,
      );
      await page
        .getByTestId('last-play')
        .getByText(/Last play counted at .* PKT/)
        .waitFor();
      expect(await sameDocument(page)).toBe(true);

      // The owner pauses from the card; the pause runs out the schedule (below), so the rest is credited.
      await card.getByRole('button', { name: `Pause ${name}` }).click();
      await card.getByRole('button', { name: `Resume ${name}` }).waitFor();
      await screenshot(page, 'guarantee-dashboard-paused-1280');
    } finally {
      await traffic.stop();
    }
    process.stderr.write(`guarantee e2e: traffic ${JSON.stringify(traffic.stats)}\n`);
    // Plays served before the pause may still be counting: wait until the figure holds still.
    let last = -1;
    const played = await until('the counted plays to settle', async () => {
      const a = AnalyticsResponse.parse(await get(adv, `/api/analytics?campaignId=${id}`));
      const n = a.totals.impressions;
      const still = n === last;
      last = n;
      if (still) await new Promise((r) => setTimeout(r, 3_000));
      return still ? n : undefined;
    });
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(estImpressions);

    await endDatePassed(id);
    const note = await until('the credit note', async () => {
      const list = CreditNoteList.parse(await get(adv, '/api/billing/credit-notes'));
      return list.items.find((n) => n.campaignId === id);
    });
    expect(note).toMatchObject<Partial<CreditNote>>({
      guaranteedPlays: estImpressions,
      playsRun: played,
      playsCredited: estImpressions - played,
      reason: 'paused',
    });

    await page.getByRole('link', { name: 'Billing' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: note.number }) });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(name);
    expect(text).toContain(`${en(estImpressions - played)} of ${en(estImpressions)} guaranteed (${en(played)} ran)`);
    expect(text).toContain('The campaign was paused until its schedule ran out.');
    expect(text).toContain(`PKR ${pkr(note.totalPkr)}`);
    await screenshot(page, 'billing-credit-note-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: `Download credit note ${note.number} (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${note.number}.pdf`);
    const pdf = await pdfText(fs.readFileSync((await download.path())!));
    for (const t of ['Credit Note', note.number, note.invoiceNumber, name, `${played} of ${estImpressions}`])
      expect(pdf).toContain(t);
    expect(pdf).toContain('paused until its schedule ran out');
    expect(pdf).toContain(pkr(note.totalPkr));

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(phone, adv.email, ADVERTISER_PASSWORD);
    await phone.goto(`${baseUrl()}/billing`);
    await phone.getByText(note.number).first().waitFor();
    await screenshot(phone, 'billing-credit-note-390');
    await phone.goto(`${baseUrl()}/`);
    await phone.locator('[data-testid="campaign-card"]', { hasText: name }).getByText('COMPLETED').waitFor();
    await screenshot(phone, 'guarantee-dashboard-completed-390');
  }, 900_000);
});
