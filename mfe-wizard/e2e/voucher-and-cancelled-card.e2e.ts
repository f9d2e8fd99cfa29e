import type { Browser, Page } from 'playwright-core';
import { addCalendarDays, karachiToday } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot } from '../../libs/test-kit/src/browser';
import {
  readAs,
  readyToPay,
  signUpAdvertiser,
  submittedCampaign,
  type Advertiser,
} from '../../libs/test-kit/src/advertiser-api';
import { expectUrduPage, latinWordsOf } from '../../libs/test-kit/src/urdu-checks';
import { portalPorts } from '../../libs/test-kit/src/portal-ports';

/** The checkout's words the tests click and read, in the two languages the portal speaks. */
const WORDS = {
  en: {
    easypaisaVoucher: /Easypaisa voucher/,
    jazzcashCard: /Debit or credit card \(on JazzCash/,
    voucher: /Pay voucher \d+ at any Easypaisa shop/,
    paid: 'Payment Successful',
    notPaid: 'The payment was not completed',
    nothingCharged: 'Nothing was charged.',
  },
  ur: {
    easypaisaVoucher: /ایزی پیسہ واؤچر/,
    jazzcashCard: /ڈیبٹ یا کریڈٹ کارڈ \(جاز کیش/,
    voucher: /واؤچر \d+ کی ادائیگی/,
    paid: 'ادائیگی کامیاب',
    notPaid: 'ادائیگی مکمل نہیں ہوئی',
    nothingCharged: 'کوئی رقم نہیں کاٹی گئی۔',
  },
} as const;
type Lang = keyof typeof WORDS;
const easypaisaStandIn = () =>
  `http://127.0.0.1:${portalPorts(Number(process.env.E2E_PORT_OFFSET ?? 0)).EASYPAISA_PORT}`;

/**
 * Paying on the providers' hosted pages in chromium, at 1280 px in English and 390 px in Urdu: an Easypaisa voucher
 * waits, is paid at a "shop" (the stand-in's IPN) and the campaign goes to review; a card payment cancelled on
 * JazzCash's page comes back to the checkout with a plain message and nothing charged.
 */
describe.each([
  [1280, 'en'],
  [390, 'ur'],
] as [number, Lang][])('hosted checkout at %i px in %s', (width, lang) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  const w = WORDS[lang];

  /** A new advertiser with a submitted campaign, on its checkout page in `lang`. */
  async function atCheckout(name: string): Promise<{ page: Page; adv: Advertiser; id: string }> {
    const adv = await signUpAdvertiser();
    await readyToPay(adv, lang);
    const { id } = await submittedCampaign(adv, name, addCalendarDays(karachiToday(), 10));
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    await context.addCookies(
      [...adv.cookie.split('; ').map((c) => c.split('=')), ['rbt_lang', lang]].map(([n, ...v]) => ({
        name: n!,
        value: v.join('='),
        url: baseUrl(),
      })),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/campaigns/${id}/checkout`);
    await page.getByTestId('payment-methods').waitFor();
    return { page, adv, id };
  }
  /**
   * Waits until the provider's hops (our return's self-submitting Confirm.jsf form, its redirect) have brought the
   * browser to the checkout: each hop starts a navigation before the last one loaded, which waitForURL reads as
   * aborted, so the address is polled instead.
   */
  async function backAtCheckout(page: Page) {
    const at = () => new URL(page.url());
    for (let waited = 0; !(at().pathname.endsWith('/checkout') && at().searchParams.has('payment')); waited += 250) {
      if (waited > 45_000) throw new Error(`not back at the checkout: ${page.url()}`);
      await page.waitForTimeout(250);
    }
  }
  /** `extra`: Latin the page shows that is not copy (the invoice number's INV). */
  const check = async (page: Page, name: string, extra: string[] = []) => {
    // The advertiser's own words (the avatar's initial, name, company, address, campaigns) may be Latin in Urdu.
    const words = latinWordsOf('Sana Iqbal Sana Traders 12 Mall Road Lahore', `E2E voucher card cancelled ${lang}`);
    const theirs = ['S', ...words, ...extra];
    if (lang === 'ur') await expectUrduPage(page, name, width, theirs, name);
    else await screenshot(page, `${name}-${width}`);
  };

  it('when the advertiser takes an Easypaisa voucher, then the checkout waits with its number, and once it is paid at a shop the campaign goes to review', async () => {
    const { page, adv, id } = await atCheckout(`E2E voucher ${lang}`);
    await page.getByLabel(w.easypaisaVoucher).check();
    await page.getByTestId('pay-button').click();
    // The stand-in's hosted page (Index.jsf), then its voucher page, then back through Confirm.jsf to the portal.
    await page.getByRole('button', { name: 'Get payment token' }).click();
    const token = await page.getByTestId('payment-token').innerText();
    await screenshot(page, `easypaisa-voucher-token-${width}`);
    // The voucher page sends the payer back to the merchant by itself (autoRedirect), then through Confirm.jsf.
    await backAtCheckout(page);
    const status = page.getByTestId('payment-status');
    await status.getByText(w.voucher).waitFor({ timeout: 30_000 });
    expect(await status.innerText()).toContain(token);
    await check(page, `checkout-voucher-pending-${lang}`);
    expect((await readAs<{ status: string }>(adv, `/api/campaigns/${id}`)).status).toBe('awaiting_payment');

    // Paid in cash at a shop: the stand-in sends its IPN; the portal inquires and settles.
    const paid = await fetch(`${easypaisaStandIn()}/test/vouchers/${token}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    await page.getByText(w.paid).first().waitFor({ timeout: 60_000 });
    await check(page, `checkout-voucher-paid-${lang}`, ['INV']);
    expect((await readAs<{ status: string }>(adv, `/api/campaigns/${id}`)).status).toBe('pending_review');
    const invoices = await readAs<{ items: { campaignId: string }[] }>(adv, '/api/invoices');
    expect(invoices.items.filter((i) => i.campaignId === id)).toHaveLength(1);
  }, 180_000);

  it('when a card payment is cancelled on JazzCash’s page, then the checkout says so plainly, nothing is charged and it can be paid again', async () => {
    const { page, adv, id } = await atCheckout(`E2E card cancelled ${lang}`);
    await page.getByLabel(w.jazzcashCard).check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL((u) => u.pathname === '/CustomerPortal/transactionmanagement/merchantform/', {
      timeout: 60_000,
    });
    await screenshot(page, `jazzcash-card-page-${width}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // The URL is committed as soon as the portal answers the return; the page then loads its remotes.
    await page.waitForURL((u) => u.pathname.endsWith('/checkout') && u.searchParams.has('payment'), {
      timeout: 60_000,
      waitUntil: 'commit',
    });
    const status = page.getByTestId('payment-status');
    await status.getByText(w.notPaid).waitFor({ timeout: 30_000 });
    expect(await status.innerText()).toContain(w.nothingCharged);
    await page.getByTestId('pay-button').waitFor();
    await check(page, `checkout-card-cancelled-${lang}`);
    expect((await readAs<{ status: string }>(adv, `/api/campaigns/${id}`)).status).toBe('awaiting_payment');
    const invoices = await readAs<{ items: { campaignId: string }[] }>(adv, '/api/invoices');
    expect(invoices.items.filter((i) => i.campaignId === id)).toHaveLength(0);
  }, 180_000);
});
