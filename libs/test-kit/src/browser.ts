import fs from 'node:fs';
import path from 'node:path';
import { chromium, Browser, Page } from 'playwright-core';
import { watchContext } from './e2e-failure-report';

/** Debian's chromium, never a downloaded browser; flags keep it off the (closed) network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Actions wait up to 60 s: CI runs builds, servers and chromium on two cores at once. */
const ACTION_TIMEOUT_MS = 60_000;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  // Reduced motion: EUI then draws no spinner or skeleton animation, which a page waiting on a loaded machine
  // would otherwise repaint frame after frame in software.
  browser.newContext = async (options = {}) => {
    const ctx = await newContext({ reducedMotion: 'reduce', ...options });
    ctx.setDefaultTimeout(ACTION_TIMEOUT_MS);
    ctx.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
    watchContext(ctx);
    return ctx;
  };
  browser.newPage = async (...args) => (await browser.newContext(...args)).newPage();
  return browser;
}

export const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://localhost:18080';

export const OUTPUT_DIR = path.resolve(__dirname, '..', '..', '..', 'test-output', 'screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Screenshots `<name>-1280` as the page is, then `<name>-390` on a phone (after a moment for the layout to settle),
 * and puts the desktop window (1280 × `height`) back for the rest of the test.
 */
export async function screenshotBoth(page: Page, name: string, height = 800): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height });
}

/** Signs in through the real sign-in form. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/signin`);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith('/signin') && !u.pathname.startsWith('/api/')),
    page.click('button[type=submit]'),
  ]);
}

export const DEMO = {
  advertiser: { email: 'advertiser@rbt.local', password: 'advertiser-demo' },
  admin: { email: 'admin@rbt.local', password: 'admin-demo' },
};

/**
 * A second admin of the browser tests' portal (its e-mail is in the gateway's ADMIN_EMAILS; the account is made by
 * signing up). A test that changes an admin's own settings (the Urdu tests keep اردو on the account) uses it: the
 * demo admin is signed in by other tests at the same time, which must keep seeing English.
 */
export const SECOND_ADMIN_EMAIL = 'second-admin@e2e.rbt.local';
/** An admin whose language a test may switch (the demo admin's pages must stay English for the others). */
export const BANK_ADMIN_EMAIL = 'bank-admin@e2e.rbt.local';

/** Creates a draft as the page's signed-in user, from the portal's own origin (the gateway refuses cross-origin writes). */
export function createDraft(page: Page, draft: Record<string, unknown>): Promise<string> {
  return page.evaluate(async (body) => {
    const res = await fetch('/api/campaigns', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  }, draft);
}
