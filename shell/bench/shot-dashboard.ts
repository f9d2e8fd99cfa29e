import { startPortal } from '../../libs/local-stack/src/portal';
import { launchBrowser } from '../../libs/test-kit/src/browser';

// One-off look at the dashboard with many campaigns (full page), for the paging change.
const OFFSET = 800;
for (const [k, v] of Object.entries({ GATEWAY_PORT: 18080, DASHBOARD_PORT: 13001, WIZARD_PORT: 13002, ADMIN_PORT: 13003, HELP_PORT: 13004, CAMPAIGNS_PORT: 14001, PRICING_PORT: 14002, MEDIA_PORT: 14003, CAPACITY_PORT: 14004 })) process.env[k] = String(v + OFFSET);

async function main() {
  const run = `shot_${Date.now().toString(36)}_`;
  const portal = await startPortal({ stack: { MONGO_URL: 'mongodb://127.0.0.1:27017', REDIS_URL: 'redis://127.0.0.1:6379', KAFKA_BROKERS: '127.0.0.1:9092' }, dbPrefix: run, env: { KAFKA_TOPIC_PREFIX: `${run}.`, DELIVERY_SIMULATOR: 'off' }, log: () => undefined });
  const browser = await launchBrowser();
  try {
    const base = portal.url;
    for (const [w, h] of [[1280, 800], [390, 844]]) {
      const page = await (await browser.newContext({ viewport: { width: w, height: h } })).newPage();
      const email = `shot-${w}-${Date.now()}@example.pk`;
      await page.request.post(`${base}/api/auth/signup`, { headers: { origin: base }, data: { email, password: 'shot-password', firstName: 'Shot' } });
      for (let i = 0; i < 30; i += 1) await page.request.post(`${base}/api/campaigns`, { headers: { origin: base }, data: { name: `Campaign ${i + 1}`, objective: 'awareness' } });
      await page.goto(base + '/');
      await page.getByRole('button', { name: /Show 12 more/ }).waitFor();
      await page.screenshot({ path: `test-output/screenshots/dashboard-paged-${w}.png`, fullPage: true });
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
