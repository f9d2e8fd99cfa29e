import type { Browser } from 'playwright-core';
import { karachiToday } from '@rbt/contracts';
import { launchBrowser, baseUrl, signIn } from '../../libs/test-kit/src/browser';
import {
  approveCampaign,
  call,
  chooseLanguage,
  paidCampaign,
  readAs,
  signUpAdvertiser,
  ADVERTISER_PASSWORD,
  voiceOverOf,
} from '../../libs/test-kit/src/advertiser-api';
import { TTS_REQUEST, ttsDraft } from '../../libs/test-kit/src/tts-draft';
import { expectUrduPage, latinWordsOf } from '../../libs/test-kit/src/urdu-checks';

/**
 * Selling only what can be played, in Urdu at 390 and 1280 px: the review step's refusal with its offer, and the
 * pacing panel of a live campaign's details. Each page is Urdu with no English word but the advertiser's own (their
 * name, company, e-mail and English script), fits at 390 px, and is kept as a screenshot to be looked at.
 */
const ownIp = { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.42` };
// Invoice numbers are the document's own (INV-2026-…).
const theirs = (email: string) => [...latinWordsOf('Sana Iqbal SI S Sana Traders', email, TTS_REQUEST.script), 'INV'];

describe('selling only what can be played, in Urdu (390 and 1280 px)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([390, 1280])(
    'when the plays asked for do not fit in the hours at %i px in Urdu, then the refusal and its offer are Urdu',
    async (width) => {
      const adv = await signUpAdvertiser();
      await chooseLanguage(adv, 'ur');
      const draft = ttsDraft('عید سیل کوئٹہ', karachiToday(), await voiceOverOf(adv), {
        cities: ['quetta'],
        timeSlots: ['21-22'],
      });
      // The most the audience can take: more than one evening hour of its calls can play.
      const q = await call(adv, 'POST', '/api/estimate', {
        audience: { cities: draft.cities },
        schedule: { startDate: draft.startDate, endDate: draft.endDate, timeSlots: draft.timeSlots },
        controls: { freqCapPerDay: 2 },
      });
      const created = await call(adv, 'POST', '/api/campaigns', {
        ...draft,
        goalType: 'impressions',
        budget: null,
        targetImpressions: q.body.goalLimits.maxPlays as number,
        termsAccepted: true,
      });
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signIn(page, adv.email, ADVERTISER_PASSWORD);
      await page.goto(`${baseUrl()}/campaigns/new?continue=${created.body.id}&step=3`);
      await page.getByTestId('proceed-to-payment').click();
      const refusal = page.getByTestId('not-feasible');
      await refusal.waitFor();
      await refusal.scrollIntoViewIfNeeded();
      await expectUrduPage(page, 'refusal', width, theirs(adv.email), 'urdu-refusal-offer');
    },
  );

  it.each([390, 1280])(
    "when a live campaign's details are opened at %i px in Urdu, then its pacing panel is Urdu",
    async (width) => {
      const adv = await signUpAdvertiser();
      await chooseLanguage(adv, 'ur');
      const { id } = await paidCampaign(adv, `عید سیل ملتان ${width}`, karachiToday(), ['multan']);
      await approveCampaign(id, ownIp);
      for (let i = 0; i < 40 && (await readAs<{ status: string }>(adv, `/api/campaigns/${id}`)).status !== 'live'; i++)
        await new Promise((r) => setTimeout(r, 500));
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signIn(page, adv.email, ADVERTISER_PASSWORD);
      await page.goto(`${baseUrl()}/campaigns/${id}`);
      await page.getByTestId('pacing-state').waitFor();
      await expectUrduPage(page, 'pacing', width, theirs(adv.email), 'urdu-details-pacing');
    },
  );
});
