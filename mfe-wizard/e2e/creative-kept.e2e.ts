import type { Browser, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshotBoth } from '../../libs/test-kit/src/browser';
import { signInAsNewAdvertiser } from '../../libs/test-kit/src/advertiser-api';
import { toneWav } from '../../libs/test-kit/src/tone-wav';

const method = (page: Page, id: 'tts' | 'upload') => page.getByTestId(`method-${id}`).locator('button').click();

async function upload(page: Page, name: string, seconds: number) {
  await page.getByTestId('choose-audio-file').click();
  await page
    .locator('.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name, mimeType: 'audio/wav', buffer: toneWav(seconds) });
}

/** A method change keeps the work; an upload has one outcome and keeps its file's name. */
describe('creative work kept across methods, in chromium through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when an English TTS ad is made, a 45 s WAV refused, a short one uploaded and the page reloaded, then nothing made is lost', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAsNewAdvertiser(page);
    const created = await context.request.post(`${baseUrl()}/api/campaigns`, {
      headers: { origin: baseUrl() },
      data: { name: 'Kept work', objective: 'awareness', cities: ['karachi'] },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${baseUrl()}/campaigns/new?continue=${id}&step=2`);
    await page.getByTestId('creative-step').waitFor();

    // An English ad with James's voice, generated.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('english');
    await page.getByText('James').click();
    const script = page.getByPlaceholder(/10-25 seconds/);
    await script.fill('Eid sale at Saddar this week: everything half price.');
    await page.getByTestId('generate-audio').click();
    await page.getByTestId('audio-preview').waitFor({ timeout: 45_000 });

    // Upload Audio: a 45-second WAV is refused once, in plain words, and the modal does not also say "complete".
    await method(page, 'upload');
    await upload(page, 'too-long.wav', 45);
    const alert = page.getByTestId('upload-alert');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.innerText()).toMatch(/^Processing failed: Audio is longer than 30 seconds/);
    expect(await alert.innerText()).not.toMatch(/\d{3}:|\{/);
    // The "Audio Generated" toast of the TTS ad may still show (toasts stay until dismissed); no upload toast.
    expect(await page.locator('.euiToast', { hasText: /Upload/ }).count()).toBe(0);
    expect(await page.getByText('Upload complete').count()).toBe(0);
    await screenshotBoth(page, 'creative-upload-refused');

    // A 3-second file is taken and named.
    await upload(page, 'eid-promo.wav', 3);
    await page.getByTestId('uploaded-file').getByText('eid-promo.wav').waitFor({ timeout: 30_000 });
    await page.getByTestId('audio-preview').waitFor();
    expect(await page.getByTestId('upload-alert').count()).toBe(0);
    await screenshotBoth(page, 'creative-upload-named');

    // Back to Text-to-Speech: script, language, voice and the generated audio are all there.
    await method(page, 'tts');
    expect(await script.inputValue()).toBe('Eid sale at Saddar this week: everything half price.');
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('english');
    expect(await page.getByLabel(/James/).isChecked()).toBe(true);
    await page.getByTestId('audio-preview').waitFor();
    await screenshotBoth(page, 'creative-tts-kept');

    // After a reload (the autosaved draft), both methods still hold their work.
    await page.waitForTimeout(1500);
    await page.goto(`${baseUrl()}/campaigns/new?continue=${id}&step=2`);
    await page.getByTestId('creative-step').waitFor();
    await page.getByTestId('audio-preview').waitFor();
    expect(await page.getByPlaceholder(/10-25 seconds/).inputValue()).toMatch(/^Eid sale at Saddar/);
    await method(page, 'upload');
    await page.getByTestId('uploaded-file').getByText('eid-promo.wav').waitFor();

    // A 400-character paste is cut to 350 and the step says so.
    await method(page, 'tts');
    await page.getByPlaceholder(/10-25 seconds/).fill('x'.repeat(400));
    expect((await page.getByPlaceholder(/10-25 seconds/).inputValue()).length).toBe(350);
    await page
      .getByTestId('script-cut')
      .getByText(/Your text had 400 characters/)
      .waitFor();
    await screenshotBoth(page, 'creative-script-cut');
    await context.close();
  });
});
