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
    await page
      .locator('.leaflet-popup')
      .getByRole('button', { name: /(Add|Remove) City/ })
      .click();
    // Polled with evaluate: waitForFunction evaluates its string with eval, which the portal's CSP refuses.
    let ms: number | null = null;
    for (let tries = 0; ms === null && tries < 500; tries += 1) {
      ms = (await page.evaluate('window.__figuresAt === undefined ? null : window.__figuresAt - window.__clickAt')) as
        number | null;
      if (ms === null) await page.waitForTimeout(20);
    }
    if (ms === null) throw new Error(`no figures changed after the click on ${city}`);
    times.push(Math.round(ms));
    await page.locator('.leaflet-popup-close-button').click();
    await page.locator('.leaflet-popup').waitFor({ state: 'detached' });
  }
  return times;
}
