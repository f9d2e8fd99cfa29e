import crypto from 'node:crypto';
import { admin, call, eventually, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { parse } from 'csv-parse/sync';
import { CreativeResults } from '@rbt/contracts';
import { signIdentity } from '@rbt/service-kit';
import { startWithPricingAndMedia } from './with-pricing';
import { alice, fullDraft, paid } from './fixtures';
import { runSchedule } from '../src/campaigns/domain/scheduler-use-case';
import { pdftotext } from './pdf-text';

jest.setTimeout(300_000);

const hash = (i: number) =>
  crypto
    .createHash('sha256')
    .update(`+9233${String(i).padStart(8, '0')}`)
    .digest('hex');

describe('svc-campaigns: results per creative and the split test', () => {
  let s: Awaited<ReturnType<typeof startWithPricingAndMedia>>;
  let now = new Date('2029-12-01T10:00:00Z');
  let id = '';
  let second = '';

  /** `n` plays of one creative (absent: the campaign's own), the first `completes` listened to the end. */
  function plays(creativeId: string | undefined, n: number, completes: number, from: number) {
    return Array.from({ length: n }, (_, i) => {
      const d = {
        adServingId: crypto.randomUUID(),
        campaignId: id,
        platformId: 'platform-test',
        date: '2030-01-10',
        city: 'karachi',
        timeSlot: '18-19',
        ...(creativeId ? { creativeId } : {}),
      };
      const at = '2030-01-10T13:30:00.000Z';
      const played = makeEvent('delivery', 'ad.played', id, {
        ...d,
        subscriberHash: hash(from + i),
        pricePerPlayPkr: 1,
        playedAt: at,
      });
      const done = i < completes ? [makeEvent('delivery', 'ad.progressed', id, { ...d, event: 'complete', at })] : [];
      return [played, ...done];
    }).flat();
  }
  const results = async () => {
    const r = await call(s.base, 'GET', `/api/campaigns/${id}/creative-results`, { as: alice });
    return CreativeResults.parse(r.body);
  };

  beforeAll(async () => {
    s = await startWithPricingAndMedia({}, { clock: () => now });
    id = await paid(s.base, alice, fullDraft({ startDate: '2030-01-10', endDate: '2030-01-16' }));
    await call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, { as: admin(), body: { status: 'scheduled' } });
    now = new Date('2030-01-10T05:00:00Z');
    await runSchedule(s.deps);
    const tts = await call(s.media.base, 'POST', '/api/tts/generate', {
      as: alice,
      body: { script: 'Doosra', voice: 'sara', language: 'english' },
    });
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/creatives`, {
      as: alice,
      body: { type: 'tts', fileUrl: tts.body.audioUrl, rightsConfirmed: true },
    });
    second = r.body.creativeId;
    await call(s.base, 'POST', `/api/admin/campaigns/${id}/creatives/${second}/approve`, { as: admin() });
    await call(s.base, 'PUT', `/api/campaigns/${id}/rotation`, { as: alice, body: { mode: 'split_test' } });
  }, 180_000);
  afterAll(async () => {
    await s.stop();
  });

  const publish = async (events: ReturnType<typeof plays>) => {
    for (let i = 0; i < events.length; i += 500) await s.deps.bus.publish('delivery', events.slice(i, i + 500));
  };

  it('when one creative has fewer than 1,000 plays, then each ad has its own figures and no winner is called', async () => {
    // The campaign's own ad: its events name no creative (as before several ads) or its own id; both count as it.
    await publish([...plays(undefined, 500, 300, 0), ...plays(id, 500, 300, 500), ...plays(second, 999, 100, 5000)]);
    const r = await eventually(async () => {
      const b = await results();
      // Every play counted: the second ad's completes come early in its plays, so they alone say nothing.
      const [one, two] = b.creatives;
      return one?.plays === 1000 && one.completes === 600 && two?.plays === 999 && two.completes === 100
        ? b
        : undefined;
    }, 240_000);
    expect(r.creatives.map((c) => [c.ordinal, c.plays, c.completes])).toEqual([
      [1, 1000, 600],
      [2, 999, 100],
    ]);
    expect(r.creatives[1]?.uniqueReach).toBeGreaterThan(980);
    expect(r.splitTest).toMatchObject({ state: 'waiting', winnerId: null, confidencePct: null });
  });

  it('when both reach 1,000 plays and differ clearly, then the better ad wins with the confidence shown', async () => {
    await publish(plays(second, 1, 0, 6000));
    const r = await eventually(async () => {
      const b = await results();
      return b.splitTest.state !== 'waiting' ? b : undefined;
    }, 240_000);
    expect(r.splitTest.state).toBe('winner');
    expect(r.splitTest.winnerId).toBe(id);
    expect(r.splitTest.confidencePct).toBeGreaterThan(99.9);
  });

  it('when the owner downloads the CSV, then each ad has rows of its own whose plays add up to its results', async () => {
    const res = await fetch(`${s.base}/api/analytics/export.csv?campaignId=${id}`, {
      headers: signIdentity(TEST_INTERNAL_SECRET, alice),
    });
    const rows: Record<string, string>[] = parse(Buffer.from(await res.arrayBuffer()), { bom: true, columns: true });
    const plays = new Map<string, number>();
    for (const row of rows) plays.set(row.ad_id as string, (plays.get(row.ad_id as string) ?? 0) + Number(row.plays));
    expect(Object.fromEntries(plays)).toEqual({ [id]: 1000, [second]: 1000 });
  });

  it('when callers press 1 after each ad, then each ad shows its own responses and response rate', async () => {
    const press = (creativeId: string | undefined, sandbox = false) =>
      s.capacity.deps.responses.insert(
        {
          _id: crypto.randomUUID(),
          campaignId: id,
          ...(creativeId ? { creativeId } : {}),
          platformId: 'platform-test',
          sandbox,
          kind: 'callback',
          pressedAt: new Date('2030-01-10T13:31:00.000Z'),
          date: '2030-01-10',
        },
        null,
      );
    // Capacity counts responses of the campaigns it booked (this suite's capacity hears no booking event).
    const cell = { date: '2030-01-10', city: 'karachi', timeSlot: '18-19', n: 2000 };
    await s.capacity.deps.reservations.save({
      _id: id,
      state: 'reserved',
      cells: [cell],
      impressions: 2000,
      shortSlots: [],
    });
    // The campaign's own ad: a decision that chose no creative (as before several ads) or its own id.
    for (const c of [undefined, undefined, id, second, second, second, second, second]) await press(c);
    await press(second, true);
    const r = await eventually(async () => {
      const b = await results();
      return b.creatives[0]?.responses === 3 ? b : undefined;
    }, 60_000);
    expect(r.creatives.map((c) => [c.ordinal, c.plays, c.responses, c.responseRatePct])).toEqual([
      [1, 1000, 3, 0.3],
      [2, 1000, 5, 0.5],
    ]);
  });

  it('when the owner downloads the proof of play, then pdftotext reads each ad’s plays by day, hour and city', async () => {
    const res = await fetch(`${s.base}/api/analytics/proof-of-play.pdf?campaignId=${id}`, {
      headers: signIdentity(TEST_INTERNAL_SECRET, alice),
    });
    expect(res.status).toBe(200);
    const text = await pdftotext(Buffer.from(await res.arrayBuffer()));
    expect(text).toMatch(/Plays delivered: 2,000\b/);
    const [campaign, one, two] = text.split(/Ad [12]: /);
    expect(campaign).toMatch(/karachi\s+2,000\n/);
    expect(one).toMatch(/^1,000 plays/);
    expect(one).toContain(`UniversalAdId: ${id}\n`);
    expect(two).toMatch(/^1,000 plays/);
    expect(two).toContain(`UniversalAdId: ${second}\n`);
    for (const ad of [one, two]) {
      expect(ad).toMatch(/2030-01-10\s+1,000\n/);
      expect(ad).toMatch(/18-19\s+1,000\n/);
      expect(ad).toMatch(/karachi\s+1,000\n/);
    }
  });
});
