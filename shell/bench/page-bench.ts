import zlib from 'node:zlib';
import os from 'node:os';
import type { Page } from 'playwright-core';
import { startPortal } from '../../libs/local-stack/src/portal';
import { launchBrowser } from '../../libs/test-kit/src/browser';
import { portalPorts } from '../../libs/test-kit/src/portal-ports';
import { clickToFiguresMs } from './click-to-figures';

/**
 * Pages in chromium on the production build: time from navigation to an interactive page, and the gzip size of
 * the JavaScript it fetched (measured on the bodies, since the local static servers do not compress).
 * Dashboard with 200 campaigns; wizard step 1. Usage: npm run bench -w shell (stack up, frontends built).
 */
// Its own ports (offset 700), so it can run beside `npm start` and the browser tests.
Object.assign(process.env, portalPorts(700));

async function jsGzipBytes(page: Page, run: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onResponse = (r: import('playwright-core').Response) => {
    if (r.url().endsWith('.js') && r.status() === 200) {
      sizes.push(r.body().then((b) => {
        const gz = zlib.gzipSync(b).length;
        // BENCH_JS_DETAIL=1 lists each file, to see what a page's budget goes on.
        if (process.env.BENCH_JS_DETAIL) console.log(`  ${Math.round(gz / 1024)} KiB ${r.url()}`);
        return gz;
      }, () => 0));
    }
  };
  page.on('response', onResponse);
  await run();
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

async function main() {
  const run = `bench_${Date.now().toString(36)}_`;
  const portal = await startPortal({ stack: { MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092' }, dbPrefix: run, env: { KAFKA_TOPIC_PREFIX: `${run}.`, DELIVERY_SIMULATOR: 'off' }, log: () => undefined });
  const browser = await launchBrowser();
  try {
    const base = portal.url;
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    const email = `bench-${Date.now()}@example.pk`;
    const su = await page.request.post(`${base}/api/auth/signup`, { headers: { origin: base }, data: { email, password: 'bench-password', firstName: 'Bench' } });
    if (!su.ok()) throw new Error(`sign-up failed: ${su.status()}`);
    const si = await page.request.post(`${base}/api/auth/signin`, { headers: { origin: base }, data: { email, password: 'bench-password' } });
    if (!si.ok()) throw new Error(`sign-in failed: ${si.status()}`);
    for (let i = 0; i < 200; i += 1) await page.request.post(`${base}/api/campaigns`, { headers: { origin: base }, data: { name: `Campaign ${i + 1}`, objective: 'awareness' } });
    const results: Record<string, unknown>[] = [];
    for (const [label, path, ready] of [
      // Interactive: the first page of cards (12 per section, the rest behind "Show more") and the KPI figures.
      ['dashboard, 200 campaigns', '/', async () => {
        await page.locator('[data-testid="campaign-card"]').nth(11).waitFor();
        await page.getByRole('button', { name: /Show 12 more/ }).waitFor();
        await page.locator('[data-testid="kpi-card"]').nth(3).waitFor();
      }],
      ['wizard step 1', '/campaigns/new', async () => { await page.getByPlaceholder('Search by city or province').waitFor(); }],
    ] as const) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await ctx.clearCookies().catch(() => undefined);
        await page.request.post(`${base}/api/auth/signin`, { headers: { origin: base }, data: { email, password: 'bench-password' } });
        const cold = attempt === 0;
        let ms = 0;
        const js = await jsGzipBytes(page, async () => {
          if (cold) await page.goto('about:blank');
          const t0 = Date.now();
          await page.goto(base + path);
          await ready();
          ms = Date.now() - t0;
        });
        results.push({ label, attempt: cold ? 'first load' : `reload ${attempt}`, interactiveMs: ms, jsGzipKiB: Math.round(js / 1024) });
      }
    }
    // Wizard step 1 is on screen from the last round: add and remove cities on the map.
    const clicks = await clickToFiguresMs(page, ['Karachi', 'Lahore', 'Multan', 'Karachi', 'Lahore', 'Multan', 'Peshawar', 'Quetta']);
    results.push({ label: 'wizard city click → figures (in page)', ms: clicks, median: [...clicks].sort((a, b) => a - b)[Math.floor(clicks.length / 2)], max: Math.max(...clicks) });
    console.log(JSON.stringify({ machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, loadAverage1m: os.loadavg()[0]!.toFixed(2) }));
    for (const r of results) console.log(JSON.stringify(r));
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); });
