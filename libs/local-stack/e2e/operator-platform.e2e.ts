import crypto from 'node:crypto';
import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import { addCalendarDays, AnalyticsResponse, karachiToday, mediaFileOf, SERVING_PATHS } from '@rbt/contracts';
import { baseUrl, DEMO } from '../../test-kit/src/browser';
import { approveCampaign } from '../../test-kit/src/advertiser-api';
import { EVERY_SLOT, ttsDraft } from '../../test-kit/src/tts-draft';
import { payAtJazzcashStandIn, type HostedCheckout } from '../../test-kit/src/hosted-payment';
import { LOCAL_DEMO_PLATFORM_KEY } from '../src/traffic/demo-platform-key';
import { nodePixels } from '../src/traffic/vast-player';

/** A session cookie from the portal's sign-in; writes then say they come from the portal (same-origin rule). */
async function session(email: string, password: string) {
  const res = await fetch(`${baseUrl()}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: baseUrl() },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const r = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { cookie, origin: baseUrl(), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return (r.headers.get('content-type')?.includes('json') ? r.json() : r.arrayBuffer()) as Promise<T>;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * The "done when": an operator's platform, with its key, through the gateway, drives the decision API as
 * @dailymotion/vast-client does (no VAST-warning), plays the signed MediaFile, fires Impression and every quartile,
 * and the play shows in the advertiser's analytics at the campaign's price per play.
 */
describe('operator platform through the gateway', () => {
  it('when a platform plays a live campaign with vast-client, then the WAV arrives and the play is counted', async () => {
    const advertiser = await session(DEMO.advertiser.email, DEMO.advertiser.password);
    const audio = await advertiser<{ audioUrl: string; audioId: string }>('POST', '/api/tts/generate', {
      script: 'Eid sale now on, call now.',
      language: 'english',
      voice: 'oliver',
    });
    const now = new Date();
    const today = karachiToday(now);
    const { id } = await advertiser<{ id: string }>(
      'POST',
      '/api/campaigns',
      ttsDraft(`E2E VAST ${now.getTime().toString(36)}`, today, audio.audioUrl, {
        endDate: addCalendarDays(today, 2),
        timeSlots: EVERY_SLOT,
        ttsConfig: { script: 'Eid sale now on, call now.', voice: 'oliver', language: 'english' },
      }),
    );
    await advertiser('POST', `/api/campaigns/${id}/submit`, { termsAccepted: true });
    const started = await advertiser<{ checkout: HostedCheckout | null }>(
      'POST',
      `/api/campaigns/${id}/payments`,
      { provider: 'jazzcash', method: 'wallet' },
      { 'Idempotency-Key': `e2e-vast-${id}` },
    );
    // null: account credit paid it whole, no provider page.
    if (started.checkout) await payAtJazzcashStandIn(started.checkout);
    await approveCampaign(id);
    for (let i = 0; (await advertiser<{ status: string }>('GET', `/api/campaigns/${id}`)).status !== 'live'; i++) {
      if (i > 60) throw new Error('campaign did not go live');
      await sleep(500);
    }

    // Other e2e campaigns may win a call: ask as fresh subscribers until this campaign's creative is served.
    const client = new VASTClient();
    const warnings: unknown[] = [];
    client.getParser().on('VAST-warning', (w: unknown) => warnings.push(w));
    let served: { ad: any; creative: any } | undefined;
    for (let i = 0; !served && i < 120; i++) {
      const sub = crypto
        .createHash('sha256')
        .update(`+9239${now.getTime() % 1e6}${i}`)
        .digest('hex');
      const url = `${baseUrl()}${SERVING_PATHS.decisions}?sub=${sub}&city=karachi&callId=e2e-${i}`;
      const res = await client.get(url, {
        fetchOptions: { headers: { authorization: `Bearer ${LOCAL_DEMO_PLATFORM_KEY}` } },
      });
      const ad = res.ads?.find((a: any) => a.creatives?.some((c: any) => c.id === id));
      if (ad) served = { ad, creative: ad.creatives.find((c: any) => c.id === id) };
      else await sleep(500);
    }
    if (!served) throw new Error('the live campaign was never served');
    expect(warnings).toEqual([]);

    const mediaUrl = served.creative.mediaFiles[0].fileURL as string;
    // A-law first: what Pakistani E1 links carry.
    expect(new URL(mediaUrl).pathname).toBe(`${SERVING_PATHS.media}/${mediaFileOf(audio.audioId, 'alaw')}`);
    const media = await fetch(mediaUrl); // no session, no key: the signature is the credential
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await media.arrayBuffer());
    // The WAVE fmt chunk: format tag 6 (G.711 A-law), one channel, 8,000 samples a second.
    expect([wav.toString('ascii', 12, 16), wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24)]).toEqual([
      'fmt ',
      6,
      1,
      8000,
    ]);

    const fired: Promise<number>[] = [];
    const tracker = nodePixels(new VASTTracker(client, served.ad, served.creative), baseUrl(), (u) => {
      const p = fetch(u).then((r) => r.status);
      fired.push(p);
      return p;
    });
    tracker.trackImpression();
    // Quartiles count only once the impression has: wait for its answer first, as a platform must.
    expect(await fired[0]).toBe(204);
    const duration = Number(served.creative.duration) || 10;
    for (const share of [0.01, 0.26, 0.51, 0.76]) tracker.setProgress(duration * share);
    tracker.complete();
    const statuses = await Promise.all(fired);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204]);

    // The play leaves svc-capacity as ad.played and svc-campaigns counts it once, at the campaign's price per play.
    const campaign = await advertiser<{ quote: { totalCost: number; estImpressions: number } }>(
      'GET',
      `/api/campaigns/${id}`,
    );
    for (let i = 0; ; i++) {
      const a = AnalyticsResponse.parse(await advertiser('GET', `/api/analytics?campaignId=${id}`));
      if (a.totals.impressions === 1) {
        expect(a.totals.uniqueReach).toBe(1);
        expect(a.totals.spendPkr).toBeCloseTo(campaign.quote.totalCost / campaign.quote.estImpressions, 2);
        break;
      }
      if (i > 60) throw new Error(`the play was not counted: ${JSON.stringify(a.totals)}`);
      await sleep(500);
    }
  }, 180_000);
});
