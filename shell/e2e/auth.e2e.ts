import type { Browser } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot } from '../../libs/test-kit/src/browser';
import { TEST_PASSWORD } from '../../libs/test-kit/src/test-password';

describe('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when a visitor signs up, reloads, signs out and opens a protected page, then each step behaves as a portal should', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const email = `e2e-${Date.now()}@example.pk`;
    await page.goto(`${baseUrl()}/api/login`);
    await page.click('text=Create an account');
    await page.fill('#firstName', 'Sana');
    await page.fill('#lastName', 'Malik');
    await page.fill('#companyName', 'Malik Traders');
    await page.fill('#email', email);
    await page.fill('#password', TEST_PASSWORD);
    await screenshot(page, 'signup-390');
    // Sign-up never signs in (it would tell anyone which emails have accounts): the sign-in page follows, email filled in.
    await Promise.all([page.waitForURL(/\/signin\?registered=1/), page.click('button[type=submit]')]);
    await page.getByText('your account is ready').waitFor();
    expect(await page.inputValue('#email')).toBe(email);
    await page.fill('#password', TEST_PASSWORD);
    await Promise.all([page.waitForURL(`${baseUrl()}/`), page.click('button[type=submit]')]);
    await page.getByText('Sana Malik').first().waitFor();

    await page.reload();
    await page.getByText('Sana Malik').first().waitFor();

    // Logout is a POST from the header (a link elsewhere cannot sign anyone out).
    await Promise.all([page.waitForURL(`${baseUrl()}/`), page.getByRole('button', { name: 'Logout' }).click()]);
    await page.getByText('Get Started').first().waitFor();
    expect((await page.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);

    // A protected page while signed out: the Unauthorized toast, then the sign-in page.
    // The toast shows for 500 ms before the redirect; a loaded machine can miss that window between polls, so the page
    // itself records the toast (sessionStorage outlives the redirect within the tab).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const t = document.querySelector('#rbt-toast [role=alert]')?.textContent;
        if (t) sessionStorage.setItem('e2e-toast', t);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl()}/campaigns/new`);
    await page.waitForURL(/\/signin/);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-toast'))).toBe(
      'UnauthorizedYou are logged out. Logging in again...',
    );

    await page.fill('#email', email);
    await page.fill('#password', 'wrong-password');
    await page.click('button[type=submit]');
    await page
      .getByText('Incorrect email or password.')
      .waitFor()
      .catch(async (e) => {
        await screenshot(page, 'debug-signin');
        throw new Error(`${e.message} at ${page.url()}: ${(await page.content()).slice(0, 600)}`);
      });
    await page.fill('#password', TEST_PASSWORD);
    await Promise.all([page.waitForURL(`${baseUrl()}/`), page.click('button[type=submit]')]);
    await page.getByText('Sana Malik').first().waitFor();
  });
});
