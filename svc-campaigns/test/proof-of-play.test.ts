import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { call, eventually, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { signIdentity, type Caller } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AnalyticsResponse, CreditNoteList, ProofVerification } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, fullDraft, paid } from './fixtures';
import { pdftotext } from './pdf-text';

const WHERE = [
  { date: '2030-01-10', city: 'karachi', timeSlot: '18-19' },
  { date: '2030-01-10', city: 'lahore', timeSlot: '19-20' },
  { date: '2030-01-11', city: 'karachi', timeSlot: '18-19' },
];
const PLAYS = 30;

/**
 * A forger's edit: the first page content stream inflated, "Plays delivered: 30" made 31 (pdfkit writes text as hex
 * glyph strings: " 30" is <203330>), deflated again with its /Length fixed. Readers still open it (poppler rebuilds
 * the cross-reference table), so it looks like a genuine proof with one figure changed.
 */
function tamperDelivered(pdf: Buffer): Buffer {
  const s = pdf.toString('latin1');
  const head = /\/Length (\d+)\n\/Filter \/FlateDecode\n>>\nstream\n/.exec(s)!;
  const start = head.index + head[0].length;
  const length = Number(head[1]);
  const text = zlib.inflateSync(pdf.subarray(start, start + length)).toString('latin1');
  const changed = text.replace('<203330> 0] TJ', '<203331> 0] TJ');
  expect(changed).not.toBe(text);
  const body = zlib.deflateSync(Buffer.from(changed, 'latin1'));
  return Buffer.concat([
    Buffer.from(s.slice(0, head.index) + head[0].replace(/\d+/, String(body.length)), 'latin1'),
    body,
    pdf.subarray(start + length),
  ]);
}

describe('svc-campaigns proof of play (PDF, signed statement, public verification)', () => {
  let s: WithPricing;
  let id: string;
  let guaranteed: number;
  const proof = (query: string, as: Caller = alice) =>
    fetch(`${s.base}/api/analytics/proof-of-play.pdf?${query}`, { headers: signIdentity(TEST_INTERNAL_SECRET, as) });
  // No identity headers: what anyone holding the PDF sends.
  const verify = async (url: string, sha256?: string) => {
    const u = new URL(url);
    const res = await fetch(`${s.base}${u.pathname}${sha256 ? `?sha256=${sha256}` : ''}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    return ProofVerification.parse(await res.json());
  };

  beforeAll(async () => {
    s = await startWithPricing({ PORTAL_URL: 'http://portal.test' });
    id = await paid(
      s.base,
      alice,
      fullDraft({ name: 'Eid Proof', startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    const plays = Array.from({ length: PLAYS }, (_, i) => {
      const where = { adServingId: crypto.randomUUID(), campaignId: id, platformId: 'p', ...WHERE[i % WHERE.length]! };
      return makeEvent('delivery', 'ad.played', id, {
        ...where,
        subscriberHash: crypto.createHash('sha256').update(`s${i}`).digest('hex'),
        pricePerPlayPkr: 1,
        playedAt: `${where.date}T13:30:00.000Z`,
      });
    });
    await s.deps.bus.publish('delivery', plays);
    await eventually(async () => {
      const a = AnalyticsResponse.parse(
        (await call(s.base, 'GET', `/api/analytics?campaignId=${id}`, { as: alice })).body,
      );
      return a.totals.impressions === PLAYS || undefined;
    }, 60_000);
    // It ends short, so a credit note is issued and the proof must state it.
    const booking = { cities: ['karachi'], startDate: null, endDate: null, timeSlots: [], expectedImpressions: 0 };
    await s.deps.bus.publish('campaigns', [
      makeEvent('campaigns', 'campaign.status_changed', id, {
        ownerId: alice.id,
        from: 'live',
        to: 'completed',
        by: 'scheduler',
        booking,
      }),
    ]);
    await eventually(async () => {
      const r = CreditNoteList.parse((await call(s.base, 'GET', '/api/billing/credit-notes', { as: alice })).body);
      return r.items.length || undefined;
    }, 60_000);
    guaranteed = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.quote.estImpressions;
  }, 180_000);
  afterAll(async () => {
    await s.stop();
  });

  it('when the owner downloads it, then pdftotext reads plays by day, hour and city, the guarantee, the credit note and the signed statement, and the verification URL confirms the file', async () => {
    const res = await proof(`campaignId=${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    const text = await pdftotext(pdf);
    expect(text).toContain('Proof of Play');
    expect(text).toContain('Eid Proof');
    expect(text).toMatch(new RegExp(`Guaranteed plays: ${guaranteed.toLocaleString('en-US')}`));
    expect(text).toMatch(/Plays delivered: 30\b/);
    expect(text).toMatch(/Credit note: CN-\d{4}-\d{6}: [\d,]+ plays credited, PKR [\d,.]+/);
    // 30 plays over three cells in turn: 10 each.
    expect(text).toMatch(/2030-01-10\s+20\n/);
    expect(text).toMatch(/2030-01-11\s+10\n/);
    expect(text).toMatch(/18-19\s+20\n/);
    expect(text).toMatch(/karachi\s+20\n/);
    expect(text).toMatch(/lahore\s+10\n/);
    const content = /Content SHA-256:\s+([0-9a-f]{64})/.exec(text)?.[1];
    expect(content).toBeDefined();
    expect(text).toMatch(/Signature \(HMAC-SHA256\):\s+[0-9a-f]{64}/);
    const url = /(http:\/\/portal\.test\/api\/proof-of-play\/verify\/POP-[\w-]+)/.exec(text)?.[1];
    expect(url).toBeDefined();

    const fileHash = crypto.createHash('sha256').update(pdf).digest('hex');
    const plain = await verify(url!);
    expect(plain).toMatchObject({ issued: true, fileMatches: null, campaignName: 'Eid Proof', deliveredPlays: 30 });
    expect(plain).toMatchObject({ guaranteedPlays: guaranteed, fileSha256: fileHash, contentSha256: content });
    expect(await verify(url!, fileHash.toUpperCase())).toMatchObject({ issued: true, fileMatches: true });

    // A person opening the link gets the page, with the same verdict.
    const page = await (await fetch(`${s.base}${new URL(url!).pathname}?sha256=${fileHash}`)).text();
    expect(page).toContain('Genuine: this file is the document RBT Ads issued, unchanged.');
  });

  it('when the PDF is tampered with (one figure changed) or the id is made up, then the check fails', async () => {
    const pdf = Buffer.from(await (await proof(`campaignId=${id}`)).arrayBuffer());
    const url = /(http:\/\/portal\.test\/api\/proof-of-play\/verify\/POP-[\w-]+)/.exec(await pdftotext(pdf))![1]!;
    const tampered = tamperDelivered(pdf);
    expect(await pdftotext(tampered)).toMatch(/Plays delivered: 31\b/);
    const hash = crypto.createHash('sha256').update(tampered).digest('hex');
    expect(await verify(url, hash)).toMatchObject({ issued: true, fileMatches: false });
    const page = await (await fetch(`${s.base}${new URL(url).pathname}?sha256=${hash}`)).text();
    expect(page).toContain('This file is NOT the issued document');

    const made = await verify(`http://portal.test/api/proof-of-play/verify/POP-${'A'.repeat(16)}`, hash);
    expect(made).toMatchObject({ issued: false, fileMatches: false, campaignName: null });
    // A record slipped into the database without the product's signature is not genuine either.
    await s.deps.mongo.db!.collection('proofs_of_play').insertOne({
      _id: 'POP-forged',
      campaignName: 'Eid Proof',
      fileSha256: hash,
      contentSha256: hash,
      signature: 'f'.repeat(64),
      issuedAt: new Date(),
    } as never);
    expect(await verify('http://portal.test/api/proof-of-play/verify/POP-forged', hash)).toMatchObject({
      issued: false,
    });
  });

  it('when another owner asks for it, then 404; a bad SHA-256 is a 400; the Urdu proof reads back in Urdu', async () => {
    expect((await proof(`campaignId=${id}`, bob)).status).toBe(404);
    const bad = await fetch(`${s.base}/api/proof-of-play/verify/POP-x?sha256=nothex`);
    expect(bad.status).toBe(400);
    const ur = await proof(`campaignId=${id}&lang=ur`);
    expect(ur.status).toBe(200);
    const text = await pdftotext(Buffer.from(await ur.arrayBuffer()));
    expect(text).toContain('POP-');
    expect(text).toMatch(/[\u0600-\u06ff]/);
  });
});
