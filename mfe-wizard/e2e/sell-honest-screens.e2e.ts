import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { karachiToday } from '@rbt/contracts';
import { launchBrowser, baseUrl, signIn } from '../../libs/test-kit/src/browser';
import {
  approveCampaign,
  paidCampaign,
  signUpAdvertiser,
  ADVERTISER_PASSWORD,
  voiceOverOf,
  type Advertiser,
} from '../../libs/test-kit/src/advertiser-api';
import { ttsDraft } from '../../libs/test-kit/src/tts-draft';

// The screens the issue asks to be looked at are kept with the docs (docs/screens/), at 1280 and 390 px.
const SCREENS = path.resolve(__dirname, '..', '..', 'docs', 'screens');
const ownIp = { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.41` };

async function shot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
}

async function api(adv: Advertiser, method: string, p: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}${p}`, {
    method,
    headers: { origin: baseUrl(), 'content-type': 'application/json', cookie: adv.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function statusOf(adv: Advertiser, id: string): Promise<string> {
  return (await api(adv, 'GET', `/api/campaigns/${id}`)).status as string;
}

describe('selling only what can be played, seen in chromium (1280 and 390 px)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([1280, 390])(
    'when the plays asked for do not fit in the hours at %i px, then the review step says what fits and offers to buy it',
    async (width) => {
      const adv = await signUpAdvertiser();
      const draft = ttsDraft(`Too many ${width}`, karachiToday(), await voiceOverOf(adv), {
        cities: ['quetta'],
        timeSlots: ['21-22'],
      });
      // The most the audience can take: more than one evening hour of its calls can play.
      const q = await api(adv, 'POST', '/api/estimate', {
        audience: { cities: draft.cities },
        schedule: { startDate: draft.startDate, endDate: draft.endDate, timeSlots: draft.timeSlots },
        controls: { freqCapPerDay: 2 },
      });
      const max = q.goalLimits.maxPlays as number;
      const { id } = await api(adv, 'POST', '/api/campaigns', {
        ...draft,
        goalType: 'impressions',
        budget: null,
        targetImpressions: max,
        termsAccepted: true,
      });
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signIn(page, adv.email, ADVERTISER_PASSWORD);
      await page.goto(`${baseUrl()}/campaigns/new?continue=${id}&step=3`);
      await page.getByTestId('proceed-to-payment').click();
      const refusal = page.getByTestId('not-feasible');
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(/You asked for [\d,]+ plays; at most [\d,]+ fit/);
      await refusal.scrollIntoViewIfNeeded();
      await shot(page, `refusal-offer-${width}`);
      expect(await statusOf(adv, id)).toBe('draft');
    },
  );

  it.each([1280, 390])(
    'when a live campaign is opened and then edited at %i px, then its pacing shows and its locked parts look locked, with no payment on step 3',
    async (width) => {
      const adv = await signUpAdvertiser();
      const { id } = await paidCampaign(adv, `Live ${width} ${Date.now().toString(36)}`, karachiToday(), ['multan']);
      await approveCampaign(id, ownIp);
      for (let i = 0; i < 40 && (await statusOf(adv, id)) !== 'live'; i++) await new Promise((r) => setTimeout(r, 500));
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signIn(page, adv.email, ADVERTISER_PASSWORD);
      await page.goto(`${baseUrl()}/campaigns/${id}`);
      await page.getByTestId('pacing-state').waitFor();
      await shot(page, `details-pacing-${width}`);

      await page.goto(`${baseUrl()}/campaigns/${id}/edit`);
      await page.getByTestId('locked-reasons').waitFor();
      const audience = page.getByTestId('audience-fieldset');
      expect(await audience.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.55');
      expect(await audience.getAttribute('inert')).not.toBeNull();
      await shot(page, `edit-live-step1-${width}`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByTestId('creative-step').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByTestId('review-step').waitFor();
      await page.getByTestId('review-paid').waitFor();
      expect(await page.getByTestId('proceed-to-payment').count()).toBe(0);
      expect(await page.getByTestId('review-timeline').count()).toBe(0);
      await shot(page, `edit-live-step3-${width}`);
    },
  );

  it.each([1280, 390])(
    'when a new advertiser opens Settings at %i px, then the billing details offer the name and company given at sign-up',
    async (width) => {
      const adv = await signUpAdvertiser();
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signIn(page, adv.email, ADVERTISER_PASSWORD);
      await page.goto(`${baseUrl()}/settings`);
      await page.getByTestId('billing-profile-form').waitFor();
      expect(await page.getByLabel('Company').inputValue()).toBe('Sana Traders');
      await shot(page, `settings-billing-${width}`);
    },
  );
});
