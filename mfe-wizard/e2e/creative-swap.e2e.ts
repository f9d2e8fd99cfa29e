import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { audioIdOf, SERVING_PATHS } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshotBoth, signIn, DEMO } from '../../libs/test-kit/src/browser';
import { signUpAdvertiser, ADVERTISER_PASSWORD } from '../../libs/test-kit/src/advertiser-api';
import { get, liveCampaign, until } from '../../libs/test-kit/src/live-campaign';
import { LOCAL_DEMO_PLATFORM_KEY } from '../../libs/local-stack/src/traffic/demo-platform-key';

// A city no other browser test books, so this campaign is the one its decisions pick.
const CITY = 'multan';
const NEW_SCRIPT = 'Sana Traders: the Eid sale ends on Sunday, come early.';

/** A decision for a fresh subscriber of the city, as an operator's platform asks; the media path of this campaign's ad. */
async function servedMedia(campaignId: string, i: number): Promise<string | undefined> {
  const sub = crypto
    .createHash('sha256')
    .update(`+92301${Date.now() % 1e6}${i}`)
    .digest('hex');
  const res = await fetch(`${baseUrl()}${SERVING_PATHS.decisions}?sub=${sub}&city=${CITY}&callId=swap-${i}`, {
    headers: { authorization: `Bearer ${LOCAL_DEMO_PLATFORM_KEY}` },
  });
  const xml = await res.text();
  if (!xml.includes(`id="${campaignId}"`)) return undefined;
  return /\/rtb\/v1\/media\/([\w-]+)\.alaw\.wav/.exec(xml)?.[1];
}

/** A running campaign's new ad goes through review while the approved one keeps playing. */
describe('swapping the ad of a live campaign, in chromium through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when the advertiser changes the script of a live campaign and an admin approves it, then the details page and a serving decision use the new ad', async () => {
    const adv = await signUpAdvertiser();
    const name = `Swap ${Date.now().toString(36)}`;
    const { id } = await liveCampaign(adv, name, CITY, { retryTts: true });
    const before = await get<{ audioUrl: string }>(adv, `/api/campaigns/${id}`);
    const oldAudio = audioIdOf(before.audioUrl);
    expect(await until('the old ad to be served', async () => servedMedia(id, 0))).toBe(oldAudio);

    // The advertiser edits the live campaign: step 1 as it is, then a new script with its audio.
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, adv.email, ADVERTISER_PASSWORD);
    await page.goto(`${baseUrl()}/campaigns/${id}/edit`);
    await page
      .getByTestId('edit-notice')
      .getByText(/Your new ad will play after review/)
      .waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('creative-step').waitFor();
    await page.getByPlaceholder(/10-25 seconds/).fill(NEW_SCRIPT);
    // The approved ad's preview is already on the page: wait for the new audio to be saved, not for a preview.
    // Generating can time out on a loaded machine; the advertiser would press Generate again, and so does this test.
    const savedPending = async () => {
      const c = await get<{ pendingCreative: { audioUrl: string; ttsConfig: { script: string } } | null }>(
        adv,
        `/api/campaigns/${id}`,
      );
      const p = c.pendingCreative;
      return p?.ttsConfig.script === NEW_SCRIPT && p.audioUrl !== before.audioUrl ? p : undefined;
    };
    let pending: Awaited<ReturnType<typeof savedPending>>;
    for (let attempt = 1; !pending; attempt++) {
      await page.getByTestId('generate-audio').click();
      try {
        pending = await until('the new ad to be saved as pending', savedPending, 60_000);
      } catch (err) {
        if (attempt >= 3) throw err;
      }
    }
    await screenshotBoth(page, 'creative-swap-wizard', 900);
    // After a reload the wizard shows the new ad, not the one that plays.
    await page.reload();
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await page.getByPlaceholder(/10-25 seconds/).inputValue()).toBe(NEW_SCRIPT);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${baseUrl()}/campaigns/${id}`);
    await page.getByTestId('pending-creative').getByText('New ad waiting for review').waitFor();
    await screenshotBoth(page, 'creative-swap-details-pending', 900);
    // Until it is approved, the approved ad keeps playing.
    expect(await until('a decision', async () => servedMedia(id, 1))).toBe(oldAudio);

    // The admin compares and approves in the campaign drawer.
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(admin, DEMO.admin.email, DEMO.admin.password);
    await admin.goto(`${baseUrl()}/admin`);
    await admin.getByRole('tab', { name: 'Campaigns' }).click();
    await admin.getByLabel('Search campaigns').fill(name);
    await admin.locator('[data-testid^="campaign-row-"]', { hasText: name }).getByText(name).click();
    const section = admin.getByTestId('campaign-drawer').getByTestId('pending-creative');
    await section.getByText(NEW_SCRIPT).waitFor();
    expect(await section.getByTestId('pending-creative-player').getAttribute('src')).toBe(pending.audioUrl);
    // The flyout scrolls on its own: bring the section into view for the screenshots.
    await section.scrollIntoViewIfNeeded();
    await screenshotBoth(admin, 'creative-swap-admin-drawer', 900);
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Approve new ad' }).click();
    await section.waitFor({ state: 'detached' });
    expect(await admin.getByTestId('creative-player').getAttribute('src')).toBe(pending.audioUrl);

    // The details page plays the new ad and waits for nothing; the next decisions serve its audio.
    await page.reload();
    await page.getByTestId('details-creative').getByText(NEW_SCRIPT).waitFor();
    expect(await page.getByTestId('details-player').getAttribute('src')).toBe(pending.audioUrl);
    expect(await page.getByTestId('pending-creative').count()).toBe(0);
    const newAudio = audioIdOf(pending.audioUrl);
    let i = 2;
    // The change reaches svc-capacity through Kafka: within seconds, decisions serve the new audio.
    await until(
      'the new ad to be served',
      async () => ((await servedMedia(id, i++)) === newAudio ? true : undefined),
      30_000,
    );
    await screenshotBoth(page, 'creative-swap-details-approved', 900);
  });
});
