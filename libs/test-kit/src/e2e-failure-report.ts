import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { E2E_REPORT_GLOBAL } from './e2e-report-global';

/**
 * What each open page of a browser test went through: its navigations, console errors, uncaught errors, failed
 * requests and error answers. When a test fails (e2e-environment.ts), the report of every open page is added to the
 * failure's message, with a screenshot in test-output/e2e-failures: a run on a loaded CI machine is not repeated
 * at will, so the evidence must be kept when it happens.
 */
const KEPT_LINES = 40;
const STEP_MS = 5_000;
const pages = new Map<Page, string[]>();
const started = Date.now();

function note(page: Page, line: string): void {
  const lines = pages.get(page);
  if (!lines) return;
  lines.push(`${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
  if (lines.length > KEPT_LINES) lines.shift();
}

function watch(page: Page): void {
  pages.set(page, []);
  page.on('close', () => pages.delete(page));
  page.on('framenavigated', (f) => f === page.mainFrame() && note(page, `navigated ${f.url()}`));
  page.on('console', (m) => m.type() === 'error' && note(page, `console: ${m.text().slice(0, 300)}`));
  page.on('pageerror', (e) => note(page, `page error: ${e.message.slice(0, 300)}`));
  page.on('requestfailed', (r) => note(page, `failed ${r.method()} ${r.url()}: ${r.failure()?.errorText ?? '?'}`));
  page.on('response', (r) => r.status() >= 400 && note(page, `${r.status()} ${r.request().method()} ${r.url()}`));
}

export function watchContext(context: BrowserContext): void {
  context.on('page', watch);
}

/** A step that may hang on a stuck page gives up after a while: the report must not turn a failure into a timeout. */
const bounded = <T>(work: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([work.catch(() => fallback), new Promise<T>((r) => setTimeout(() => r(fallback), STEP_MS).unref())]);

async function pageReport(page: Page, name: string, index: number): Promise<string> {
  const dir = path.resolve(__dirname, '..', '..', '..', 'test-output', 'e2e-failures');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w-]+/g, '-').slice(0, 80)}-${index}.png`);
  const shot = await bounded(
    page.screenshot({ path: file, timeout: STEP_MS }).then(() => file),
    'no screenshot',
  );
  const text = await bounded(
    page.evaluate(() => document.body.innerText.slice(0, 400)),
    '?',
  );
  return [
    `page ${index}: ${page.url()} (${shot})`,
    `  shows: ${text.replace(/\s+/g, ' ')}`,
    ...(pages.get(page) ?? []).map((l) => `  ${l}`),
  ].join('\n');
}

/** The report of every page still open, or '' when the test opened none. */
async function openPagesReport(testName: string): Promise<string> {
  const open = [...pages.keys()].filter((p) => !p.isClosed());
  const reports = await Promise.all(open.map((p, i) => pageReport(p, testName, i + 1)));
  return reports.join('\n');
}

/** The environment lives outside the test's module registry and finds the report through the test's global. */
(globalThis as { [E2E_REPORT_GLOBAL]?: typeof openPagesReport })[E2E_REPORT_GLOBAL] = openPagesReport;
