import crypto from 'node:crypto';
import { VASTClient } from '@dailymotion/vast-client';
import { DecisionQuery, SERVING_PATHS } from '@rbt/contracts';
import { signedServingUrl } from '@rbt/service-kit';
import { advertiser, call, eventually } from '@rbt/test-kit';
import { fetchMedia, requestAd } from '../../libs/local-stack/src/traffic/vast-player';
import { startTraffic } from '../../libs/local-stack/src/traffic/traffic-generator';
import { seededRand } from '../../libs/local-stack/src/traffic/audience-mix';
import { startTestServer, TEST_SERVING_SECRET, type TestServer } from './test-server';
import { raw } from './audio-helpers';
import { startDecisionStandIn, vastAnswer } from './vast-stand-in';

const KEY = 'rbt_pk_test_0123456789';
const QUARTILE_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'];

/**
 * The operator's player (libs/local-stack traffic) on @dailymotion/vast-client against the real signed media route;
 * the decision API is a stand-in serving svc-capacity's VAST shape until serve-core lands.
 */
describe('VAST player: decision → signed MediaFile → trackers', () => {
  let media: TestServer;
  let stand: Awaited<ReturnType<typeof startDecisionStandIn>>;
  let wav: Buffer;
  let audioId: string;
  beforeAll(async () => {
    media = await startTestServer();
    const owner = advertiser('vast-owner');
    const made = await call(media.base, 'POST', '/api/tts/generate', {
      as: owner,
      body: { script: 'Your ringback ad.', language: 'english', voice: 'oliver' },
    });
    audioId = made.body.audioId;
    wav = (await raw(media.base, 'GET', made.body.renditions.telephone, owner)).bytes;
    stand = await startDecisionStandIn((hit, base) =>
      hit.query.city === 'nowhere-ad'
        ? null
        : vastAnswer({
            base,
            adServingId: crypto.randomUUID(),
            durationSec: 2,
            mediaUrl:
              media.base +
              signedServingUrl(TEST_SERVING_SECRET, `${SERVING_PATHS.media}/${audioId}.wav`, Date.now() + 3_600_000),
          }),
    );
  });
  afterAll(async () => {
    await stand.stop();
    await media.stop();
  });

  it('when the platform asks, then vast-client parses without warnings, the WAV arrives and every tracker fires once', async () => {
    const client = new VASTClient();
    const warnings: unknown[] = [];
    client.getParser().on('VAST-warning', (w: unknown) => warnings.push(w));
    const fired: string[] = [];
    const fire = async (url: string) => {
      fired.push(url);
      return (await fetch(url)).status;
    };
    const sub = crypto.createHash('sha256').update('+923900000001').digest('hex');
    const ad = await requestAd(
      client,
      `${stand.base}${SERVING_PATHS.decisions}?sub=${sub}&city=karachi&callId=c-1`,
      KEY,
      fire,
    );
    expect(warnings).toEqual([]);
    expect(ad).not.toBeNull();
    expect(stand.hits[0]).toMatchObject({ path: SERVING_PATHS.decisions, authorization: `Bearer ${KEY}` });
    expect(DecisionQuery.safeParse(stand.hits[0].query).success).toBe(true);
    const res = await fetch(ad!.mediaUrl);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await res.arrayBuffer()).equals(wav)).toBe(true);
    expect(await fetchMedia(ad!.mediaUrl)).toBe(true);
    ad!.tracker.trackImpression();
    ad!.tracker.trackImpression(); // a second Impression is not fired again
    for (const p of [0.1, 0.6, 1.1, 1.6]) ad!.tracker.setProgress(p);
    ad!.tracker.complete();
    await new Promise((r) => setTimeout(r, 200));
    const events = fired.map((u) => new URL(u).pathname.split('/').at(-1));
    expect(events).toEqual(['impression', ...QUARTILE_EVENTS]);
    expect(fired.every((u) => u.includes(`/rtb/v1/track/${ad!.adServingId}/`))).toBe(true);
  });

  it('when the player fails, then the Error URL carries the VAST error code; an empty VAST is no ad', async () => {
    const fired: string[] = [];
    const ad = await requestAd(
      new VASTClient(),
      `${stand.base}${SERVING_PATHS.decisions}?sub=${'a'.repeat(64)}`,
      KEY,
      async (u) => fired.push(u),
    );
    ad!.tracker.error({ ERRORCODE: 405 });
    expect(new URL(fired[0]).searchParams.get('code')).toBe('405');
    expect(
      await requestAd(new VASTClient(), `${stand.base}${SERVING_PATHS.decisions}?city=nowhere-ad`, KEY),
    ).toBeNull();
  });

  it('when a MediaFile URL is tampered with, then the player cannot play it', async () => {
    const url =
      media.base +
      signedServingUrl(
        'not-the-serving-secret-0123456789',
        `${SERVING_PATHS.media}/${audioId}.wav`,
        Date.now() + 60_000,
      );
    expect(await fetchMedia(url)).toBe(false);
  });

  it('when the traffic generator runs, then its calls are valid decision queries and trackers follow the drop-off', async () => {
    stand.hits.length = 0;
    const t = startTraffic({
      baseUrl: stand.base,
      platformKey: KEY,
      callsPerSecond: 40,
      timeScale: 20,
      poolSize: 50,
      rand: seededRand(5),
    });
    const track = (e: string) => stand.hits.filter((h) => h.path.endsWith(`/${e}`)).length;
    // Run until enough calls and listens happened, however slow the machine: the assertions are about what was sent.
    await eventually(
      async () =>
        (stand.hits.filter((h) => h.path === SERVING_PATHS.decisions).length > 20 && track('start') > 3) || undefined,
      60_000,
    );
    await t.stop();
    const decisions = stand.hits.filter((h) => h.path === SERVING_PATHS.decisions);
    expect(decisions.length).toBe(t.stats.calls);
    expect(decisions.length).toBeGreaterThan(10);
    expect(
      decisions.every((h) => h.authorization === `Bearer ${KEY}` && DecisionQuery.safeParse(h.query).success),
    ).toBe(true);
    expect(new Set(decisions.map((h) => h.query.sub)).size).toBeLessThanOrEqual(50);
    expect(t.stats.failed).toBe(0);
    expect(track('impression')).toBe(t.stats.ads);
    const counts = QUARTILE_EVENTS.map(track);
    expect(counts.every((n, i) => n <= (i === 0 ? track('impression') : counts[i - 1]))).toBe(true);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts).toEqual(QUARTILE_EVENTS.map((e) => t.stats.events[e] ?? 0));
  });
});
