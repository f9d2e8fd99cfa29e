import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { CreativeResults } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshotBoth, signIn, DEMO } from '../../libs/test-kit/src/browser';
import { signUpAdvertiser, ADVERTISER_PASSWORD, type Advertiser } from '../../libs/test-kit/src/advertiser-api';
import { get, liveCampaign, until } from '../../libs/test-kit/src/live-campaign';
import { LOCAL_DEMO_PLATFORM_KEY } from '../../libs/local-stack/src/traffic/demo-platform-key';

// A city no other browser test books, so this campaign is the one its decisions pick.
const CITY = 'gujranwala';
const SECOND_SCRIPT = 'Sana Traders: two suits for the price of one, this week only.';
const platform = { authorization: `Bearer ${LOCAL_DEMO_PLATFORM_KEY}` };

/** One decision for a fresh subscriber of the city; when it plays this campaign, its impression is counted. */
async function playOnce(campaignId: string): Promise<string | undefined> {
  const sub = crypto
    .createHash('sha256')
    .update(`+92302${crypto.randomInt(1e6, 9e6)}`)
    .digest('hex');
  const xml = await (
    await fetch(`${baseUrl()}/rtb/v1/decisions?sub=${sub}&city=${CITY}`, { headers: platform })
  ).text();
  const ad = /<UniversalAdId idRegistry="rbt-ads">([^<]+)</.exec(xml)?.[1];
  if (!ad?.startsWith(campaignId)) return undefined;
  const impression = /<Impression [^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(xml)?.[1] as string;
  expect((await fetch(impression)).status).toBe(204);
  return ad;
}

/** The advertiser adds a second ad on the details page: a script read by text-to-speech, sent for review. */
async function addSecondAd(page: Page) {
  await page.getByRole('button', { name: 'Add an ad' }).click();
  const form = page.getByTestId('add-ad-form');
  await form.getByPlaceholder(/10-25 seconds/).fill(SECOND_SCRIPT);
  // Generating can time out on a loaded machine; the advertiser would press Generate again, and so does this test.
  for (let attempt = 1; ; attempt++) {
    await form.getByTestId('generate-audio').click();
    try {
      await form.getByTestId('new-ad-player').waitFor({ timeout: 60_000 });
      break;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
  await form.getByText(/I confirm that I have the rights/).click();
  await form.getByRole('button', { name: 'Send for review' }).click();
  await page.getByTestId('ad-2').getByText('Waiting for review').waitFor();
}

describe('a campaign with two ads, in chromium through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when the advertiser adds a second ad, an admin approves it and both play in a split test, then the results show each ad', async () => {
    const adv: Advertiser = await signUpAdvertiser();
    const name = `Two ads ${Date.now().toString(36)}`;
    const { id } = await liveCampaign(adv, name, CITY, { retryTts: true });

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, adv.email, ADVERTISER_PASSWORD);
    await page.goto(`${baseUrl()}/campaigns/${id}`);
    await page.getByTestId('ad-1').getByText('Approved').waitFor();
    await addSecondAd(page);
    await page.getByTestId('details-ads').scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'two-ads-added', 900);

    // The admin hears the added ad in the campaign drawer and approves it.
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(admin, DEMO.admin.email, DEMO.admin.password);
    await admin.goto(`${baseUrl()}/admin`);
    await admin.getByRole('tab', { name: 'Campaigns' }).click();
    await admin.getByLabel('Search campaigns').fill(name);
    await admin.locator('[data-testid^="campaign-row-"]', { hasText: name }).getByText(name).click();
    const added = admin.getByTestId('campaign-drawer').getByTestId('added-creative-2');
    await added.getByText(SECOND_SCRIPT).waitFor();
    await added.scrollIntoViewIfNeeded();
    await screenshotBoth(admin, 'two-ads-admin-review', 900);
    await added.scrollIntoViewIfNeeded();
    await added.getByRole('button', { name: 'Approve ad 2' }).click();
    await added.getByText('Approved').waitFor();

    // The advertiser splits the listeners between the two ads.
    await page.reload();
    await page.getByTestId('ad-2').getByText('Approved').waitFor();
    await page.getByLabel('Split test').check();
    await page.getByRole('button', { name: 'Save how the ads take turns' }).click();
    await until('the split test to be saved', async () => {
      const c = await get<{ rotation: string }>(adv, `/api/campaigns/${id}/creatives`);
      return c.rotation === 'split_test' || undefined;
    });

    // An operator's platform asks for ads: both versions play (the approval reaches serving through Kafka).
    const plays = new Map<string, number>();
    await until(
      'both ads to play twice',
      async () => {
        const ad = await playOnce(id);
        if (ad) plays.set(ad, (plays.get(ad) ?? 0) + 1);
        return (plays.get(id) ?? 0) >= 2 && (plays.get(`${id}-2`) ?? 0) >= 2 ? true : undefined;
      },
      120_000,
    );
    const counted = await until('the plays to be counted per ad', async () => {
      const r = CreativeResults.parse(await get(adv, `/api/campaigns/${id}/creative-results`));
      const [one, two] = r.creatives;
      return one?.plays === plays.get(id) && two?.plays === plays.get(`${id}-2`) ? r : undefined;
    });
    expect(counted.rotation).toBe('split_test');

    // The page's table says what the API counted: each ad's row, its plays in the second column.
    await page.reload();
    const rows = page.getByTestId('ad-results-table').locator('tbody tr');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    // A cell's value is its last line (a narrow table puts the column's name above it); EUI ends each cell with
    // a hidden "↦" for copied rows.
    const cell = async (row: number, col: number) =>
      (await rows.nth(row).locator('td').nth(col).innerText())
        .split('\n')
        .map((l) => l.replace('↦', '').trim())
        .filter(Boolean)
        .pop();
    expect(await cell(0, 0)).toBe('Ad 1');
    expect(await cell(0, 1)).toBe(String(counted.creatives[0]?.plays));
    expect(await cell(1, 0)).toBe('Ad 2');
    expect(await cell(1, 1)).toBe(String(counted.creatives[1]?.plays));
    await page.getByTestId('details-ad-results').scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'two-ads-results', 900);
  });
});
