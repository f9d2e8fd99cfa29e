import type { Browser, Page } from 'playwright-core';
import { addCalendarDays, karachiToday, RefundList } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot, screenshotBoth, signIn } from '../../libs/test-kit/src/browser';
import { paidCampaign, signUpAdvertiser, ADVERTISER_PASSWORD } from '../../libs/test-kit/src/advertiser-api';
import { chooseUrdu, expectUrduPage, latinWordsOf } from '../../libs/test-kit/src/urdu-checks';

/** A week ahead: the campaign is paid and in review, and has not started. */
const inAWeek = () => addCalendarDays(karachiToday(), 7);

/** The owner's refunds as the service has them (read in the page, with its session). */
const refundsOf = async (page: Page) =>
  RefundList.parse(await page.evaluate(() => fetch('/api/billing/refunds').then((r) => r.json())));

/**
 * An owner cancels a paid campaign that has not started from its details page, chooses the refund to the JazzCash
 * wallet it was paid from; the stand-in refunds it (refund API, its own transaction table) and Billing lists the refund
 * as refunded to the wallet. English at 1280 and 390, then Urdu at 390 and 1280.
 */
describe('a cancelled campaign refunded to the JazzCash wallet and shown in Billing, in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const open = async (email: string, width: number) => {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
    await signIn(page, email, ADVERTISER_PASSWORD);
    return page;
  };

  it('when the owner cancels with the refund to the wallet, then the details page says refunded and Billing lists it as refunded to the JazzCash wallet (English)', async () => {
    const adv = await signUpAdvertiser();
    const name = `Refund ${Date.now().toString(36)}`;
    const { id } = await paidCampaign(adv, name, inAWeek());
    const page = await open(adv.email, 1280);
    await page.goto(`${baseUrl()}/campaigns/${id}`);
    await page.getByRole('button', { name: 'Cancel campaign', exact: true }).click();
    await page.getByLabel('Back to where I paid from (JazzCash wallet or card)').check();
    await screenshot(page, 'refund-cancel-choice-1280');
    await page.getByRole('button', { name: 'Cancel campaign and return the money' }).click();
    await page
      .getByTestId('cancel-done')
      .getByText(/refunded to where you paid from/)
      .waitFor();
    await page.getByTestId('details-status').getByText('CANCELLED').waitFor();
    await screenshotBoth(page, 'refund-cancel-done', 900);

    const [refund] = (await refundsOf(page)).items.filter((r) => r.campaignId === id);
    expect(refund).toMatchObject({ state: 'refunded', destination: 'source', provider: 'jazzcash', method: 'wallet' });
    await page.goto(`${baseUrl()}/billing`);
    const row = page.getByTestId('refunds').locator('tr', { hasText: name });
    await row.getByText('JazzCash wallet').waitFor();
    await row.getByText('REFUNDED', { exact: true }).waitFor();
    await screenshotBoth(page, 'refund-billing', 900);
  });

  it.each([390, 1280])(
    'when an Urdu owner at %i px cancels with the refund to the wallet, then the panel, the result and Billing read in Urdu and fit',
    async (width) => {
      const adv = await signUpAdvertiser();
      const name = `Wapsi ${width} ${Date.now().toString(36)}`;
      const { id } = await paidCampaign(adv, name, inAWeek());
      const page = await open(adv.email, width);
      expect(await chooseUrdu(page)).toBeLessThan(300);
      const theirs = [
        ...latinWordsOf('Sana Iqbal SI S Sana Traders', name, adv.email),
        ...latinWordsOf('Visit Sana Traders this weekend for fresh deals.'),
        // Invoice and receipt numbers are the documents' own (INV-2026-…).
        'INV',
        'RCT',
      ];
      await page.goto(`${baseUrl()}/campaigns/${id}`);
      await page.getByRole('button', { name: 'مہم منسوخ کریں', exact: true }).click();
      await page.getByTestId('cancel-panel').waitFor();
      await expectUrduPage(page, 'cancel-panel', width, theirs, 'urdu-refund-cancel');
      await page.getByTestId('cancel-confirm').click();
      await page.getByTestId('cancel-done').getByText('واپس کر دیے گئے', { exact: false }).waitFor();
      await expectUrduPage(page, 'cancel-done', width, theirs, 'urdu-refund-cancel-done');
      await page.goto(`${baseUrl()}/billing`);
      const row = page.getByTestId('refunds').locator('tr', { hasText: name });
      await row.getByText('جاز کیش والیٹ').waitFor();
      await row.getByText('واپس ہو گئی').waitFor();
      await expectUrduPage(page, 'billing-refunds', width, theirs, 'urdu-refund-billing');
    },
  );
});
