import type { Browser, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, signIn, DEMO } from '../../libs/test-kit/src/browser';

/**
 * Issue 17: however EUI is split into shared chunks, a page has one EUI: one EuiProvider for all the remotes mounted
 * on it (one theme, one emotion cache, EUI's global styles written once) and EUI's focus handling across them.
 */
const PROBE = `(() => {
  const styles = [...document.querySelectorAll('style[data-emotion]')];
  const globals = styles.filter((s) => /(^| )css-global( |$)/.test(s.getAttribute('data-emotion') ?? ''));
  // A second provider writes every global rule again: the same text in two style tags.
  const duplicates = globals.length - new Set(globals.map((s) => s.textContent)).size;
  const caches = new Set(styles.map((s) => (s.getAttribute('data-emotion') ?? '').split(' ')[0]));
  return { globals: globals.length, duplicates, cacheKeys: [...caches].sort(), providers: document.querySelectorAll('[data-rbt-eui-provider]').length,
    bodyFont: getComputedStyle(document.body).fontFamily, active: document.activeElement?.textContent?.trim() ?? '' };
})()`;
type Probe = { globals: number; duplicates: number; cacheKeys: string[]; providers: number; bodyFont: string; active: string };
const probe = (page: Page) => page.evaluate(PROBE) as Promise<Probe>;

describe('one EUI per page in chromium', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(() => browser.close());
  const newPage = async (): Promise<Page> => (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();

  it('when the help flyout opens over the wizard and closes, then EUI styles are written once, apply to both remotes, and focus returns to Help', async () => {
    const page = await newPage();
    await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);
    await page.goto(`${baseUrl()}/campaigns/targeting`);
    await page.locator('[data-testid="remote-wizard"]').getByRole('button', { name: 'Continue' }).waitFor();
    const before = await probe(page);
    expect(before.bodyFont).toMatch(/Inter/);
    const help = page.getByTestId('app-header').getByRole('button', { name: 'Help' });
    await help.click();
    const panel = page.locator('[data-testid="help-panel"]');
    await panel.waitFor();
    const open = await probe(page);
    await screenshot(page, 'help-over-wizard');
    // EUI's flyout styles apply to the help remote's panel: it sits fixed at the right edge.
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(open).toMatchObject({ globals: before.globals, duplicates: 0, cacheKeys: before.cacheKeys, providers: 1 });
    await panel.getByRole('button', { name: /Close/ }).click();
    await panel.waitFor({ state: 'detached' });
    expect((await probe(page)).active).toBe('Help');
  });

  it('when an admin opens and cancels the upload modal, then focus returns to its button and EUI styles are written once', async () => {
    const page = await newPage();
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('tab', { name: 'Capacity' }).click();
    const upload = page.getByRole('button', { name: 'Upload capacity' });
    await upload.click();
    const dialog = page.locator('[data-testid="upload-dialog"]');
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await probe(page)).toMatchObject({ duplicates: 0, providers: 1 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await probe(page)).active).toBe('Upload capacity');
  });
});
