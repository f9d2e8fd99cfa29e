import type { Browser, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, signIn, DEMO } from '../../libs/test-kit/src/browser';

/** The standalone targeting pages and the map demo on the real portal, through the gateway. */
// Three signed-in pages with maps on a loaded two-core machine: each test can take minutes.
jest.setTimeout(300_000);

describe('targeting pages in chromium through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function signedIn(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);
    return page;
  }
  /** True when the page is no wider than the window (nothing to scroll sideways). */
  const fitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  const shots = async (page: Page, name: string) => {
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `${name}-390`);
    expect({ page: name, fitsWidth: await fitsWidth(page) }).toEqual({ page: name, fitsWidth: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  /** The draft the wizard opened, read back from the server by the id in the tab session. */
  const openedDraft = (page: Page) =>
    page.evaluate(async () => {
      const { campaignId } = JSON.parse(sessionStorage.getItem('rbt.wizard.session') ?? '{}');
      const res = await fetch(`/api/campaigns/${campaignId}`, { credentials: 'include' });
      return res.json();
    });

  it('when a name and cities are given on standard targeting and saved, then step 1 opens with them and asks for the dates and slots', async () => {
    const page = await signedIn();
    await page.goto(`${baseUrl()}/standard-targeting`);
    const save = page.getByRole('button', { name: 'Save and Continue' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Campaign Name').fill('Standard handover');
    const search = page.getByPlaceholder('Search by city or province');
    for (const q of ['kar', 'lah']) {
      await search.fill(q);
      await page.getByRole('listbox', { name: 'City suggestions' }).waitFor();
      await page.keyboard.press('Enter');
    }
    await page.locator('[data-testid="header-stats"][data-estimate-status="current"]').waitFor({ timeout: 15_000 });
    expect(await save.isEnabled()).toBe(true);
    await shots(page, 'standard-targeting');
    await save.click();
    // Step 1, not Creative: the dates and slots are asked there, and the name and cities already given are kept.
    await page.locator('[data-testid="wizard-step-1"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/campaigns/new');
    expect(await page.getByLabel('Campaign Name').inputValue()).toBe('Standard handover');
    const missing = await page.getByTestId('step1-missing').innerText();
    expect(missing).toMatch(/at least one time slot/);
    expect(missing).not.toMatch(/campaign name/);
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    const draft = await openedDraft(page);
    expect(draft).toMatchObject({
      name: 'Standard handover',
      cities: ['karachi', 'lahore'],
      freqCapPerDay: 3,
      status: 'draft',
    });
    await page.context().close();
  });

  it('when an interest, a city, a brand and a model are picked on niche targeting and saved, then step 1 opens with the niche draft', async () => {
    const page = await signedIn();
    await page.goto(`${baseUrl()}/niche-targeting`);
    await page.evaluate(() => localStorage.removeItem('rbt.niche.draft'));
    await page.reload();
    await page.getByText('Live Estimate').waitFor();
    await page.getByTestId('interest-finance').click();
    await page.getByLabel('Karachi', { exact: true }).check();
    await page.getByLabel('Clifton').check();
    await page.getByLabel(/^Samsung/).check();
    const a15 = page.getByLabel(/Galaxy A15/);
    await a15.check();
    expect(await page.getByTestId('brand-samsung').locator('label', { hasText: 'Galaxy A15' }).innerText()).toContain(
      '+PKR 0.50',
    );
    await page.locator('[data-testid="niche-estimate"][data-estimate-status="current"]').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="goal-figures"][data-authoritative="true"]').waitFor({ timeout: 15_000 });
    // One price: Karachi's setup price PKR 1.00 × the niche multiplier (2.5 + 0.5 + 0.5 + 0.75) ÷ 2.5 × 1.25 = 2.125 → 2.13.
    expect(await page.getByTestId('goal-price-per-play').innerText()).toContain('2.13');
    await page.getByText('Draft saved').waitFor({ timeout: 15_000 });
    await shots(page, 'niche-targeting');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Step 1, not Creative: the name, dates and slots are still to be given, and step 1 says so.
    await page.locator('[data-testid="wizard-step-1"]').waitFor();
    await page
      .getByTestId('step1-missing')
      .getByText(/a campaign name.*at least one time slot/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    const draft = await openedDraft(page);
    expect(draft).toMatchObject({
      customTargeting: 'niche',
      cities: ['karachi'],
      nicheTargeting: {
        interests: ['finance'],
        location: { areas: ['karachi/clifton'] },
        behavior: { deviceBrands: ['samsung'], deviceModels: ['samsung-galaxy-a15'] },
      },
    });
    await page.context().close();
  });

  it('when the map demo is searched and all cities selected, then the stats cover the 15 cities', async () => {
    const page = await signedIn();
    await page.goto(`${baseUrl()}/map-demo`);
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(15);
    await page.getByRole('button', { name: 'Select All' }).click();
    expect(await page.getByTestId('demo-stats').innerText()).toContain('15 / 15');
    await page.getByLabel('Search cities').fill('lahore');
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(1);
    await page.getByLabel('Search cities').fill('');
    await shots(page, 'map-demo');
    await page.context().close();
  });
});
