import { SoakClient, type SoakStats } from './soak-client';
import { payAtJazzcashStandIn, type HostedCheckout } from '../payments/stand-in-payer';
import { karachiDate } from './advertiser';
import { generateTts } from './voice-over';
import { startTraffic, type TrafficStats } from '../traffic/traffic-generator';
import { LOCAL_DEMO_PLATFORM_KEY } from '../traffic/demo-platform-key';
import { TEST_PASSWORD } from '@rbt/test-kit';
import { CAPACITY_SLOT_IDS } from '@rbt/contracts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const SERVING_CAP_PER_DAY = 2;

export interface ServingCampaign {
  id: string;
  guaranteed: number;
}

/**
 * Live campaigns for the soak's calls, made as an advertiser and an admin would through the gateway: a TTS
 * creative, Karachi from today for three days in every slot, paid, approved, then live once the scheduler runs.
 */
export async function prepareServing(base: string, stats: SoakStats, count: number, say: (l: string) => void) {
  const adv = new SoakClient(base, stats);
  const email = `soak-serving-${Date.now().toString(36)}@example.pk`;
  const password = TEST_PASSWORD;
  const signup = { email, password, firstName: 'Soak', lastName: 'Serving', companyName: 'Soak Serving' };
  await adv.expect(202, 'POST', '/api/auth/signup', signup);
  await adv.signIn(email, password);
  const admin = new SoakClient(base, stats);
  await admin.signIn('admin@rbt.local', 'admin-demo');
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const script = `Soak serving ${i}: fresh deals at Sana Traders.`;
    const tts = { script, voice: 'oliver', language: 'english' };
    const audio = await generateTts(adv, tts);
    const draft = {
      name: `Soak serving ${i}`,
      objective: 'awareness',
      cities: ['karachi'],
      gender: 'all',
      valueTier: 'all',
      deviceType: 'all',
      freqCapPerDay: SERVING_CAP_PER_DAY,
      startDate: karachiDate(0),
      endDate: karachiDate(2),
      daysOfWeek: [],
      timeSlots: CAPACITY_SLOT_IDS,
      timezone: 'Asia/Karachi',
      pacing: 'even',
      creativeType: 'tts',
      ttsConfig: tts,
      audioUrl: audio.body.audioUrl,
      goalType: 'budget',
      budget: 20000,
      rightsConfirmed: true,
    };
    const { id } = (await adv.expect<{ id: string }>(201, 'POST', '/api/campaigns', draft)).body;
    await adv.expect(200, 'POST', `/api/campaigns/${id}/submit`, { termsAccepted: true });
    const started = await adv.expect<{ checkout: HostedCheckout | null }>(
      201,
      'POST',
      `/api/campaigns/${id}/payments`,
      { provider: 'jazzcash', method: 'wallet' },
      { 'idempotency-key': `soak-serving-${id}` },
    );
    // null: account credit paid it whole, no provider page.
    if (started.body.checkout) await payAtJazzcashStandIn(started.body.checkout);
    ids.push(id);
  }
  // The stand-in's return is confirmed by inquiry; approve each once it is in review.
  for (const id of ids) {
    for (let i = 0; ; i += 1) {
      const a = await admin.call('PATCH', `/api/admin/campaigns/${id}/status`, { status: 'scheduled' });
      if (a.status === 200) break;
      if (i > 60) throw new Error(`soak: serving campaign ${id} not approved: ${a.status} ${JSON.stringify(a.body)}`);
      await sleep(1000);
    }
  }
  const campaigns: ServingCampaign[] = [];
  for (const id of ids) {
    for (let i = 0; ; i += 1) {
      const c = (
        await adv.expect<{ status: string; quote: { estImpressions: number } }>(200, 'GET', `/api/campaigns/${id}`)
      ).body;
      if (c.status === 'live') {
        campaigns.push({ id, guaranteed: c.quote.estImpressions });
        break;
      }
      if (i > 120) throw new Error(`soak: serving campaign ${id} did not go live (${c.status})`);
      await sleep(1000);
    }
  }
  say(`${campaigns.length} serving campaigns live`);
  return { campaigns, advertiser: adv, admin };
}

/** The operator's platform through the gateway with the local demo platform key, until stopped. */
export function startServing(base: string, callsPerSecond: number, say: (l: string) => void) {
  return startTraffic({
    baseUrl: base,
    platformKey: LOCAL_DEMO_PLATFORM_KEY,
    callsPerSecond,
    timeScale: 10,
    poolSize: 3_000,
    log: say,
  });
}

export type { TrafficStats };
