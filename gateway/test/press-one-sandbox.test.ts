import crypto from 'node:crypto';
import { karachiClock, KeyIssued, ServingSpec } from '@rbt/contracts';
import { startGateway, Client } from './harness';
import { startTestServer } from '../../svc-capacity/test/test-server';
import { startSmscStandIn, type SmscStandIn } from '../../libs/local-stack/src/smsc/smsc-stand-in';

const OFFER = 'Eid sale: 30% off every suit. Code EID30';

const subscriber = (n: string) => crypto.createHash('sha256').update(`+92300${n}`).digest('hex');

// A minute: on a starved CI machine the stand-in's delivery receipt took over 20 s; a lost one still fails.
async function until<T>(what: string, get: () => Promise<T> | T, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A platform with a live key and a sandbox key, a campaign offering an SMS, and svc-capacity's SMSC_URL on the
 * "production" SMSC (a stand-in playing the operator's), through the gateway as the platform calls it.
 */
async function startLoop(smsc: SmscStandIn, sandboxSink: SmscStandIn | null) {
  const capacity = await startTestServer({
    SMSC_URL: smsc.url,
    ...(sandboxSink ? { SANDBOX_SMSC_URL: sandboxSink.url } : {}),
    SMS_SEND_INTERVAL_MS: '200',
    SERVING_INDEX_REFRESH_MS: '300',
  });
  const gw = await startGateway({ CAPACITY_URL: capacity.base, CAMPAIGNS_URL: capacity.base });
  const admin = new Client(gw.base);
  await admin.signUp('boss@example.pk');
  const issued = KeyIssued.parse((await admin.req('POST', '/api/admin/platforms', { name: 'Jazz RBT' })).body);
  const test = await admin.req('POST', `/api/admin/platforms/${issued.platform.id}/keys`, { sandbox: true });
  const keys = { live: issued.key.secret, sandbox: KeyIssued.parse(test.body).key.secret };
  const k = karachiClock(Date.now());
  const cell = { date: k.date, city: 'lahore', timeSlot: k.slot, n: 1000 };
  await capacity.deps.reservations.save({
    _id: 'camp-sms',
    state: 'reserved',
    cells: [cell],
    impressions: 1000,
    shortSlots: [],
  });
  const spec = ServingSpec.parse({
    audio: { id: 'aud-1', durationSec: 20 },
    pricePerPlayPkr: 1.25,
    response: { kind: 'sms', text: OFFER },
  });
  await capacity.deps.reservations.setCampaignStatus('camp-sms', 'live', spec);
  await until(
    'the campaign in the index',
    () => capacity.deps.servingIndex.size,
    (n) => n === 1,
  );
  const onGateway = (url: string) => `${gw.base}${new URL(url).pathname}${new URL(url).search}`;
  let n = 0;
  /** A decision with `key`, its impression counted, and the caller pressing 1 on it. */
  const pressOne = async (key: string, callerNumber: string) => {
    n += 1;
    const auth = { authorization: `Bearer ${key}` };
    const xml = await (
      await fetch(`${gw.base}/rtb/v1/decisions?sub=${subscriber(`66${n}`)}&city=lahore`, { headers: auth })
    ).text();
    const url = /<Url method="POST"><!\[CDATA\[([^\]]+)\]\]><\/Url>/.exec(xml)?.[1];
    const impression = /<Impression [^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(xml)?.[1];
    if (!url || !impression) throw new Error(`no response offered: ${xml}`);
    expect((await fetch(onGateway(impression))).status).toBe(204);
    const r = await fetch(onGateway(url), {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ key: '1', callerNumber }),
    });
    expect({ status: r.status, body: await r.json() }).toEqual({ status: 202, body: { outcome: 'sms_queued' } });
    return /<AdServingId>([^<]+)</.exec(xml)?.[1] as string;
  };
  const record = (id: string) =>
    capacity.deps.mongo.models.Response!.findById(id).lean<{ sandbox: boolean; sms: { state: string } }>();
  const stop = async () => {
    await gw.stop();
    await capacity.stop();
  };
  return { keys, pressOne, record, stop };
}

describe('press 1 with a sandbox key: never an SMS to a real caller', () => {
  let production: SmscStandIn;
  let sink: SmscStandIn;
  beforeAll(async () => {
    production = await startSmscStandIn({ systemId: 'rbtads', password: 'local', receiptDelayMs: 50 });
    sink = await startSmscStandIn({ systemId: 'rbtads', password: 'local', receiptDelayMs: 50 });
  });
  afterAll(async () => {
    await production.stop();
    await sink.stop();
  });

  it('when a sandbox SMSC is set, then a sandbox press 1 reaches it and no submit_sm reaches the production SMSC', async () => {
    const loop = await startLoop(production, sink);
    try {
      const id = await loop.pressOne(loop.keys.sandbox, '+923001110001');
      const [sms] = await until(
        'the SMS at the sandbox sink',
        () => sink.messages(),
        (m) => m.length === 1,
      );
      expect(sms).toMatchObject({ to: '+923001110001', text: OFFER });
      // A live press afterwards goes to production, and only it: the sandbox SMS never went there.
      await loop.pressOne(loop.keys.live, '+923001110002');
      await until(
        'the live SMS at production',
        () => production.messages(),
        (m) => m.length === 1,
      );
      expect(production.messages().map((m) => m.to)).toEqual(['+923001110002']);
      expect(sink.messages().map((m) => m.to)).toEqual(['+923001110001']);
      const receipted = await until(
        'the sandbox receipt',
        () => loop.record(id),
        (r) => r?.sms.state === 'delivered',
      );
      expect(receipted).toMatchObject({ sandbox: true });
    } finally {
      await loop.stop();
    }
  });

  it('when no sandbox SMSC is set, then a sandbox press 1 is recorded as not sent and production gets only live SMS', async () => {
    const before = production.messages().length;
    const loop = await startLoop(production, null);
    try {
      const id = await loop.pressOne(loop.keys.sandbox, '+923001110003');
      expect(await loop.record(id)).toMatchObject({ sandbox: true, sms: { state: 'not_sent' } });
      await loop.pressOne(loop.keys.live, '+923001110004');
      await until(
        'the live SMS at production',
        () => production.messages().slice(before),
        (m) => m.length === 1,
      );
      expect(
        production
          .messages()
          .slice(before)
          .map((m) => m.to),
      ).toEqual(['+923001110004']);
      expect(await loop.record(id)).toMatchObject({ sms: { state: 'not_sent' } });
    } finally {
      await loop.stop();
    }
  });
});
