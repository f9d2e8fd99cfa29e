import type { Browser } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, screenshotBoth } from '../../libs/test-kit/src/browser';
import { signInAsNewAdvertiser } from '../../libs/test-kit/src/advertiser-api';
import { demoSubscriberNumber } from '@rbt/pricing';
import { sampleListCsv } from '../src/pages/CustomerUploadPage/sample-list';

/** Customer Upload matches a list hashed in the page, and no raw number leaves the browser. */
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
    await page.getByTestId('list-summary').getByText('180').waitFor();
    await page.getByRole('button', { name: 'Match against subscribers' }).click();
    const result = page.getByTestId('match-result');
    // 120 of 180 matched, told to the whole percent only (no finer figure leaks who is a subscriber).
    await result.getByText('67%').waitFor({ timeout: 15_000 });
    await result.getByText('Karachi').waitFor();
    await result.getByText('Lahore').waitFor();
    await screenshotBoth(page, 'customer-upload');

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
    // Named once ("eid-customers", not "eid-customers customers"), on a plays goal the list can take.
    expect(await page.getByRole('textbox', { name: /Campaign Name/ }).inputValue()).toBe('eid-customers');
    expect(await page.getByTestId('goal-amount').inputValue()).toBe('7200');
    await page.getByTestId('goal-panel').getByText('Between 1,000 and 7,200 plays', { exact: false }).waitFor();
    expect(await page.getByTestId('goal-panel').locator('.euiFormErrorText').count()).toBe(0);
    await screenshot(page, 'customer-upload-step1-1280');
    await context.close();
  });

  it('when a list matches only 4 subscribers, then no figure is shown and no campaign can be made (k-anonymity)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAsNewAdvertiser(page);
    await page.goto(`${baseUrl()}/customer-upload`);
    // 4 demo subscribers in Karachi, a number too short and a landline: 8 entries, 2 of them invalid.
    const four = [0, 1, 2, 3].map((k) => demoSubscriberNumber(0, k).replace('+92', '0'));
    const text = [...four, '12345', '042 35761234', four[0], four[1]].join('\n');
    await page.getByPlaceholder(/0300 1234567/).fill(text);
    await page
      .getByTestId('list-summary')
      .getByText(/4 Pakistani mobile numbers ready · 2 entries are not Pakistani mobile numbers/)
      .waitFor();
    await page.getByPlaceholder('Loyalty members').fill('Four friends');
    await page.getByRole('button', { name: 'Match against subscribers' }).click();
    await page
      .getByTestId('list-below-k')
      .getByText(/fewer than 100 are subscribers we can reach/)
      .waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Create a campaign for this audience' }).isDisabled()).toBe(true);
    await screenshot(page, 'customer-upload-too-small-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'customer-upload-too-small-390');
    await context.close();
  });
});
