import type { Browser } from 'playwright-core';
import { CreditNoteList, RefundList } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot, signIn } from '../../libs/test-kit/src/browser';
import { signUpAdvertiser, ADVERTISER_PASSWORD } from '../../libs/test-kit/src/advertiser-api';
import { endDatePassed } from '../../libs/test-kit/src/e2e-calendar';
import { get, liveCampaign, until } from '../../libs/test-kit/src/live-campaign';
import { chooseUrdu, expectUrduPage, latinWordsOf } from '../../libs/test-kit/src/urdu-checks';

// A city no other browser test books: the campaign goes live today and nobody else's traffic plays it.
const CITY = 'sialkot';
const pkr = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A campaign paid by JazzCash wallet goes live and its schedule runs out with nothing played: its credit note's
 * total goes back to the wallet through the stand-in's refund API (the owner's default), and Billing lists that
 * refund beside the credit note, in English at 1280 and in Urdu at 390.
 */
describe('a credit note refunded to the JazzCash wallet and shown in Billing, in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when a wallet-paid campaign ends short, then Billing lists its credit note and the refund of it to the JazzCash wallet (English, then Urdu)', async () => {
    const adv = await signUpAdvertiser();
    const name = `Credit back ${Date.now().toString(36)}`;
    const { id } = await liveCampaign(adv, name, CITY);
    await endDatePassed(id);
    const note = await until('the credit note', async () => {
      const list = CreditNoteList.parse(await get(adv, '/api/billing/credit-notes'));
      return list.items.find((n) => n.campaignId === id);
    });
    const refund = await until('the refund to be done', async () => {
      const list = RefundList.parse(await get(adv, '/api/billing/refunds'));
      const mine = list.items.find((r) => r.campaignId === id);
      return mine?.state === 'refunded' ? mine : undefined;
    });
    expect(refund).toMatchObject({
      reason: 'credit_note',
      creditNoteId: note.id,
      destination: 'source',
      provider: 'jazzcash',
      method: 'wallet',
      amountPkr: note.totalPkr,
    });

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, adv.email, ADVERTISER_PASSWORD);
    await page.goto(`${baseUrl()}/billing`);
    const row = page.getByTestId('refunds').locator('tr', { hasText: name });
    await row.getByText('Credit note (plays not delivered)').waitFor();
    await row.getByText('JazzCash wallet').waitFor();
    await row.getByText('REFUNDED', { exact: true }).waitFor();
    expect(await row.textContent()).toContain(pkr(note.totalPkr));
    await page.getByRole('rowheader', { name: note.number }).waitFor();
    await screenshot(page, 'billing-credit-note-refund-1280');

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(phone, adv.email, ADVERTISER_PASSWORD);
    expect(await chooseUrdu(phone)).toBeLessThan(300);
    await phone.goto(`${baseUrl()}/billing`);
    const urduRow = phone.getByTestId('refunds').locator('tr', { hasText: name });
    await urduRow.getByText('کریڈٹ نوٹ (نہ چلنے والے پلے)').waitFor();
    await urduRow.getByText('جاز کیش والیٹ').waitFor();
    await urduRow.getByText('واپس ہو گئی').waitFor();
    // The campaign's name and the documents' own numbers (INV-…, CN-…) are the owner's words, not the page's.
    const theirs = [...latinWordsOf(name, adv.email, 'Sana Iqbal SI S Sana Traders'), 'INV', 'RCT', 'CN'];
    await expectUrduPage(phone, 'billing-refunds', 390, theirs, 'urdu-billing-credit-note-refund');
  }, 240_000);
});
