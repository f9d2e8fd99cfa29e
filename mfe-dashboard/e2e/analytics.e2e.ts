import { createHash, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { createLogger, EventBus } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { addCalendarDays, karachiClock, karachiToday } from '@rbt/contracts';
import { launchBrowser, baseUrl, screenshot, signIn, DEMO } from '../../libs/test-kit/src/browser';
import { approveCampaign } from '../../libs/test-kit/src/advertiser-api';
import { EVERY_SLOT, ttsDraft } from '../../libs/test-kit/src/tts-draft';
import { payAtJazzcashStandIn, type HostedCheckout } from '../../libs/test-kit/src/hosted-payment';
import { checkProofOfPlay } from './proof-check';

/** A call from the portal's own origin as the signed-in user (the gateway refuses cross-origin writes). */
function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body, headers },
  );
}

async function impressionsOf(page: Page, name: string): Promise<number> {
  const cell = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })
    .locator('td')
    .nth(1);
  return Number((await cell.textContent())!.replace(/\D/g, '') || '0');
}

async function waitForRise(page: Page, name: string, above: number): Promise<number> {
  for (let i = 0; i < 120; i++) {
    const n = await impressionsOf(page, name).catch(() => -1);
    if (n > above) return n;
    await page.waitForTimeout(500);
  }
  await screenshot(page, 'analytics-no-rise');
  throw new Error(`impressions of ${name} did not rise above ${above}`);
}

describe('analytics in chromium', () => {
  let browser: Browser;
  let bus: EventBus;
  beforeAll(async () => {
    browser = await launchBrowser();
    bus = new EventBus({
      brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
      clientId: 'analytics-e2e',
      logger: createLogger('e2e', 'silent'),
      topicPrefix: process.env.E2E_KAFKA_TOPIC_PREFIX ?? '',
    });
  });
  afterAll(async () => {
    await bus.disconnect();
    await browser.close();
  });

  it('when a paid, approved campaign goes live and plays are delivered, then /analytics shows its impressions rise without a reload', async () => {
    const now = new Date();
    const name = `E2E Analytics ${now.getTime().toString(36)}`;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page, DEMO.advertiser.email, DEMO.advertiser.password);
    const today = karachiToday(now);
    // The voice-over first, as the wizard makes it: a script alone is never sold.
    const audio = await api<{ audioUrl: string }>(page, 'POST', '/api/tts/generate', {
      script: 'Eid sale now on',
      voice: 'ayesha',
      language: 'urdu',
    });
    const { id } = await api<{ id: string }>(
      page,
      'POST',
      '/api/campaigns',
      ttsDraft(name, today, audio.audioUrl, {
        endDate: addCalendarDays(today, 2),
        timeSlots: EVERY_SLOT,
        ttsConfig: { script: 'Eid sale now on', voice: 'ayesha', language: 'urdu' },
      }),
    );
    await api(page, 'POST', `/api/campaigns/${id}/submit`, { termsAccepted: true });
    const started = await api<{ checkout: HostedCheckout | null }>(
      page,
      'POST',
      `/api/campaigns/${id}/payments`,
      { provider: 'jazzcash', method: 'wallet' },
      { 'Idempotency-Key': `e2e-pay-${id}` },
    );
    // null: account credit paid it whole, no provider page.
    if (started.checkout) await payAtJazzcashStandIn(started.checkout);

    await approveCampaign(id);
    // The scheduler (every 3 s in the e2e portal) moves it live: its start date is today in Asia/Karachi.
    for (let i = 0; (await api<{ status: string }>(page, 'GET', `/api/campaigns/${id}`)).status !== 'live'; i++) {
      if (i > 60) throw new Error('campaign did not go live');
      await page.waitForTimeout(500);
    }

    process.stderr.write(`analytics e2e: ${id} is live\n`);
    await page.goto(`${baseUrl()}/analytics`);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Campaign' }).selectOption({ label: name });
    await page.getByRole('rowheader', { name }).waitFor();
    const before = await impressionsOf(page, name);
    // Counted plays as svc-capacity's tracking reports them (delivery.v1 ad.played), one event per play and
    // subscriber; any hour slot will do, the dashboard shows what the events say.
    const clock = karachiClock(now.getTime());
    const slot = clock.hour >= 8 ? clock.slot : '18-19';
    let played = 0;
    const batch = (n: number) =>
      Array.from({ length: n }, () =>
        makeEvent('delivery', 'ad.played', id, {
          adServingId: randomUUID(),
          campaignId: id,
          platformId: 'e2e-platform',
          date: today,
          city: 'karachi',
          timeSlot: slot,
          subscriberHash: createHash('sha256')
            .update(`+92300${String(played++).padStart(7, '0')}`)
            .digest('hex'),
          // The analytics page prices plays at the campaign's locked price, whatever the event carries.
          pricePerPlayPkr: 1,
          playedAt: now.toISOString(),
        }),
      );
    await bus.publish('delivery', batch(15));
    const first = await waitForRise(page, name, before);
    await page.getByRole('heading', { name: 'Impressions by hour' }).waitFor();
    await screenshot(page, 'analytics-live-1280');
    await bus.publish('delivery', batch(25));
    const second = await waitForRise(page, name, first);
    expect(second - before).toBeGreaterThanOrEqual(40);
    // The proof of play of what was counted, signed and checked through the gateway without a session.
    await checkProofOfPlay(page, name, second);

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(phone, DEMO.advertiser.email, DEMO.advertiser.password);
    await phone.goto(`${baseUrl()}/analytics`);
    await phone.getByRole('heading', { name: 'Impressions by city' }).waitFor();
    await screenshot(phone, 'analytics-390');
  }, 180_000);
});
