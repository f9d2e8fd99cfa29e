import type { Browser } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, signInAsNewAdvertiser } from '../../libs/test-kit/src/browser';
import { sampleListCsv } from '../src/CustomerListPage/sample-list';

/** Issue 16: Customer Upload matches a list hashed in the page, and no raw number leaves the browser. */
describe('customer upload in chromium through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when an advertiser uploads a customer CSV, then the match rate and cities show, no request carries a number, and the campaign starts on the matched cities', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      sent.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`);
    });
    await signInAsNewAdvertiser(page);

    await page.goto(`${baseUrl()}/campaigns/targeting`);
    await page.getByText('Customer Upload').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname === '/customer-upload');
    const csv = sampleListCsv();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'eid-customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('list-summary').getByText('120').waitFor();
    await page.getByRole('button', { name: 'Match against subscribers' }).click();
    const result = page.getByTestId('match-result');
    await result.getByText('66.7%').waitFor({ timeout: 15_000 });
    await result.getByText('Karachi').waitFor();
    await result.getByText('Lahore').waitFor();
    await screenshot(page, 'customer-upload-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'customer-upload-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Not one of the list's numbers, in any form, went out in a URL or a body.
    const digits = [...csv.matchAll(/(\d[\d ]{8,}\d)/g)].map((m) => m[1]!.replace(/\D/g, '').slice(-9));
    expect(digits.length).toBeGreaterThan(100);
    const leaked = digits.filter((d) =>
      sent.some((s) =>
        s
          .replace(/\D/g, ' ')
          .split(' ')
          .some((run) => run.includes(d)),
      ),
    );
    expect(leaked).toEqual([]);

    await page.getByRole('button', { name: 'Create a campaign for this audience' }).click();
    await page.locator('[data-testid="wizard-step-1"]').waitFor();
    const chosen = page.locator('[data-testid="selected-cities"]');
    await chosen.getByText('Karachi').first().waitFor();
    await chosen.getByText('Lahore').first().waitFor();
    await context.close();
  });
});
