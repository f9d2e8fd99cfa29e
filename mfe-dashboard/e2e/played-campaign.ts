import type { Locator, Page } from 'playwright-core';

/** A fact of a campaign card (its description list), e.g. "Spend" → "PKR 1,234.50". */
export const cardFact = (card: Locator, title: string): Promise<string> =>
  card.evaluate((el, t) => {
    const dt = [...el.querySelectorAll('dt')].find((d) => d.textContent?.trim() === t);
    return dt?.nextElementSibling?.textContent?.trim() ?? '';
  }, title);

/** "PKR 1,234.50" or "1,234" → 1234.5 / 1234 (plays stay below 1,000 here, so no compact "1.2K"). */
export const numberIn = (text: string): number => Number(text.replace(/[^\d.]/g, '') || 'NaN');

/** Marks the document, so a later check can tell the page was never reloaded. */
export const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window as object, { __e2eSameDocument: true }));
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __e2eSameDocument?: boolean }).__e2eSameDocument === true);
