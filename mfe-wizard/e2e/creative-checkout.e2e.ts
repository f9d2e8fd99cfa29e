import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { addCalendarDays, karachiToday } from '@rbt/contracts';
import {
  launchBrowser,
  baseUrl,
  screenshot,
  screenshotBoth,
  signIn,
  DEMO,
  OUTPUT_DIR,
} from '../../libs/test-kit/src/browser';
import { pdfText } from '../../libs/test-kit/src/pdf-text';
import { toneWav } from '../../libs/test-kit/src/tone-wav';
import { approveAtJazzcashStandIn } from '../../libs/test-kit/src/stand-in-page';

/** YYYY-MM-DD in Asia/Karachi, `days` from today (submit refuses a start date in the past there). */
const karachiDate = (days: number) => addCalendarDays(karachiToday(), days);

/** Waits for the preview; a toast instead (e.g. "Generation Failed") fails the test with its text. */
async function previewOrToast(page: Page) {
  const preview = page.getByTestId('audio-preview');
  const toast = page.locator('.euiToast');
  await page.waitForTimeout(3000);
  await screenshot(page, 'creative-generating');
  await Promise.race([preview.waitFor({ timeout: 45_000 }), toast.waitFor({ timeout: 45_000 })]);
  if (!(await preview.isVisible())) {
    await screenshot(page, 'creative-failure');
    throw new Error(`no preview: ${await toast.innerText()}`);
  }
}

describe('wizard creative, review and checkout in chromium through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when an advertiser makes Urdu speech, uploads a WAV, reviews and double-clicks Pay, then one payment is made and the campaign awaits review', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);

    // Step 1 comes from the API (its own e2e covers the screen); the wizard resumes the draft at step 2.
    // The gateway's CSRF guard wants our own Origin on state-changing calls.
    const created = await context.request.post(`${baseUrl()}/api/campaigns`, {
      headers: { origin: baseUrl() },
      data: {
        name: 'E2E Eid Sale',
        objective: 'awareness',
        cities: ['karachi', 'lahore'],
        startDate: karachiDate(1),
        endDate: karachiDate(7),
        timeSlots: ['09-10', '19-20'],
        goalType: 'budget',
        budget: 20000,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${baseUrl()}/campaigns/new?continue=${id}&step=2`);
    await page.locator('[data-testid="creative-step"]').waitFor();

    // Text-to-speech in Urdu, generated offline, then played.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('urdu');
    const script = page.getByPlaceholder(/10-25 seconds/);
    await script.fill('عید مبارک! ہماری خاص پیشکش آج ہی حاصل کریں۔');
    // Urdu script reads right to left in the shipped Nastaliq font (chromium here has no Urdu font of its own).
    expect(await script.getAttribute('dir')).toBe('rtl');
    expect(await script.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Noto Nastaliq Urdu"/);
    // The shipped face itself is loaded (document.fonts.check alone is also true when no such face exists).
    await page.waitForFunction(
      async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (f) => f.family.replace(/"/g, '') === 'Noto Nastaliq Urdu' && f.status === 'loaded',
        );
      },
      undefined,
      { timeout: 20_000 },
    );
    await script.screenshot({ path: path.join(OUTPUT_DIR, 'urdu-script-field.png') });
    await page.getByTestId('generate-audio').click();
    await previewOrToast(page);
    await page
      .getByTestId('preview-loudness')
      .getByText(/Loudness -?\d+\.\d LUFS/)
      .waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(
      () =>
        ((document.querySelector('[data-testid="preview-audio"]') as HTMLAudioElement | null)?.currentTime ?? 0) > 0.2,
    );
    await page.getByRole('button', { name: 'Pause' }).click();
    await screenshotBoth(page, 'wizard-step2-tts');

    // Upload a real WAV through Uppy: the method change resets the audio, the modal closes on success.
    await page.getByTestId('method-upload').locator('button').click();
    await page.getByTestId('choose-audio-file').click();
    await page
      .locator('.uppy-Dashboard-note')
      .getByText('Audio files only (MP3, WAV, M4A, AAC, OGG) - Max 30 seconds, 10MB')
      .waitFor();
    await page
      .locator('.uppy-Dashboard-input')
      .first()
      .setInputFiles({ name: 'tone.wav', mimeType: 'audio/wav', buffer: toneWav() });
    await page.getByTestId('audio-preview').waitFor({ timeout: 30_000 });
    await page
      .locator('.uppy-Dashboard--modal[aria-hidden="false"]')
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    expect(await page.locator('.uppy-Dashboard-isOpen, .uppy-Dashboard--isOpen').count()).toBe(0);

    await page.getByLabel(/I confirm that I have the rights/).check();
    await screenshotBoth(page, 'wizard-step2-upload');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Review: wait for the server's figures, accept the terms, proceed.
    await page.locator('[data-testid="review-step"]').waitFor();
    await page.locator('[data-testid="review-total"]').waitFor();
    await page.locator('[data-testid="preview-badge"]').waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByLabel(/I accept the terms and policies/).check();
    await screenshotBoth(page, 'wizard-step3');
    await page.getByTestId('proceed-to-payment').click();
    await page.waitForURL((u) => u.pathname === `/campaigns/${id}/checkout`);

    // Checkout: billing details (asked once per user), a double click on Pay, the stand-in's page, the way back.
    await page.getByTestId('cost-breakdown').waitFor();
    await Promise.race([
      page.getByTestId('billing-profile-form').waitFor(),
      page.getByTestId('billing-profile-summary').waitFor(),
    ]);
    if (await page.getByTestId('billing-profile-form').isVisible()) {
      await screenshotBoth(page, 'checkout-billing-details');
      await page.getByLabel('Full name').fill('Ayesha Khan');
      await page.getByLabel('Company').fill('Khan Traders (Pvt) Ltd');
      await page.getByLabel('Billing address').fill('12 Mall Road, Lahore 54000');
      await page.getByLabel('NTN (optional)').fill('1234567-8');
      await page.getByTestId('save-billing-profile').click();
    }
    await page.getByTestId('billing-profile-summary').waitFor();
    await screenshotBoth(page, 'checkout');
    await page.getByText('JazzCash wallet (approve on your phone)').waitFor();
    await page.getByTestId('pay-button').dblclick();
    await approveAtJazzcashStandIn(page);
    await page.getByTestId('paid-panel').waitFor({ timeout: 60_000 });
    await screenshotBoth(page, 'checkout-paid');
    // The panel stays until the advertiser leaves it.
    await page.waitForTimeout(3500);
    expect(await page.getByTestId('paid-panel').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    await page.locator('[data-testid="remote-dashboard"]').waitFor();
    await page.getByText('E2E Eid Sale').first().waitFor();
    await screenshot(page, 'dashboard-after-payment-1280');

    const detail = (await (await context.request.get(`${baseUrl()}/api/campaigns/${id}`)).json()) as { status: string };
    expect(detail.status).toBe('pending_review');
    const invoices = (await (await context.request.get(`${baseUrl()}/api/invoices`)).json()) as {
      items: { id: string; campaignId: string; totalPkr: number }[];
    };
    const mine = invoices.items.filter((i) => i.campaignId === id);
    expect(mine).toHaveLength(1);
    const invoice = await context.request.get(`${baseUrl()}/api/invoices/${mine[0].id}`);
    expect(invoice.status()).toBe(200);

    // Afterwards the checkout offers the invoice and receipt PDFs instead of a second payment.
    await page.goto(`${baseUrl()}/campaigns/${id}/checkout`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Invoice (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    const text = await pdfText(fs.readFileSync((await file.path())!));
    for (const expected of [
      'Tax Invoice',
      'Khan Traders (Pvt) Ltd',
      'TEST SELLER',
      'TEST DOCUMENT',
      'Price per play',
      'VAT (16%)',
      'Total (PKR)',
    ])
      expect(text).toContain(expected);
    expect(await page.getByTestId('pay-button').count()).toBe(0);
    const receipt = await context.request.get(`${baseUrl()}/api/invoices/${mine[0].id}/receipt.pdf`);
    expect(receipt.headers()['content-type']).toBe('application/pdf');
    expect(await pdfText(await receipt.body())).toContain('Payment Receipt');
    await context.close();
  }, 240_000);
});
