import type { Browser, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, signIn, DEMO } from '../../libs/test-kit/src/browser';

/**
 * The no-regression check for how EUI is bundled and shared: whatever the split, a page keeps one EUI with one
 * theme (one emotion cache, global styles injected once) and EUI's overlays keep their focus handling across remotes.
 * A second EUI or emotion instance shows only at runtime, so it is checked in the browser.
 */
describe('EUI overlays across remotes in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const newPage = async (): Promise<Page> =>
    (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();

  /** Every rule of emotion's global style tags, with the cache keys of all emotion tags on the page. */
  const emotionStyles = (page: Page) =>
    page.evaluate(() => {
      const tags = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
      const rules = (t: HTMLStyleElement) => [...(t.sheet?.cssRules ?? [])].map((r) => r.cssText);
      const globals = tags.filter((t) => /-global/.test(t.dataset.emotion ?? '')).flatMap(rules);
      return {
        keys: [...new Set(tags.map((t) => (t.dataset.emotion ?? '').split(' ')[0].replace(/-global$/, '')))],
        globals,
      };
    });

  async function expectOneTheme(page: Page) {
    const { keys, globals } = await emotionStyles(page);
    expect(keys).toHaveLength(1);
    expect(globals.length).toBeGreaterThan(0);
    expect(globals.filter((rule, i) => globals.indexOf(rule) !== i)).toEqual([]);
  }

  const focusedTestId = (page: Page, within: string) =>
    page.evaluate((id) => Boolean(document.activeElement?.closest(`[data-testid="${id}"]`)), within);

  it('when the help flyout opens over the wizard and closes, then focus is back where it was and EUI styles are applied once', async () => {
    const page = await newPage();
    await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);
    await page.goto(`${baseUrl()}/campaigns/new`);
    await page.locator('[data-testid="remote-wizard"]').waitFor();
    // The wizard is full-screen (no header): Help reaches it as the header's button does, by the shared event,
    // from the campaign name field, which must have focus again once the flyout closes.
    const search = page.getByLabel('Campaign Name *');
    await search.focus();
    await page.evaluate(() => window.dispatchEvent(new Event('rbt:toggle-help')));
    const flyout = page.getByTestId('help-panel');
    await flyout.waitFor();
    // EUI's flyout styles reached the remote's element: fixed to the viewport's right edge.
    expect(await flyout.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await screenshot(page, 'wizard-help-flyout-1280');
    await expectOneTheme(page);
    await flyout.getByRole('button', { name: /close/i }).click();
    await flyout.waitFor({ state: 'detached' });
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectOneTheme(page);
  });

  it('when an admin opens the upload modal and presses Escape, then its chunk came on opening, focus was trapped in it and returns to its button', async () => {
    const page = await newPage();
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    // EUI's overlays are an async chunk of the shared EUI's own build (libs/mf-shared/src/deferred-component.mjs),
    // fetched when a modal or flyout first renders; the theme checks below hold with it.
    const overlayChunks: string[] = [];
    page.on('response', (r) => {
      if (/\/eui-overlays\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) overlayChunks.push(r.url());
    });
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('tab', { name: 'Capacity' }).click();
    const open = page.getByRole('button', { name: 'Upload capacity' });
    await open.waitFor();
    expect(overlayChunks).toEqual([]);
    await open.click();
    const dialog = page.getByTestId('upload-dialog');
    await dialog.waitFor();
    expect(overlayChunks).toHaveLength(1);
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[data-testid="upload-dialog"]')));
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page, 'upload-dialog')).toBe(true);
    expect(await page.locator('.euiOverlayMask').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await expectOneTheme(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Upload capacity') ?? false);
    await expectOneTheme(page);
  });
});
