import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { karachiClock, KeyIssued, ResponseSummary, ServingSpec } from '@rbt/contracts';
import { signedServingUrl, signIdentity } from '@rbt/service-kit';
import { TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { startGateway, Client } from './harness';
import { startTestServer, TEST_SERVING_SECRET } from '../../svc-capacity/test/test-server';
import { startSmscStandIn, type SmscStandIn } from '../../libs/local-stack/src/smsc/smsc-stand-in';

// shared/ sits beside the repository (CI's clone) or beside the worktrees' folder.
const XSD = ['../../../shared', '../../../../shared']
  .map((up) => path.resolve(__dirname, up, 'standards/vast_4.1.xsd'))
  .find((p) => fs.existsSync(p)) as string;
const URDU_OFFER = 'عید سیل: ہر سوٹ پر 30٪ رعایت۔ کوڈ EID30';
const CALLER = '+923001234567';

const subscriber = (n: string) => crypto.createHash('sha256').update(`+92300${n}`).digest('hex');

/** A live campaign booked in the current Karachi hour of `city`, as svc-capacity's consumer stores one. */
async function liveCampaign(capacity: Capacity, id: string, over: Partial<ServingSpec>, city: string) {
  const k = karachiClock(Date.now());
  const cell = { date: k.date, city, timeSlot: k.slot, n: 1000 };
  await capacity.deps.reservations.save({
    _id: id,
    state: 'reserved',
    cells: [cell],
    impressions: 1000,
    shortSlots: [],
  });
  const spec = ServingSpec.parse({ audio: { id: 'aud-1', durationSec: 20 }, pricePerPlayPkr: 1.25, ...over });
  await capacity.deps.reservations.setCampaignStatus(id, 'live', spec);
}
type Capacity = Awaited<ReturnType<typeof startTestServer>>;

async function until<T>(what: string, get: () => Promise<T> | T, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Press 1 as an operator's platform drives it, through the gateway with its key: a decision carrying the
 * rbt-response extension (schema-valid), the impression, the key press on the signed response URL, and the SMS at
 * the SMSC stand-in over SMPP in UCS-2; then the refusals, and an SMSC that throttles.
 */
describe('press 1: the response loop through the gateway', () => {
  let smsc: SmscStandIn;
  let capacity: Capacity;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let key: string;
  let n = 0;

  beforeAll(async () => {
    smsc = await startSmscStandIn({ systemId: 'rbtads', password: 'local', receiptDelayMs: 50 });
    // The index reloads every 300 ms here, so campaigns written below are served without reaching into the service.
    capacity = await startTestServer({
      SMSC_URL: smsc.url,
      SMS_SEND_INTERVAL_MS: '200',
      SERVING_INDEX_REFRESH_MS: '300',
    });
    gw = await startGateway({ CAPACITY_URL: capacity.base, CAMPAIGNS_URL: capacity.base });
    const admin = new Client(gw.base);
    await admin.signUp('boss@example.pk');
    key = KeyIssued.parse((await admin.req('POST', '/api/admin/platforms', { name: 'Jazz RBT' })).body).key.secret;
    await liveCampaign(
      capacity,
      'camp-sms',
      { response: { kind: 'sms', text: URDU_OFFER }, language: 'urdu' },
      'lahore',
    );
    await liveCampaign(capacity, 'camp-call', { response: { kind: 'callback' } }, 'multan');
    await until(
      'both in the index',
      () => capacity.deps.servingIndex.size,
      (n) => n === 2,
    );
  });
  afterAll(async () => {
    await gw.stop();
    await capacity.stop();
    await smsc.stop();
  });

  const asPlatform = { authorization: () => `Bearer ${key}` };
  const onGateway = (url: string) => `${gw.base}${new URL(url).pathname}${new URL(url).search}`;
  /** A decision, its impression counted, and the response URL it offers. */
  const decide = async (city: string, play = true) => {
    n += 1;
    const r = await fetch(`${gw.base}/rtb/v1/decisions?sub=${subscriber(`77${n}`)}&city=${city}`, {
      headers: { authorization: asPlatform.authorization() },
    });
    const xml = await r.text();
    const url = /<Url method="POST"><!\[CDATA\[([^\]]+)\]\]><\/Url>/.exec(xml)?.[1];
    const impression = /<Impression [^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(xml)?.[1];
    if (!url || !impression) throw new Error(`no response offered: ${xml}`);
    if (play) expect((await fetch(onGateway(impression))).status).toBe(204);
    return { xml, url: onGateway(url), id: /<AdServingId>([^<]+)</.exec(xml)?.[1] as string };
  };
  const press = (url: string, body: unknown, auth = asPlatform.authorization()) =>
    fetch(url, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json().catch(() => null) }));
  const summary = async (id: string) => {
    const r = await fetch(`${capacity.base}/api/capacity/campaigns/${id}/responses`, {
      headers: signIdentity(TEST_INTERNAL_SECRET, { id: 'svc-campaigns', role: 'service', email: '' }),
    });
    return ResponseSummary.parse(await r.json());
  };

  it('when a caller presses 1 on an SMS offer, then the SMSC gets the Urdu text in UCS-2 once, and analytics count it', async () => {
    const { xml, url } = await decide('lahore');
    expect(xml).toContain('<Extension type="rbt-response"><Response key="1" optOutKey="9" kind="sms"><Prompt>');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vast-')), 'answer.xml');
    fs.writeFileSync(file, xml);
    execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' });

    expect(await press(url, { key: '1', callerNumber: CALLER })).toEqual({
      status: 202,
      body: { outcome: 'sms_queued' },
    });
    const [sms] = await until(
      'the SMS at the SMSC',
      () => smsc.messages(),
      (m) => m.length === 1,
    );
    expect(sms).toMatchObject({ to: CALLER, dataCoding: 8, text: URDU_OFFER, from: 'RBTAds' });
    const s = await until(
      'the receipt',
      () => summary('camp-sms'),
      (v) => v.totals.smsDelivered === 1,
    );
    expect(s.totals).toMatchObject({
      plays: 1,
      responses: 1,
      smsSending: 0,
      responseRatePct: 100,
      costPerResponsePkr: 1.25,
    });
    expect(s.days).toHaveLength(1);
    // The hour the ad played and the caller pressed 1, in Karachi time.
    expect(s.hours).toEqual([{ timeSlot: karachiClock(Date.now()).slot, plays: 1, responses: 1 }]);
  });

  it('when the same decision is answered again, forged, expired, never made or from a bad number, then it is refused', async () => {
    const { url, id } = await decide('lahore');
    expect((await press(url, { key: '1', callerNumber: CALLER })).status).toBe(202);
    expect((await press(url, { key: '1', callerNumber: CALLER })).body.error.code).toBe('repeat');
    const forged = url.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await press(forged, { key: '1', callerNumber: CALLER })).status).toBe(403);
    const past = signedServingUrl(TEST_SERVING_SECRET, `/rtb/v1/responses/${id}`, capacity.deps.servingClock() - 1000);
    expect((await press(`${gw.base}${past}`, { key: '1', callerNumber: CALLER })).status).toBe(410);
    const never = signedServingUrl(
      TEST_SERVING_SECRET,
      `/rtb/v1/responses/${crypto.randomUUID()}`,
      capacity.deps.servingClock() + 60_000,
    );
    expect((await press(`${gw.base}${never}`, { key: '1', callerNumber: CALLER })).status).toBe(404);
    for (const bad of ['+14155550100', '03001234567', '+9230012345'])
      expect((await press((await decide('lahore')).url, { key: '1', callerNumber: bad })).status).toBe(400);
    const unplayed = await decide('lahore', false);
    expect((await press(unplayed.url, { key: '1', callerNumber: CALLER })).body.error.code).toBe('no_impression');
    expect((await press(url, { key: '1', callerNumber: CALLER }, 'Bearer rbt_live_nothing')).status).toBe(401);
  });

  it('when the SMSC throttles, then the SMS waits and is sent once when it accepts again', async () => {
    await until(
      'earlier SMS settled',
      () => summary('camp-sms'),
      (v) => v.totals.smsSending === 0,
    );
    const before = smsc.messages().length;
    await smsc.setMode('throttle');
    const { url } = await decide('lahore');
    expect((await press(url, { key: '1', callerNumber: '+923331112222' })).status).toBe(202);
    await until(
      'a throttled submit',
      () => smsc.refused(),
      (r) => r > 0,
    );
    expect((await summary('camp-sms')).totals.smsSending).toBe(1);
    await smsc.setMode('ok');
    await until(
      'the retried SMS',
      () => smsc.messages().filter((m) => m.to === '+923331112222'),
      (m) => m.length === 1,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(smsc.messages().length).toBe(before + 1);
  });

  it('when the SMSC is down, then the SMS stays "sending" and goes once when it is back', async () => {
    await until(
      'earlier SMS settled',
      () => summary('camp-sms'),
      (v) => v.totals.smsSending === 0,
    );
    await smsc.setMode('down');
    const { url } = await decide('lahore');
    expect((await press(url, { key: '1', callerNumber: '+923334445555' })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await summary('camp-sms')).totals.smsSending).toBe(1);
    await smsc.setMode('ok');
    const sent = () => smsc.messages().filter((m) => m.to === '+923334445555');
    await until('the SMS after the outage', sent, (m) => m.length === 1);
    await until(
      'its receipt',
      () => summary('camp-sms'),
      (v) => v.totals.smsSending === 0,
    );
    expect(sent()).toHaveLength(1);
  });

  it('when a caller presses 1 on a callback offer, then they are listed once; 9 opts them out', async () => {
    const first = await decide('multan');
    expect(first.xml).toContain('kind="callback"');
    expect(await press(first.url, { key: '1', callerNumber: CALLER })).toEqual({
      status: 202,
      body: { outcome: 'callback_listed' },
    });
    expect((await press((await decide('multan')).url, { key: '1', callerNumber: CALLER })).status).toBe(202);
    const s = await summary('camp-call');
    expect(s.callbacks.map((c) => c.callerNumber)).toEqual([CALLER]);
    expect(s.totals).toMatchObject({ responses: 2, callbacks: 2 });
    const nine = await decide('multan');
    expect(await press(nine.url, { key: '9', callerNumber: CALLER })).toEqual({
      status: 202,
      body: { outcome: 'opted_out' },
    });
  });
});
