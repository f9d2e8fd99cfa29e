import type { Browser, Page } from 'playwright-core';
import { karachiToday } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot, signIn, SECOND_ADMIN_EMAIL } from '../../libs/test-kit/src/browser';
import { paidCampaign, signUpAdvertiser, ADVERTISER_PASSWORD } from '../../libs/test-kit/src/advertiser-api';
import { chooseUrdu, englishWordsOnPage, expectUrduPage, latinWordsOf } from '../../libs/test-kit/src/urdu-checks';

/**
 * Over the signed-in pages in chromium: the dashboard, campaigns list, analytics and billing of an
 * advertiser, and the admin page's tabs and campaign drawer, in Urdu at 390 and 1280 px: right to left, no English
 * word but brand names, units and people's own words (names, companies, scripts), no sideways scroll at 390 and no
 * clipped Nastaliq.
 */

const checkPage = (page: Page, name: string, width: number, theirs: string[]) =>
  expectUrduPage(page, name, width, theirs, `urdu-${name}`);

describe('the signed-in pages in Urdu', () => {
  let browser: Browser;
  let email: string;
  const theirs: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    const adv = await signUpAdvertiser();
    email = adv.email;
    await paidCampaign(adv, 'Eid Sale Multan', karachiToday(), ['multan']);
    // The advertiser's name and its initials (the header's avatar shows one letter at 390), company (on the admin
    // list), campaign name and TTS script are theirs.
    theirs.push(...latinWordsOf('Sana Iqbal SI S Sana Traders Eid Sale Multan', email));
    theirs.push(...latinWordsOf('Visit Sana Traders this weekend for fresh deals.'));
    // Its own admin: Urdu is kept on the account, and other browser tests sign the demo admin in meanwhile.
    await signUpAdvertiser(SECOND_ADMIN_EMAIL);
  });
  afterAll(() => browser.close());

  const admin = { email: SECOND_ADMIN_EMAIL, password: ADVERTISER_PASSWORD };
  const open = async (width: number, account: { email: string; password: string }) => {
    const page = await (await browser.newContext({ viewport: { width, height: 844 } })).newPage();
    // A remote that fails to mount says why in the test's output.
    page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
    await signIn(page, account.email, account.password);
    expect(await chooseUrdu(page)).toBeLessThan(300);
    return page;
  };

  it.each([390, 1280])(
    'when an advertiser at %i px opens the dashboard, campaigns, analytics and billing in Urdu, then they read in Urdu, right to left, fit and are not clipped',
    async (width) => {
      const page = await open(width, { email, password: ADVERTISER_PASSWORD });
      await page.goto(baseUrl());
      await page.getByTestId('campaign-card').first().waitFor();
      await page.getByTestId('last-play').waitFor();
      await checkPage(page, 'dashboard', width, theirs);
      await page.goto(`${baseUrl()}/campaigns`);
      await page.getByTestId('campaigns-table').getByText('Eid Sale Multan').waitFor();
      await checkPage(page, 'campaigns', width, theirs);
      await page.goto(`${baseUrl()}/analytics`);
      await page.getByTestId('analytics-kpi').first().waitFor();
      await page.getByText('تجزیات').first().waitFor();
      await checkPage(page, 'analytics', width, theirs);
      await page.goto(`${baseUrl()}/billing`);
      await page.getByTestId('billing-total').first().waitFor();
      await page.getByText('INV-', { exact: false }).first().waitFor();
      // Invoice, receipt and credit-note numbers are the documents' own (INV-2026-…).
      await checkPage(page, 'billing', width, [...theirs, 'INV', 'RCT']);
    },
  );

  it.each([390, 1280])(
    'when an admin at %i px opens the admin tabs and a campaign in Urdu, then they read in Urdu, fit and are not clipped',
    async (width) => {
      const page = await open(width, admin);
      await page.goto(`${baseUrl()}/admin`);
      await page.getByText('ایڈمن رسائی').waitFor();
      // Every campaign, company and platform the admin sees was named by someone: their words, not the portal's.
      // Read again before each check: other browser tests share the portal and put campaigns live meanwhile.
      const adminWords = async () => [...theirs, ...latinWordsOf(...(await named()), SECOND_ADMIN_EMAIL)];
      const named = () =>
        page.evaluate(async () => {
          const list = await (await fetch('/api/admin/campaigns?page=1&pageSize=100')).json();
          const platforms = await (await fetch('/api/admin/platforms')).json();
          // The admin's own name and its initials, as the header's avatar shows them.
          const me = await (await fetch('/api/auth/user')).json();
          const initials = `${me.firstName?.[0] ?? ''}${me.lastName?.[0] ?? ''}`;
          return [
            ...list.items.flatMap((c: Record<string, string | null>) => [c.name, c.companyName, c.userEmail]),
            // A platform's name and its API key's prefix (rbt_live_…, an identifier like an invoice number).
            ...platforms.platforms.flatMap((p: { name: string; keys?: { prefix: string }[] }) => [
              p.name,
              ...(p.keys ?? []).map((k) => k.prefix),
            ]),
            me.firstName,
            me.lastName,
            initials,
            initials.slice(0, 1),
          ];
        });
      await page.getByTestId('campaigns-table').getByText('Eid Sale Multan').waitFor();
      await checkPage(page, 'admin-campaigns', width, await adminWords());

      await page.getByTestId('campaigns-table').getByText('Eid Sale Multan').click();
      const drawer = page.getByTestId('campaign-drawer');
      await drawer.getByTestId('campaign-invoice').getByText('INV-', { exact: false }).waitFor();
      expect(await englishWordsOnPage(page, [...(await adminWords()), 'INV'])).toEqual([]);
      await screenshot(page, `urdu-admin-drawer-${width}`);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      for (const [tab, name, shown] of [
        ['گنجائش', 'admin-capacity', 'heat-map'],
        ['ترسیل', 'admin-delivery', 'delivery-campaigns'],
        ['پلیٹ فارمز', 'admin-platforms', 'admin-tab-platforms'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByTestId(shown).waitFor();
        await checkPage(page, name, width, [...(await adminWords()), 'CSV']);
      }
    },
  );
});
