import type { Browser, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot } from '../../libs/test-kit/src/browser';
import { ADVERTISER_PASSWORD } from '../../libs/test-kit/src/advertiser-api';
import { expectUrduPage, latinWordsOf, waitForUrdu } from '../../libs/test-kit/src/urdu-checks';
import { approveAtJazzcashStandIn } from '../../libs/test-kit/src/stand-in-page';

/**
 * The advertiser journey in Urdu in chromium, at 390 and 1280 px: sign up on the Urdu form, build a campaign
 * with a budget in the wizard, make Urdu speech, review, pay, download the invoice PDF (the Urdu copy), then the
 * campaign's details and analytics. Every page reads right to left with no English word but brand names, units,
 * the map's attribution and what the advertiser typed; at 390 nothing scrolls sideways; no Nastaliq is clipped.
 */
const NAME = 'عید سیل لاہور';
const SCRIPT = 'عید مبارک! ہماری دکان پر ہر چیز پر بیس فیصد رعایت، آج ہی تشریف لائیں۔';

const checkPage = (page: Page, name: string, width: number, theirs: string[]) =>
  expectUrduPage(page, name, width, theirs, `urdu-journey-${name}`);

describe('the advertiser journey in Urdu', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([390, 1280])(
    'when a new advertiser at %i px signs up in Urdu, builds, voices, reviews and pays for a campaign, then every page is Urdu, fits and the invoice PDF is the Urdu copy',
    async (width) => {
      const page = await (await browser.newContext({ viewport: { width, height: 844 } })).newPage();
      page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
      const email = `e2e-ur-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.pk`;
      // The advertiser's name and initials (the header's avatar), company and e-mail; Leaflet signs the map.
      const theirs = [...latinWordsOf('Sana Iqbal SI S Sana Traders', email), 'Leaflet'];

      // Sign up and sign in on the gateway's Urdu forms (the choice is kept in the rbt_lang cookie, then the account).
      await page.goto(`${baseUrl()}/signup?lang=ur`);
      await waitForUrdu(page);
      await page.fill('#firstName', 'Sana');
      await page.fill('#lastName', 'Iqbal');
      await page.fill('#companyName', 'Sana Traders');
      await page.fill('#email', email);
      await page.fill('#password', ADVERTISER_PASSWORD);
      await checkPage(page, 'signup', width, theirs);
      await Promise.all([page.waitForURL((u) => u.pathname === '/signin'), page.click('button[type=submit]')]);
      await page.fill('#password', ADVERTISER_PASSWORD);
      await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/signin')), page.click('button[type=submit]')]);

      // Step 1: targeting, schedule and a budget.
      await page.goto(`${baseUrl()}/campaigns/targeting`);
      await page.getByRole('button', { name: 'آگے بڑھیں' }).click();
      await page.getByTestId('wizard-step-1').waitFor();
      await page.getByLabel('مہم کا نام *').fill(NAME);
      await page.getByLabel('مہم کا مقصد *').selectOption('awareness');
      await page.getByPlaceholder('شہر یا صوبے کے نام سے تلاش کریں').fill('لاہور');
      await page.getByRole('listbox', { name: 'شہروں کی تجاویز' }).waitFor();
      await page.keyboard.press('Enter');
      await page.getByTestId('selected-cities').getByText('لاہور').first().waitFor();
      await page.getByRole('button', { name: '1 ہفتہ' }).click();
      await page.locator('[data-slot="20-21"]').click();
      await page.getByTestId('goal-amount').fill('25000');
      await page.getByText('مسودہ محفوظ ہو گیا').first().waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="header-stats"][data-estimate-status="current"]').waitFor({ timeout: 30_000 });
      await checkPage(page, 'wizard-step1', width, theirs);
      // The map's controls start on the right of a right-to-left page: zoom top right, attribution bottom left.
      await page.locator('.leaflet-control-zoom').waitFor();
      const [map, zoom, credit] = await Promise.all(
        ['[data-testid="city-map"]', '.leaflet-control-zoom', '.leaflet-control-attribution'].map((s) =>
          page.locator(s).first().boundingBox(),
        ),
      );
      // Anchored to the corners (10 px margins), which in English are the other way round.
      expect(map!.x + map!.width - (zoom!.x + zoom!.width)).toBeLessThan(20);
      expect(credit!.x - map!.x).toBeLessThan(20);
      expect(zoom!.x - map!.x).toBeGreaterThan(map!.width / 2);
      await page.getByTestId('city-map').scrollIntoViewIfNeeded();
      await screenshot(page, `urdu-journey-map-${width}`);
      await page.getByRole('button', { name: 'آگے بڑھیں' }).click();

      // Step 2: Urdu text-to-speech.
      await page.getByTestId('creative-step').waitFor();
      await page.getByRole('combobox', { name: 'زبان' }).selectOption('urdu');
      await page.getByPlaceholder(/اپنے اشتہار کا اسکرپٹ/).fill(SCRIPT);
      await page.getByTestId('generate-audio').click();
      await page.getByTestId('audio-preview').waitFor({ timeout: 60_000 });
      await page.getByLabel(/میں تصدیق کرتا/).check();
      await checkPage(page, 'wizard-step2', width, theirs);
      await page.getByRole('button', { name: 'آگے بڑھیں' }).click();

      // Step 3: review with the server's figures, terms, on to payment.
      await page.getByTestId('review-total').waitFor();
      await page.getByTestId('preview-badge').waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByLabel(/میں شرائط اور پالیسیاں/).check();
      await checkPage(page, 'wizard-review', width, theirs);
      await page.getByTestId('proceed-to-payment').click();
      await page.waitForURL((u) => u.pathname.endsWith('/checkout'));
      const id = new URL(page.url()).pathname.split('/')[2];

      // Checkout: billing details once, then JazzCash wallet on the stand-in's page.
      await page.getByTestId('cost-breakdown').waitFor();
      await page.getByLabel('پورا نام').fill('Sana Iqbal');
      await page.getByLabel('کمپنی / کاروبار').fill('Sana Traders');
      await page.getByLabel('بلنگ کا پتہ').fill('12 Mall Road, Lahore 54000');
      await page.getByTestId('save-billing-profile').click();
      await page.getByTestId('billing-profile-summary').waitFor();
      await page.getByTestId('payment-methods').waitFor();
      await checkPage(page, 'checkout', width, [...theirs, ...latinWordsOf('Mall Road Lahore')]);
      await page.getByTestId('pay-button').click();
      await approveAtJazzcashStandIn(page);
      const paid = page.getByTestId('paid-panel');
      await paid.waitFor({ timeout: 60_000 });
      await screenshot(page, `urdu-journey-paid-${width}`);

      // The invoice PDF link is the Urdu copy, and it is a PDF.
      const href = await paid
        .getByText('انوائس ڈاؤن لوڈ کریں (PDF)')
        .evaluate((el) => el.closest('a')?.getAttribute('href'));
      expect(href).toMatch(/\/invoice\.pdf\?lang=ur$/);
      const pdf = await page.context().request.get(`${baseUrl()}${href}`);
      expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);

      // The campaign's details (its invoice, the Urdu PDFs) and analytics.
      await page.goto(`${baseUrl()}/campaigns/${id}`);
      await page.getByTestId('details-documents').getByTestId('campaign-invoice').waitFor();
      const links = await page
        .getByTestId('details-documents')
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.every((l) => l?.endsWith('?lang=ur'))).toBe(true);
      // Invoice and receipt numbers are the documents' own (INV-2026-…).
      await checkPage(page, 'details', width, [...theirs, 'INV']);
      await page.goto(`${baseUrl()}/analytics`);
      await page.getByTestId('analytics-kpi').first().waitFor();
      await checkPage(page, 'analytics', width, theirs);
    },
  );
});
