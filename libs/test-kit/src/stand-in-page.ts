import type { Page } from 'playwright-core';

/**
 * In the browser: on the JazzCash stand-in's hosted page (after Pay), enters a test wallet number (the approving one
 * unless given; libs/local-stack/src/payments/jazzcash-sandbox-rules.ts lists them) and the last 6 CNIC digits,
 * pays, and waits until the auto-posted return has brought the browser back to the portal.
 */
export async function approveAtJazzcashStandIn(page: Page, wallet = '03123456789'): Promise<void> {
  await page.waitForURL((u) => u.pathname === '/CustomerPortal/transactionmanagement/merchantform/', {
    timeout: 60_000,
  });
  await page.getByLabel('Mobile account number').fill(wallet);
  await page.getByLabel('Last 6 digits of CNIC').fill('123456');
  await page.getByRole('button', { name: 'Pay' }).click();
  // The return waits a few seconds at most for the server's inquiry; the URL is committed then, and the page's own
  // loading (its remotes) is the caller's to wait for. A return that never gets there says where it stopped (the
  // stand-in's page, or an error page of the portal's) rather than only that it timed out.
  await page
    .waitForURL((u) => u.searchParams.has('payment'), { timeout: 90_000, waitUntil: 'commit' })
    .catch(async (err: Error) => {
      const text = await page
        .locator('body')
        .innerText({ timeout: 5_000 })
        .catch(() => '(no page text)');
      throw new Error(`the payment return stopped at ${page.url()}: ${text.slice(0, 300)}\n${err.message}`);
    });
}
