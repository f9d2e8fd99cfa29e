import type { Page } from 'playwright-core';

/**
 * City click → updated figures, measured inside the page: a capturing click listener stamps performance.now()
 * when "Add City" / "Remove City" is pressed in a map popup, and a check on every animation frame stamps the
 * first frame whose header figures differ. Playwright's own round trips are outside the interval.
 */
export async function clickToFiguresMs(page: Page, cities: string[]): Promise<number[]> {
  // A string, not a function: tsx wraps named functions in a `__name` helper that does not exist in the page.
  await page.evaluate(`(() => {
    const figures = () => document.querySelector('[data-testid="header-stats"]')?.textContent ?? '';
    document.addEventListener('click', (e) => {
      const b = e.target.closest('button');
      if (!b || !/^(Add|Remove) City$/.test(b.textContent.trim())) return;
      const before = figures();
      window.__clickAt = performance.now();
      window.__figuresAt = undefined;
      // Checked every frame: the figures (shown once a city is picked) differ from what they were at the click.
      const check = () => { if (figures() !== before) window.__figuresAt = performance.now(); else requestAnimationFrame(check); };
      requestAnimationFrame(check);
    }, true);
  })()`);
  const times: number[] = [];
  for (const city of cities) {
    await page.locator(`.leaflet-marker-icon[title="${city}"]`).click();
    await page.locator('.leaflet-popup').getByRole('button', { name: /(Add|Remove) City/ }).click();
    const ms = await page.waitForFunction('window.__figuresAt !== undefined && window.__figuresAt - window.__clickAt');
    times.push(Math.round((await ms.jsonValue()) as number));
    await page.locator('.leaflet-popup-close-button').click();
    await page.locator('.leaflet-popup').waitFor({ state: 'detached' });
  }
  return times;
}
