import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RESPONSE_PROMPTS, ResponseSummary, type ServingCreative } from '@rbt/contracts';
import { signedServingUrl } from '@rbt/service-kit';
import { admin, call, eventually } from '@rbt/test-kit';
import { startTestServer, TEST_SERVING_SECRET } from './test-server';
import { decisionPath, liveCampaign, platform, subscriber, trackingPaths } from './serving-fixtures';
import { startSmscStandIn, type SmscStandIn } from '../../libs/local-stack/src/smsc/smsc-stand-in';

// CI clones shared/ beside the repository; a git worktree (wt/<branch>) sits one level deeper.
const XSD = ['../../../shared', '../../../../shared']
  .map((up) => path.resolve(__dirname, up, 'standards/vast_4.1.xsd'))
  .find((f) => fs.existsSync(f)) as string;
const CAMPAIGN_OFFER = 'Eid sale: 30% off every suit, code EID30';
const AD2_OFFER = 'Ad 2 only: free delivery this week, code FREE2';
const CALLER = '+923001234567';

const uaid = (xml: string) => /<UniversalAdId idRegistry="rbt-ads">([^<]+)</.exec(xml)?.[1];
/** The press-1 extension of an answer: its kind, prompt and the signed URL as a path on the service. */
const responseOf = (xml: string) => {
  const m =
    /<Response key="1" optOutKey="9" kind="(\w+)"><Prompt>([^<]*)<\/Prompt><Url method="POST"><!\[CDATA\[https?:\/\/[^/]+([^\]]+)\]\]>/.exec(
      xml,
    );
  return m ? { kind: m[1], prompt: m[2], url: m[3] as string } : null;
};

/**
 * Two ads of one campaign with different press-1 offers (docs/creatives.md "Each ad's press-1 response"): the
 * decision names the chosen ad's offer, and press 1 after it gets that ad's SMS or callback.
 */
describe('svc-capacity: each ad of a campaign offers its own press-1 response', () => {
  let smsc: SmscStandIn;
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    smsc = await startSmscStandIn({ systemId: 'rbtads', password: 'local', receiptDelayMs: 50 });
    s = await startTestServer({
      PUBLIC_SERVING_URL: 'https://ads.example.pk',
      SMSC_URL: smsc.url,
      SMS_SEND_INTERVAL_MS: '200',
    });
  });
  afterAll(async () => {
    await s.stop();
    await smsc.stop();
  });

  /** The campaign's own ad offers the campaign's SMS; ad 2 is given `response`, and every play goes to ad 2. */
  const twoAds = (id: string, response: ServingCreative['response']) => ({
    response: { kind: 'sms' as const, text: CAMPAIGN_OFFER },
    language: 'urdu' as const,
    rotation: 'weighted' as const,
    creatives: [
      {
        id,
        audio: { id: `${id}-a1`, durationSec: 20 },
        language: 'urdu' as const,
        weight: 0,
        response: { kind: 'sms' as const, text: CAMPAIGN_OFFER },
      },
      {
        id: `${id}-2`,
        audio: { id: `${id}-a2`, durationSec: 20 },
        language: 'english' as const,
        weight: 100,
        response,
      },
    ],
  });
  /** A decision for ad 2, its impression counted. */
  const playAd2 = async (city: string, n: number) => {
    const xml = (await call(s.base, 'GET', decisionPath({ sub: subscriber(n), city }), { as: platform() }))
      .body as string;
    expect(uaid(xml)).toMatch(/-2$/);
    expect((await call(s.base, 'GET', trackingPaths(xml).impression as string)).status).toBe(204);
    return xml;
  };
  const press = (url: string) =>
    call(s.base, 'POST', url, { as: platform(), body: { key: '1', callerNumber: CALLER } });
  const summary = async (id: string) =>
    ResponseSummary.parse((await call(s.base, 'GET', `/api/capacity/campaigns/${id}/responses`, { as: admin() })).body);

  it('when the decision picks ad 2, then its VAST answer offers ad 2’s SMS (schema-valid) and press 1 sends ad 2’s text', async () => {
    await liveCampaign(s.deps, 'own-sms', twoAds('own-sms', { kind: 'sms', text: AD2_OFFER }), 1000, 'gujrat');
    const xml = await playAd2('gujrat', 1);
    // Ad 2 is in English: its prompt is, though the campaign's own ad is Urdu.
    expect(responseOf(xml)).toMatchObject({ kind: 'sms', prompt: RESPONSE_PROMPTS.english.sms });
    execFileSync('xmllint', ['--noout', '--schema', XSD, '-'], { input: xml, stdio: 'pipe' });

    const r = await press(responseOf(xml)?.url as string);
    expect(r).toMatchObject({ status: 202, body: { outcome: 'sms_queued' } });
    const [sms] = await eventually(() => {
      const m = smsc.messages().filter((x) => x.to === CALLER);
      return m.length > 0 ? m : undefined;
    }, 30_000);
    expect(sms).toMatchObject({ to: CALLER, text: AD2_OFFER });
    expect((await summary('own-sms')).byCreative).toEqual([{ creativeId: 'own-sms-2', responses: 1 }]);
  });

  it('when ad 2 asks for a callback where the campaign sends an SMS, then press 1 lists the caller with ad 2’s id', async () => {
    await liveCampaign(s.deps, 'own-call', twoAds('own-call', { kind: 'callback' }), 1000, 'okara');
    const before = smsc.messages().length;
    const xml = await playAd2('okara', 2);
    expect(responseOf(xml)).toMatchObject({ kind: 'callback', prompt: RESPONSE_PROMPTS.english.callback });
    expect(await press(responseOf(xml)?.url as string)).toMatchObject({
      status: 202,
      body: { outcome: 'callback_listed' },
    });
    const sum = await summary('own-call');
    expect(sum.callbacks).toEqual([expect.objectContaining({ callerNumber: CALLER, creativeId: 'own-call-2' })]);
    expect(sum.totals).toMatchObject({ responses: 1, callbacks: 1 });
    await new Promise((r) => setTimeout(r, 600));
    expect(smsc.messages().length).toBe(before);
  });

  it('when ad 2 offers none, then its answer has no press-1 extension and a press on it is refused', async () => {
    await liveCampaign(s.deps, 'own-none', twoAds('own-none', null), 1000, 'sargodha');
    const xml = await playAd2('sargodha', 3);
    expect(xml).not.toContain('rbt-response');
    const id = /<AdServingId>([^<]+)</.exec(xml)?.[1] as string;
    const url = signedServingUrl(TEST_SERVING_SECRET, `/rtb/v1/responses/${id}`, s.deps.servingClock() + 60_000);
    const r = await press(url);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('no_response');
    // Without its `sig` the URL is unsigned: refused as forged before the decision is looked at.
    const unsigned = await press(url.split('&sig=')[0] as string);
    expect([unsigned.status, unsigned.body.error.code]).toEqual([403, 'bad_signature']);
  });
});
