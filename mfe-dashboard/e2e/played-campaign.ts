import type { Locator, Page } from 'playwright-core';
import { addCalendarDays, karachiToday } from '@rbt/contracts';
import { baseUrl, DEMO } from '../../libs/test-kit/src/browser';
import { paidCampaign, type Advertiser } from '../../libs/test-kit/src/advertiser-api';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Every slot svc-capacity sells (08-09 … 23-24): the serving hour is one of them whenever the test runs. */
const EVERY_SLOT = Array.from(
  { length: 16 },
  (_, i) => `${String(i + 8).padStart(2, '0')}-${String(i + 9).padStart(2, '0')}`,
);

/** A GET through the gateway as the advertiser. */
export async function get<T>(adv: Advertiser, path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie: adv.cookie } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Polls `read` every 500 ms until it answers something, or fails after `ms` saying what it waited for. */
export async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(500)) {
    const v = await read().catch(() => undefined);
    if (v !== undefined) return v;
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The advertiser pays for a 3-day campaign in `city`, every hour slot; an admin approves it; it goes live today. */
export async function liveCampaign(adv: Advertiser, name: string, city: string) {
  const today = karachiToday();
  const paid = await paidCampaign(adv, name, today, [city], {
    timeSlots: EVERY_SLOT,
    endDate: addCalendarDays(today, 2),
  });
  const signin = await fetch(`${baseUrl()}/api/auth/signin`, {
    method: 'POST',
    headers: { origin: baseUrl(), 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }),
  });
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${baseUrl()}/api/admin/campaigns/${paid.id}/status`, {
    method: 'PATCH',
    headers: { origin: baseUrl(), 'content-type': 'application/json', cookie },
    body: JSON.stringify({ status: 'scheduled' }),
  });
  if (!res.ok) throw new Error(`approve: ${res.status} ${await res.text()}`);
  // The scheduler (every 3 s in the e2e portal) starts a campaign whose first day is today.
  await until('the campaign to go live', async () => {
    const c = await get<{ status: string }>(adv, `/api/campaigns/${paid.id}`);
    return c.status === 'live' || undefined;
  });
  return paid;
}

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
