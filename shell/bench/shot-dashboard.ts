import { startPortal } from '../../libs/local-stack/src/portal';
import { launchBrowser } from '../../libs/test-kit/src/browser';
import { portalPorts } from '../../libs/test-kit/src/portal-ports';
import { TEST_PASSWORD } from '../../libs/test-kit/src/test-password';

// One-off look at the dashboard with many campaigns (full page), for the paging change.
// Its own ports (offset 800), so it can run beside `npm start` and the browser tests.
Object.assign(process.env, portalPorts(800));

async function main() {
  const run = `shot_${Date.now().toString(36)}_`;
  const portal = await startPortal({
    stack: {
      MONGO_URL: 'mongodb://127.0.0.1:27017',
      REDIS_URL: 'redis://127.0.0.1:6379',
      KAFKA_BROKERS: '127.0.0.1:9092',
    },
    dbPrefix: run,
    env: { KAFKA_TOPIC_PREFIX: `${run}.` },
    log: () => undefined,
  });
  const browser = await launchBrowser();
  try {
    const base = portal.url;
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ]) {
      const page = await (await browser.newContext({ viewport: { width: w, height: h } })).newPage();
      const email = `shot-${w}-${Date.now()}@example.pk`;
      await page.request.post(`${base}/api/auth/signup`, {
        headers: { origin: base },
        data: { email, password: TEST_PASSWORD, firstName: 'Shot' },
      });
      await page.request.post(`${base}/api/auth/signin`, {
        headers: { origin: base },
        data: { email, password: TEST_PASSWORD },
      });
      for (let i = 0; i < 30; i += 1)
        await page.request.post(`${base}/api/campaigns`, {
          headers: { origin: base },
          data: { name: `Campaign ${i + 1}`, objective: 'awareness' },
        });
      await page.goto(base + '/');
      await page.getByRole('button', { name: /Show 12 more/ }).waitFor();
      await page.screenshot({ path: `test-output/screenshots/dashboard-paged-${w}.png`, fullPage: true });
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}
main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
