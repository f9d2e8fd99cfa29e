import zlib from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';

/** Chrome DevTools' throttled mobile profile: 4× slower CPU, 9 Mbps down / 3 Mbps up, 100 ms round trip. */
export const MOBILE = { cpuRate: 4, latencyMs: 100, downBytesPerS: 9e6 / 8, upBytesPerS: 3e6 / 8 };

export async function throttle(page: Page, ctx: BrowserContext): Promise<void> {
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downBytesPerS,
    uploadThroughput: MOBILE.upBytesPerS,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuRate });
}

export interface Visit {
  interactiveMs: number;
  /** JavaScript fetched from navigation to interactive: bodies gzipped here at level 6 (the yardstick). */
  jsGzipKiB: number;
  /** The same files' bytes on the wire (encoded body + headers): brotli or gzip once the servers compress; 0 when cached. */
  jsWireKiB: number;
  /** Every response on the wire until interactive (documents, API answers, styles, images too). */
  allWireKiB: number;
  /** JavaScript fetched until the network has been quiet for a second after interactive (what deferral moved later). */
  jsGzipIdleKiB: number;
  files: { url: string; gzip: number; wire: number }[];
}

const kib = (n: number) => Math.round(n / 1024);

const QUIET_MS = 1000;
const QUIET_AT_MOST_MS = 15_000;

/**
 * Counts the page's requests in flight; `wait()` resolves once none has been for a second (at most 15 s). Playwright's
 * `networkidle` never came on chromium 156 here (the landing's eight requests all answered), so each visit sat out
 * the whole action timeout: a bench of minutes took most of an hour.
 */
function networkQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => ((inFlight += 1), (lastChange = Date.now()));
  const down = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()));
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return {
    async wait() {
      const until = Date.now() + QUIET_AT_MOST_MS;
      while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < QUIET_MS))
        await new Promise((r) => setTimeout(r, 100));
      page.off('request', up);
      page.off('requestfinished', down);
      page.off('requestfailed', down);
    },
  };
}

/** Navigates to `url` and waits for `ready`, recording what was fetched on the way. */
export async function visit(page: Page, url: string, ready: () => Promise<void>): Promise<Visit> {
  type Row = { url: string; js: boolean; gzip: Promise<number>; wire: Promise<number>; early: boolean };
  const rows: Row[] = [];
  let interactive = false;
  const onResponse = (r: Response) => {
    const js = new URL(r.url()).pathname.endsWith('.js') && r.status() === 200;
    rows.push({
      url: r.url(),
      js,
      early: !interactive,
      gzip: js
        ? r.body().then(
            (b) => zlib.gzipSync(b, { level: 6 }).length,
            () => 0,
          )
        : Promise.resolve(0),
      // Cached answers report no transfer; sizes() resolves once the body is in.
      wire: r
        .finished()
        .then(() => r.request().sizes())
        .then(
          (s) => s.responseBodySize + s.responseHeadersSize,
          () => 0,
        ),
    });
  };
  page.on('response', onResponse);
  const quiet = networkQuiet(page);
  const t0 = Date.now();
  await page.goto(url);
  await ready();
  const interactiveMs = Date.now() - t0;
  interactive = true;
  await quiet.wait();
  page.off('response', onResponse);
  // A response chromium never reports finished (seen on chromium 156) counts 0 on the wire rather than hanging.
  const settled = <T>(p: Promise<T>, fallback: T) =>
    Promise.race([p, new Promise<T>((r) => setTimeout(() => r(fallback), QUIET_AT_MOST_MS))]);
  const done = await Promise.all(
    rows.map(async (r) => ({ ...r, gzip: await settled(r.gzip, 0), wire: await settled(r.wire, 0) })),
  );
  const early = done.filter((r) => r.early);
  const sum = (xs: { gzip: number }[]) => xs.reduce((a, b) => a + b.gzip, 0);
  return {
    interactiveMs,
    jsGzipKiB: kib(sum(early.filter((r) => r.js))),
    jsWireKiB: kib(early.filter((r) => r.js).reduce((a, b) => a + b.wire, 0)),
    allWireKiB: kib(early.reduce((a, b) => a + b.wire, 0)),
    jsGzipIdleKiB: kib(sum(done.filter((r) => r.js))),
    files: done
      .filter((r) => r.js)
      .map((r) => ({ url: `${r.early ? '' : '(after) '}${r.url}`, gzip: r.gzip, wire: r.wire })),
  };
}

/** BENCH_JS_DETAIL=1: each file a page fetched, largest first, to see what its budget goes on. */
export function printDetail(label: string, v: Visit): void {
  if (!process.env.BENCH_JS_DETAIL) return;
  console.log(
    `${label}: ${v.jsGzipKiB} KiB gzip until interactive (${v.jsWireKiB} KiB on the wire), ${v.jsGzipIdleKiB} KiB by network idle`,
  );
  for (const f of [...v.files].sort((a, b) => b.gzip - a.gzip))
    console.log(
      `  ${(f.gzip / 1024).toFixed(1).padStart(6)} KiB gz ${(f.wire / 1024).toFixed(1).padStart(6)} KiB wire  ${f.url}`,
    );
}
