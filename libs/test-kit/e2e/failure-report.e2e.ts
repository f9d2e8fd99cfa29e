import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import E2eEnvironment from '../src/e2e-environment';
import { E2E_REPORT_GLOBAL } from '../src/e2e-report-global';

type Report = (testName: string) => Promise<string>;
const report = (name: string) => (globalThis as unknown as Record<string, Report>)[E2E_REPORT_GLOBAL]!(name);

/** A page that shows a line, logs an error and asks for something the server does not have. */
const PAGE = `<!doctype html><p>Nothing to see</p><script>console.error('the remote failed');fetch('/gone')</script>`;

describe('the page report a failing browser test carries', () => {
  let browser: Browser;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      else res.writeHead(503).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await new Promise((r) => server.close(r));
  });

  it('when a page logged an error and got an error answer, then its report says so, with its text and a screenshot', async () => {
    const page = await browser.newPage();
    const gone = page.waitForResponse(`${base}/gone`);
    await page.goto(base);
    await gone;
    const text = await report('when a page fails');
    expect(text).toContain(`page 1: ${base}/`);
    expect(text).toContain('shows: Nothing to see');
    expect(text).toMatch(/console: the remote failed/);
    expect(text).toMatch(new RegExp(`503 GET ${base}/gone`));
    const shot = /\((\/[^)]+\.png)\)/.exec(text)?.[1];
    expect(shot && fs.statSync(shot).size).toBeGreaterThan(0);
    await page.close();
    expect(await report('when every page is closed')).toBe('');
  });

  it('when a test fails, then the environment adds the report to the error’s message and stack', async () => {
    const error = new Error('expected the Campaigns tab');
    const global = { [E2E_REPORT_GLOBAL]: async (name: string) => `page 1: report of ${name}` };
    const event = { name: 'test_fn_failure', error, test: { name: 'when admin opens' } };
    await E2eEnvironment.prototype.handleTestEvent.call({ global } as never, event as never);
    expect(error.message).toBe(
      'expected the Campaigns tab\n\nOpen pages when it failed:\npage 1: report of when admin opens',
    );
    expect(error.stack).toContain('Open pages when it failed:');
  });
});
