// The checks of a page in chromium, shared by the shell's and the remotes' browser tests.
import type { Page } from 'playwright-core';
import { foreignWords, LATIN_ALLOWED, LATIN_WORD } from './english-words';
import { screenshot } from './browser';

/** Latin words in visible text nodes (script and style aside) but brand names, units and `extra` (user content). */
export async function englishWordsOnPage(page: Page, extra: readonly string[] = []): Promise<string[]> {
  // The browser says which text is visible; the words are judged here, by the same rule as the jsdom tests'.
  const texts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const visible: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style') || !parent.getClientRects().length) continue;
      visible.push(node.textContent ?? '');
    }
    return visible;
  });
  const allowed = new Set([...LATIN_ALLOWED, ...extra]);
  return texts.flatMap((text) => foreignWords(text, allowed));
}

/**
 * Text containers whose content is taller than their box (Nastaliq's ascenders and descenders cut off), and form
 * control layouts a grown field spills out of (over the label below, or cut by a group's overflow).
 */
export const clippedText = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1,h2,h3,p,li,button,td,th,summary,.rbt-button,.euiFormControlLayout')]
      .filter((el) => getComputedStyle(el).display !== 'inline' && el.clientHeight > 0)
      // Text for screen readers only sits in a 1 px box on purpose (EUI's toasts say "a new notification appears").
      .filter((el) => !el.closest('[class*="euiScreenReaderOnly"]'))
      .filter((el) => el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${el.tagName} ${el.scrollHeight}>${el.clientHeight} ${el.textContent?.slice(0, 30)}`),
  );

/** How far the page scrolls sideways (0 when it fits the viewport). */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

export const waitForUrdu = (page: Page) => page.locator('html[dir=rtl][lang=ur]').waitFor({ state: 'attached' });

/** The Latin words of what people typed (names, companies, e-mails, scripts): theirs, not the portal's. */
export const latinWordsOf = (...texts: (string | null | undefined)[]): string[] =>
  texts.flatMap((t) => t?.match(LATIN_WORD) ?? []);

/**
 * The checks of one page, then its screenshot `<shot>-<width>`: Urdu, right to left, no English word but
 * `theirs`, no sideways scroll at 390 px and no clipped Nastaliq (fonts loaded first, so the heights are Nastaliq's).
 */
export async function expectUrduPage(page: Page, name: string, width: number, theirs: string[], shot: string) {
  await waitForUrdu(page);
  await page.evaluate(() => document.fonts.ready);
  expect({ name, words: await englishWordsOnPage(page, theirs) }).toEqual({ name, words: [] });
  if (width <= 390) expect({ name, sideways: await sidewaysScroll(page) }).toEqual({ name, sideways: 0 });
  expect({ name, clipped: await clippedText(page) }).toEqual({ name, clipped: [] });
  await screenshot(page, `${shot}-${width}`);
}

/** The signed-in account's language set to Urdu, from the page (its session); answers the HTTP status. */
export const chooseUrdu = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/account/language', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'ur' }),
    }).then((r) => r.status),
  );
