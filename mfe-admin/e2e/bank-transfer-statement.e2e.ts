import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addCalendarDays, karachiToday, type BankTransfer } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot, BANK_ADMIN_EMAIL } from '../../libs/test-kit/src/browser';
import {
  ADVERTISER_PASSWORD,
  chooseLanguage,
  readAs,
  signInByApi,
  readyToPay,
  signUpAdvertiser,
  submittedCampaign,
  type Advertiser,
} from '../../libs/test-kit/src/advertiser-api';
import { expectUrduPage, latinWordsOf } from '../../libs/test-kit/src/urdu-checks';

const WORDS = {
  en: {
    showBank: 'Show bank details',
    tab: 'Bank transfers',
    upload: 'Upload statement',
    matched: 'Paid in full',
    recon: 'Reconciliation',
    runNow: 'Run now',
    agrees: 'Agrees',
  },
  ur: {
    showBank: 'بینک کی تفصیل دکھائیں',
    tab: 'بینک ٹرانسفر',
    upload: 'اسٹیٹمنٹ اپ لوڈ کریں',
    matched: 'پوری ادائیگی',
    recon: 'مطابقت',
    runNow: 'ابھی چلائیں',
    agrees: 'مطابق',
  },
} as const;
type Lang = keyof typeof WORDS;

/** A browser window signed in as `who` (the API's session cookie) in `lang`. */
async function windowOf(browser: Browser, who: Advertiser, lang: Lang, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const cookies = [...who.cookie.split('; ').map((c) => c.split('=')), ['rbt_lang', lang]];
  await context.addCookies(cookies.map(([n, ...v]) => ({ name: n!, value: v.join('='), url: baseUrl() })));
  return context;
}

/**
 * An agency pays by bank transfer, in chromium at 1280 px in English and 390 px in Urdu: the checkout shows the account
 * and a payment reference; an admin uploads the bank statement (CSV) with that reference; the campaign is paid and
 * goes to review.
 */
describe.each([
  [1280, 'en'],
  [390, 'ur'],
] as [number, Lang][])('bank transfer matched from a statement at %i px in %s', (width, lang) => {
  let browser: Browser;
  let admin: Advertiser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // An admin of this test's own: its language is switched per run (ADMIN_EMAILS names it in the test portal).
    admin = await signUpAdvertiser(BANK_ADMIN_EMAIL).catch(() => signInByApi(BANK_ADMIN_EMAIL, ADVERTISER_PASSWORD));
    await chooseLanguage(admin, lang);
  });
  afterAll(() => browser.close());
  const w = WORDS[lang];
  const check = async (page: Page, name: string, theirs: string[] = []) => {
    // The advertiser's own words (the avatar's initial, name, company, address, campaign) may be Latin.
    const own = ['S', ...latinWordsOf('Sana Iqbal Sana Traders 12 Mall Road Lahore', `E2E bank ${lang}`)];
    if (lang === 'ur') await expectUrduPage(page, name, width, [...own, ...theirs], name);
    else await screenshot(page, `${name}-${width}`);
  };

  it('when the advertiser takes the bank details and an admin uploads a statement naming its reference, then the campaign is paid and in review', async () => {
    const adv = await signUpAdvertiser();
    await readyToPay(adv, lang);
    const { id } = await submittedCampaign(adv, `E2E bank ${lang}`, addCalendarDays(karachiToday(), 10));
    const page = await (await windowOf(browser, adv, lang, width)).newPage();
    await page.goto(`${baseUrl()}/campaigns/${id}/checkout`);
    await page.getByRole('button', { name: w.showBank }).click();
    const reference = (await page.getByTestId('bank-reference').innerText()).trim();
    expect(reference).toMatch(/^BT[2-9A-HJ-NP-Z]{8}$/);
    const { items } = await readAs<{ items: BankTransfer[] }>(adv, '/api/billing/bank-transfers');
    const transfer = items.find((t) => t.campaignId === id)!;
    const due = transfer.amountDuePkr;
    // The account's title, bank and IBAN are the configuration's words, shown as the bank writes them.
    const { accountTitle, bank, iban } = transfer.account;
    // The IBAN is shown in groups of four, as banks print it.
    const shown = [reference, ...latinWordsOf(accountTitle, bank, ...(iban.match(/.{1,4}/g) ?? []))];
    await check(page, `checkout-bank-details-${lang}`, shown);

    // The admin uploads the account's statement: one credit line naming the reference in its narration.
    const adminPage = await (await windowOf(browser, admin, lang, width)).newPage();
    await adminPage.goto(`${baseUrl()}/admin`);
    await adminPage.getByRole('tab', { name: w.tab }).click();
    await adminPage.locator('input[type=file]').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Date,Narration,Credit\n${karachiToday()},IBFT from agency ${reference},${due}\n`),
    });
    await adminPage.getByRole('button', { name: w.upload }).click();
    const result = adminPage.getByTestId('statement-result');
    await result.getByText(w.matched).waitFor({ timeout: 30_000 });
    // The file's name, and the references and campaigns of the transfers listed (this run's and earlier ones).
    const listed = await adminPage.getByTestId('transfers-table').innerText();
    const named = latinWordsOf(listed).filter((x) => /^BT|^E2E$|^bank$|^en$|^ur$/.test(x));
    await check(adminPage, `admin-statement-matched-${lang}`, ['statement', 'csv', ...named]);

    const campaign = await readAs<{ status: string }>(adv, `/api/campaigns/${id}`);
    expect(campaign.status).toBe('pending_review');
    const invoices = await readAs<{ items: { campaignId: string; totalPkr: number }[] }>(adv, '/api/invoices');
    expect(invoices.items.filter((i) => i.campaignId === id).map((i) => i.totalPkr)).toEqual([due]);
    await page.reload();
    await page.getByTestId('paid-panel').waitFor({ timeout: 30_000 });
    await check(page, `checkout-bank-paid-${lang}`, ['INV']);

    // Reconciliation, run now: the transfer's payment and its invoice agree with the statement.
    await adminPage.getByRole('tab', { name: w.recon }).click();
    await adminPage.getByRole('button', { name: w.runNow }).click();
    await adminPage.getByTestId('reconciliation-summary').waitFor({ timeout: 60_000 });
    await adminPage.getByRole('switch').click();
    const rows = adminPage.getByTestId('reconciliation-table').locator('tr', { hasText: reference });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(w.agrees);
    await screenshot(adminPage, `admin-reconciliation-${lang}-${width}`);
  }, 180_000);
});
