// A campaign playing today, for the browser tests that watch plays, spend or a swapped ad (dashboard and wizard).
import { addCalendarDays, karachiToday } from '@rbt/contracts';
import { baseUrl } from './browser';
import { approveCampaign, paidCampaign, type Advertiser } from './advertiser-api';
import { EVERY_SLOT } from './tts-draft';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

async function retryOn504<T>(f: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await f();
    } catch (err) {
      if (i >= tries || !/: 504 /.test(String(err))) throw err;
      await sleep(3_000);
    }
  }
}

/**
 * The advertiser pays for a 3-day campaign in `city`, every hour slot; an admin approves it; it goes live today.
 * `retryTts`: text-to-speech can outlast the gateway's timeout on a loaded machine (a 504 before anything is
 * created), so the payment is tried again.
 */
export async function liveCampaign(adv: Advertiser, name: string, city: string, { retryTts = false } = {}) {
  const today = karachiToday();
  const pay = () =>
    paidCampaign(adv, name, today, [city], { timeSlots: EVERY_SLOT, endDate: addCalendarDays(today, 2) });
  const paid = await (retryTts ? retryOn504(pay) : pay());
  await approveCampaign(paid.id);
  // The scheduler (every 3 s in the e2e portal) starts a campaign whose first day is today.
  await until('the campaign to go live', async () => {
    const c = await get<{ status: string }>(adv, `/api/campaigns/${paid.id}`);
    return c.status === 'live' || undefined;
  });
  return paid;
}
