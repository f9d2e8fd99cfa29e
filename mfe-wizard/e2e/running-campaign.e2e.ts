import type { Browser } from 'playwright-core';
import { karachiToday } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot, signIn } from '../../libs/test-kit/src/browser';
import { approveAtJazzcashStandIn } from '../../libs/test-kit/src/stand-in-page';
import {
  approveCampaign,
  paidCampaign,
  signUpAdvertiser,
  type Advertiser,
  ADVERTISER_PASSWORD,
} from '../../libs/test-kit/src/advertiser-api';

// Sign-in is rate limited per IP: this test's calls come from an address of its own (trusted from loopback).
const ownIp = { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.28` };

async function statusOf(adv: Advertiser, id: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/campaigns/${id}`, { headers: { cookie: adv.cookie } });
  return ((await res.json()) as { status: string }).status;
}

describe('changing a running campaign in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([1280, 390])(
    'when the advertiser pays, pauses, resumes and adds budget at %i px, then the details and Billing list both invoices and the details the new guaranteed plays',
    async (width) => {
      const adv = await signUpAdvertiser();
      const name = `Running ${width} ${Date.now().toString(36)}`;
      // Its own city: the admin tests book Karachi's cells of today in the same portal, and an approval that finds
      // too few plays left goes back to review instead of going live.
      const { id, estImpressions } = await paidCampaign(adv, name, karachiToday(), ['lahore']);
      await approveCampaign(id, ownIp);
      // The scheduler (every 3 s in the test stack) starts a campaign whose first day is today.
      for (let i = 0; i < 40 && (await statusOf(adv, id)) !== 'live'; i++) await new Promise((r) => setTimeout(r, 500));

      const page = await (await browser.newContext({ viewport: { width, height: 844 } })).newPage();
      await signIn(page, adv.email, ADVERTISER_PASSWORD);
      await page.goto(`${baseUrl()}/campaigns/${id}`);
      const status = page.getByTestId('details-status');
      await page.getByText('LIVE', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Pause' }).click();
      await page.getByTestId('details-status').getByText('PAUSED').waitFor();
      await page.getByRole('button', { name: 'Resume' }).click();
      await page.getByTestId('details-status').getByText('LIVE').waitFor();
      expect(await status.textContent()).toBe('LIVE');

      await page.getByLabel('Added budget (PKR)').fill('10000');
      await page.getByRole('button', { name: 'Get price' }).click();
      await page.getByTestId('top-up-quote').waitFor();
      await screenshot(page, `top-up-quote-${width}`);
      await page.getByTestId('pay-button').click();
      await approveAtJazzcashStandIn(page);
      await page.getByTestId('payment-status').getByText('Payment Successful').waitFor();
      // The guaranteed plays grow once the details are read again after the confirmed payment.
      await page.waitForFunction(
        (before) =>
          Number(document.querySelector('[data-testid="guaranteed-plays"]')?.textContent?.replace(/\D/g, '')) > before,
        estImpressions,
      );
      const guaranteed = Number((await page.getByTestId('guaranteed-plays').textContent())?.replace(/\D/g, ''));
      expect(guaranteed).toBeGreaterThan(estImpressions);

      // Read again from the server: the details keep the new guaranteed plays and list both invoices, each with
      // PDFs that download (the first payment's, then the top-up's).
      await page.reload();
      await page.getByTestId('guaranteed-plays').getByText(guaranteed.toLocaleString('en-US')).waitFor();
      const invoices = page.getByTestId('details-documents').getByTestId('campaign-invoice');
      await invoices.nth(1).waitFor();
      const rows = await invoices.allInnerTexts();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatch(/^First payment: INV-\d{4}-\d+/);
      expect(rows[1]).toMatch(/^Top-up: INV-\d{4}-\d+/);
      const pdfs = await page
        .getByTestId('details-documents')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(pdfs).toHaveLength(4);
      expect(new Set(pdfs).size).toBe(4);
      for (const href of pdfs) {
        const res = await page.context().request.get(`${baseUrl()}${href}`);
        expect([href, res.status(), res.headers()['content-type']]).toEqual([href, 200, 'application/pdf']);
      }
      await screenshot(page, `top-up-paid-${width}`);

      await page.goto(`${baseUrl()}/billing`);
      await page.getByText(name).first().waitFor();
      expect(await page.getByText(name).count()).toBe(2);
      await screenshot(page, `top-up-billing-${width}`);
    },
  );
});
