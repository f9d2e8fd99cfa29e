import type { Browser, Locator, Page } from 'playwright-core';
import path from 'node:path';
import { launchBrowser, baseUrl, screenshot, OUTPUT_DIR } from '../../libs/test-kit/src/browser';
import { signInAsNewAdvertiser } from '../../libs/test-kit/src/advertiser-api';

type Box = { x: number; y: number; width: number; height: number };
const inside = (m: Box, map: Box) =>
  m.x >= map.x && m.y >= map.y && m.x + m.width <= map.x + map.width && m.y + m.height <= map.y + map.height;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(page: Page): Promise<{ map: Box; markers: Record<string, Box> }> {
  const map = (await page.getByTestId('city-map').locator('.leaflet-container').boundingBox())!;
  const markers: Record<string, Box> = {};
  for (const m of await page.locator('.leaflet-marker-icon').all())
    markers[(await m.getAttribute('title'))!] = (await m.boundingBox())!;
  return { map, markers };
}
const settled = (page: Page) => page.waitForTimeout(600); // fitBounds animates for 250 ms

async function newDraft(page: Page): Promise<Locator> {
  await page.goto(`${baseUrl()}/campaigns/targeting`);
  await page.getByText('Standard Targeting').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('[data-testid="wizard-step-1"]').waitFor();
  const map = page.getByTestId('city-map');
  await map.locator('.leaflet-marker-icon').first().waitFor();
  return map;
}

/** The map opens on every city (or the chosen ones), at 1280 and on a phone, and close cities can both be clicked. */
describe('wizard map view in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when step 1 opens on a phone or a desktop, then all 42 cities are in view, Islamabad and Rawalpindi can each be clicked, and chosen cities stay in view', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInAsNewAdvertiser(page);
    await newDraft(page);
    await settled(page);
    await screenshot(page, 'wizard-map-390');
    await page.getByTestId('city-map').screenshot({ path: path.join(OUTPUT_DIR, 'wizard-map-390-map.png') });
    let { map, markers } = await boxes(page);
    expect(Object.keys(markers)).toHaveLength(42);
    expect(
      Object.entries(markers)
        .filter(([, m]) => !inside(m, map))
        .map(([name]) => name),
    ).toEqual([]);
    expect(overlap(markers.Islamabad!, markers.Rawalpindi!)).toBe(false);

    // Both twin-city markers open their own info window and can be added.
    for (const city of ['Rawalpindi', 'Islamabad']) {
      await page.locator(`.leaflet-marker-icon[title="${city}"]`).click();
      await page.locator('.leaflet-popup').getByText(city).first().waitFor();
      const chip = page.locator('[data-testid="selected-cities"]').getByText(city).first();
      // On a loaded CI machine a click can land while the popup is still being laid out (a CI run lost one): the
      // click is given again while the popup still offers it; the city must end up chosen either way.
      for (let attempt = 0; attempt < 3 && !(await chip.isVisible()); attempt += 1) {
        const add = page.locator('.leaflet-popup').getByRole('button', { name: 'Add City' });
        if (await add.count())
          await add
            .first()
            .click({ timeout: 10_000 })
            .catch(() => undefined);
        await chip.waitFor({ timeout: 10_000 }).catch(() => undefined);
      }
      await chip.waitFor();
      // Adding re-renders the marker, so its info window may briefly be drawn twice: close whatever is open. A few
      // rounds at most: a window drawn again and again would otherwise spin here until the test's limit, with no
      // word of where; Leaflet keeps one window open, so the next marker's click closes any that stays.
      for (let round = 0; round < 5 && (await page.locator('.leaflet-popup').count()); round += 1)
        await page
          .locator('.leaflet-popup-close-button')
          .first()
          .click({ timeout: 2000 })
          .catch(() => undefined);
    }

    // Desktop, after a reload: the chosen cities are in view and still apart.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await page.locator('[data-testid="selected-cities"]').getByText('Islamabad').first().waitFor();
    await settled(page);
    ({ map, markers } = await boxes(page));
    expect(inside(markers.Islamabad!, map)).toBe(true);
    expect(inside(markers.Rawalpindi!, map)).toBe(true);
    expect(overlap(markers.Islamabad!, markers.Rawalpindi!)).toBe(false);
    await screenshot(page, 'wizard-map-1280-twin-cities');

    // A fresh draft on a desktop shows the whole country: Gwadar, Gilgit and Hunza included.
    await newDraft(page);
    await settled(page);
    ({ map, markers } = await boxes(page));
    for (const city of ['Karachi', 'Gwadar', 'Gilgit', 'Hunza (Aliabad)', 'Skardu'])
      expect(inside(markers[city]!, map)).toBe(true);
    await screenshot(page, 'wizard-map-1280');
    await page.getByTestId('city-map').screenshot({ path: path.join(OUTPUT_DIR, 'wizard-map-1280-map.png') });
    await context.close();
    // Two viewports, two drafts and a reload: longer than the project's 240 s on a slow machine under the whole suite.
  }, 420_000);
});
