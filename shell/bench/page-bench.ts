import os from 'node:os';
import type { Page } from 'playwright-core';
import { MOBILE, printDetail, throttle, visit } from './page-measure';
import { startPortal } from '../../libs/local-stack/src/portal';
import { launchBrowser } from '../../libs/test-kit/src/browser';
import { portalPorts } from '../../libs/test-kit/src/portal-ports';
import { clickToFiguresMs } from './click-to-figures';
import { TEST_PASSWORD } from '../../libs/test-kit/src/test-password';
import { LIFTED_ACCOUNT_RATES } from '../../libs/test-kit/src/lifted-limits';

/**
 * Pages in chromium on the production build: time from navigation to an interactive page, the gzip size
 * of the JavaScript it fetched on the way (bodies gzipped here, level 6) and the bytes on the wire; a desktop
 * profile and the throttled mobile one, each a first visit (new context, empty cache) then repeat visits.
 * Landing (signed out), dashboard with 200 campaigns, wizard step 1, admin. Usage: npm run bench -w shell
 * (stack up, frontends built); `BENCH_LANG=ur npm run bench -w shell` for the Urdu pages.
 */
// Its own ports (offset 700), so it can run beside `npm start` and the browser tests.
Object.assign(process.env, portalPorts(700));
// BENCH_LANG=ur measures the same pages in Urdu: the `rbt_lang` cookie a visitor's choice leaves, which a
// signed-in page also takes for an account that never chose. The ready checks below are the same in both languages.
const LANG = process.env.BENCH_LANG === 'ur' ? 'ur' : 'en';

type Ready = (page: Page) => Promise<void>;
interface PageCase {
  label: string;
  path: string;
  who: 'advertiser' | 'admin' | null;
  ready: Ready;
}

const PAGES: PageCase[] = [
  {
    label: 'landing, signed out',
    path: '/',
    who: null,
    ready: async (p) => {
      await p.getByTestId('landing-page').locator('.rbt-hero a.rbt-button').first().waitFor();
    },
  },
  // Interactive: the first page of cards (12 per section, the rest behind "Show more") and the KPI figures.
  {
    label: 'dashboard, 200 campaigns',
    path: '/',
    who: 'advertiser',
    ready: async (p) => {
      await p.locator('[data-testid="campaign-card"]').nth(11).waitFor();
      await p.getByTestId('show-more').waitFor();
      await p.locator('[data-testid="kpi-card"]').nth(3).waitFor();
    },
  },
  {
    label: 'wizard step 1',
    path: '/campaigns/new',
    who: 'advertiser',
    ready: async (p) => {
      await p.getByTestId('city-search').waitFor();
    },
  },
  // Interactive: the campaign table has its rows (not loading) under the summary cards.
  {
    label: 'admin',
    path: '/admin',
    who: 'admin',
    ready: async (p) => {
      await p
        .locator('[data-testid="admin-tab-campaigns"] .euiBasicTable:not(.euiBasicTable-loading) tbody tr')
        .first()
        .waitFor();
    },
  },
];

async function main() {
  const run = `bench_${Date.now().toString(36)}_`;
  const portal = await startPortal({
    stack: {
      MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    },
    dbPrefix: run,
    // One bench user opens every page again and again: the per-account rates are lifted (still counted).
    env: { KAFKA_TOPIC_PREFIX: `${run}.`, ACCOUNT_RATE_LIMITS: LIFTED_ACCOUNT_RATES },
    log: () => undefined,
  });
  const browser = await launchBrowser();
  try {
    const base = portal.url;
    const setup = await browser.newContext();
    const email = `bench-${Date.now()}@example.pk`;
    const su = await setup.request.post(`${base}/api/auth/signup`, {
      headers: { origin: base },
      data: { email, password: TEST_PASSWORD, firstName: 'Bench' },
    });
    if (!su.ok()) throw new Error(`sign-up failed: ${su.status()}`);
    const si = await setup.request.post(`${base}/api/auth/signin`, {
      headers: { origin: base },
      data: { email, password: TEST_PASSWORD },
    });
    if (!si.ok()) throw new Error(`sign-in failed: ${si.status()}`);
    for (let i = 0; i < 200; i += 1)
      await setup.request.post(`${base}/api/campaigns`, {
        headers: { origin: base },
        data: { name: `Campaign ${i + 1}`, objective: 'awareness' },
      });
    await setup.close();
    const credentials = {
      advertiser: { email, password: TEST_PASSWORD },
      admin: { email: 'admin@rbt.local', password: 'admin-demo' },
    };
    const results: Record<string, unknown>[] = [];
    // Each profile's first visit is a new browser context (empty cache, no cookies), then visits again in it.
    for (const profile of ['desktop', 'mobile'] as const) {
      for (const pc of PAGES) {
        // A browser of its own per page: after a visit read response bodies, closing its context took chromium 156
        // down with it ("Target page, context or browser has been closed") and every later page failed.
        const own = await launchBrowser();
        const ctx = await own.newContext(
          profile === 'desktop'
            ? { viewport: { width: 1280, height: 800 } }
            : { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true },
        );
        if (LANG === 'ur') await ctx.addCookies([{ name: 'rbt_lang', value: 'ur', url: base }]);
        if (pc.who) {
          const r = await ctx.request.post(`${base}/api/auth/signin`, {
            headers: { origin: base },
            data: credentials[pc.who],
          });
          if (!r.ok()) throw new Error(`sign-in as ${pc.who} failed: ${r.status()}`);
        }
        const page = await ctx.newPage();
        if (profile === 'mobile') await throttle(page, ctx);
        const repeats = profile === 'desktop' ? 2 : 1;
        for (let attempt = 0; attempt <= repeats; attempt += 1) {
          const v = await visit(page, base + pc.path, () => pc.ready(page));
          const label = `${profile} ${pc.label}`;
          const attemptLabel = attempt === 0 ? 'first visit' : `repeat ${attempt}`;
          if (attempt === 0) printDetail(`${label}, ${attemptLabel}`, v);
          results.push({
            label,
            attempt: attemptLabel,
            interactiveMs: v.interactiveMs,
            jsGzipKiB: v.jsGzipKiB,
            jsWireKiB: v.jsWireKiB,
            allWireKiB: v.allWireKiB,
            jsGzipByIdleKiB: v.jsGzipIdleKiB,
          });
        }
        // The clicks find the map's markers by their English titles: a timing, measured on the English page.
        if (LANG === 'en' && profile === 'desktop' && pc.label === 'wizard step 1') {
          // Wizard step 1 is on screen: add and remove cities on the map.
          const clicks = await clickToFiguresMs(page, [
            'Karachi',
            'Lahore',
            'Multan',
            'Karachi',
            'Lahore',
            'Multan',
            'Peshawar',
            'Quetta',
          ]);
          results.push({
            label: 'wizard city click → figures (in page)',
            ms: clicks,
            median: [...clicks].sort((a, b) => a - b)[Math.floor(clicks.length / 2)],
            max: Math.max(...clicks),
          });
        }
        await own.close();
      }
    }
    console.log(
      JSON.stringify({
        machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
        loadAverage1m: os.loadavg()[0]!.toFixed(2),
        language: LANG,
        mobile: MOBILE,
      }),
    );
    for (const r of results) console.log(JSON.stringify(r));
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
