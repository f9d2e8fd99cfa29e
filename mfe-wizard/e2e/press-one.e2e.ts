import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { addCalendarDays, karachiToday, ResponseSummary } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshotBoth, signIn } from '../../libs/test-kit/src/browser';
import {
  approveCampaign,
  call,
  payByStandIn,
  signUpAdvertiser,
  ADVERTISER_PASSWORD,
  voiceOverOf,
  type Advertiser,
} from '../../libs/test-kit/src/advertiser-api';
import { get, until } from '../../libs/test-kit/src/live-campaign';
import { EVERY_SLOT, ttsDraft } from '../../libs/test-kit/src/tts-draft';
import { LOCAL_DEMO_PLATFORM_KEY } from '../../libs/local-stack/src/traffic/demo-platform-key';

// Cities of this test's own: the other browser tests book Karachi, Lahore and others today.
const SMS_CITY = 'peshawar';
const CALLBACK_CITY = 'quetta';
const URDU_OFFER = 'عید سیل: ہر سوٹ پر 30٪ رعایت';
const CALLER = '+923451234567';
const platform = { authorization: `Bearer ${LOCAL_DEMO_PLATFORM_KEY}` };

/** A TTS draft of today in `city`, every hour, three days (what it would be after step 1). */
async function draft(adv: Advertiser, name: string, city: string, extra: Record<string, unknown> = {}) {
  const today = karachiToday();
  const over = { cities: [city], timeSlots: EVERY_SLOT, endDate: addCalendarDays(today, 2), ...extra };
  const { body } = await call(adv, 'POST', '/api/campaigns', ttsDraft(name, today, await voiceOverOf(adv), over));
  return body.id as string;
}

async function goLive(adv: Advertiser, id: string) {
  await call(adv, 'POST', `/api/campaigns/${id}/submit`, { termsAccepted: true });
  await payByStandIn(adv, id);
  await approveCampaign(id);
  await until('the campaign to go live', async () => {
    const c = await get<{ status: string }>(adv, `/api/campaigns/${id}`);
    return c.status === 'live' || undefined;
  });
}

/** The platform's call: decisions until one plays this campaign, its impression, then the caller presses 1. */
async function pressOne(campaignId: string, city: string) {
  const url = await until('an ad of the campaign', async () => {
    const sub = crypto
      .createHash('sha256')
      .update(`+92345${crypto.randomInt(1e6, 9e6)}`)
      .digest('hex');
    const xml = await (
      await fetch(`${baseUrl()}/rtb/v1/decisions?sub=${sub}&city=${city}`, { headers: platform })
    ).text();
    if (!xml.includes(`>${campaignId}</UniversalAdId>`)) return undefined;
    const impression = /<Impression [^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(xml)?.[1] as string;
    expect((await fetch(impression)).status).toBe(204);
    return /<Url method="POST"><!\[CDATA\[([^\]]+)\]\]>/.exec(xml)?.[1];
  });
  const r = await fetch(url, {
    method: 'POST',
    headers: { ...platform, 'content-type': 'application/json' },
    body: JSON.stringify({ key: '1', callerNumber: CALLER }),
  });
  expect(r.status).toBe(202);
}

describe('press 1 in chromium: the advertiser offers an SMS in Urdu, callers respond', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when the owner adds "SMS the offer" in Urdu and callers press 1, then the details show the responses; a callback campaign lists the caller and downloads them as CSV', async () => {
    const adv = await signUpAdvertiser();
    const smsId = await draft(adv, `Press one ${Date.now().toString(36)}`, SMS_CITY);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, adv.email, ADVERTISER_PASSWORD);
    await page.goto(`${baseUrl()}/campaigns/new?continue=${smsId}&step=2`);
    await page.getByTestId('response-offer').waitFor();
    await page.getByLabel('SMS the offer').check();
    await page.getByTestId('sms-text').fill(URDU_OFFER);
    expect(await page.getByTestId('sms-counter').innerText()).toContain(`${URDU_OFFER.length} / 70`);
    await until('the offer saved', async () => {
      const c = await get<{ response: { text?: string } | null }>(adv, `/api/campaigns/${smsId}`);
      return c.response?.text === URDU_OFFER || undefined;
    });
    await screenshotBoth(page.getByTestId('response-offer').page(), 'press-one-offer');

    const callbackId = await draft(adv, `Call me ${Date.now().toString(36)}`, CALLBACK_CITY, {
      response: { kind: 'callback' },
    });
    await goLive(adv, smsId);
    await goLive(adv, callbackId);
    await pressOne(smsId, SMS_CITY);
    await pressOne(callbackId, CALLBACK_CITY);

    await until('the SMS delivered', async () => {
      const s = ResponseSummary.parse(await get(adv, `/api/campaigns/${smsId}/responses`));
      return s.totals.smsDelivered === 1 || undefined;
    });
    await page.goto(`${baseUrl()}/campaigns/${smsId}`);
    const totals = page.getByTestId('responses-totals');
    await totals.waitFor();
    expect(await totals.innerText()).toMatch(/Responses\s+1[\s\S]*SMS delivered\s+1/);
    await screenshotBoth(page, 'press-one-details');

    await page.goto(`${baseUrl()}/campaigns/${callbackId}`);
    await page.getByTestId('callback-list').getByText(CALLER).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('callbacks-csv').click()]);
    const csv = (await download.createReadStream().then((s) => s.toArray())).map(String).join('');
    expect(csv).toContain(`caller_number,pressed_at,ad\n${CALLER},`);
    await screenshotBoth(page, 'press-one-callbacks');
  });
});
