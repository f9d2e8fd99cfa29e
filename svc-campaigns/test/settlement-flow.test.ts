import crypto from 'node:crypto';
import { call, eventually, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { signIdentity } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AnalyticsResponse, CreditNoteList, NotificationList } from '@rbt/contracts';
import { pdfText } from '@rbt/test-kit/src/pdf-text';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, fullDraft, paid } from './fixtures';

const PLAYS = 7;

describe('settlement: a campaign that ended short is credited (credit note, Billing list, notification)', () => {
  let s: WithPricing;
  let id: string;
  beforeAll(async () => {
    s = await startWithPricing();
    id = await paid(
      s.base,
      alice,
      fullDraft({ name: 'Short Eid', startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    const plays = Array.from({ length: PLAYS }, (_, i) =>
      makeEvent('delivery', 'ad.played', id, {
        adServingId: crypto.randomUUID(),
        campaignId: id,
        platformId: 'p',
        date: '2030-01-10',
        city: 'karachi',
        timeSlot: '18-19',
        subscriberHash: crypto.createHash('sha256').update(`s${i}`).digest('hex'),
        pricePerPlayPkr: 1,
        playedAt: '2030-01-10T13:00:00.000Z',
      }),
    );
    await s.deps.bus.publish('delivery', plays);
    await eventually(async () => {
      const a = AnalyticsResponse.parse(
        (await call(s.base, 'GET', `/api/analytics?campaignId=${id}`, { as: alice })).body,
      );
      return a.totals.impressions === PLAYS || undefined;
    }, 60_000);
    const booking = { cities: ['karachi'], startDate: null, endDate: null, timeSlots: [], expectedImpressions: 0 };
    const ended = makeEvent('campaigns', 'campaign.status_changed', id, {
      ownerId: alice.id,
      from: 'live',
      to: 'completed',
      by: 'scheduler',
      booking,
    });
    // Sent twice: a redelivered completion must not credit twice.
    await s.deps.bus.publish('campaigns', [ended, { ...ended, eventId: crypto.randomUUID() }]);
  }, 180_000);
  afterAll(async () => {
    await s.stop();
  });

  it('when it completes short, then Billing lists one credit note for the unplayed plays, every line pro rata, and its PDF reads back', async () => {
    const list = await eventually(async () => {
      const r = CreditNoteList.parse((await call(s.base, 'GET', '/api/billing/credit-notes', { as: alice })).body);
      return r.items.length ? r : undefined;
    }, 60_000);
    const q = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.quote;
    const note = list.items[0]!;
    expect(list.items).toHaveLength(1);
    expect(note).toMatchObject({ campaignId: id, playsRun: PLAYS, playsCredited: q.estImpressions - PLAYS });
    const invoice = (await call(s.base, 'GET', '/api/invoices', { as: alice })).body.items[0];
    const share = (q.estImpressions - PLAYS) / q.estImpressions;
    for (const l of note.lines) {
      const original = invoice.lines.find((x: { code: string }) => x.code === l.code).amountPkr as number;
      expect(Math.abs(l.amountPkr - original * share)).toBeLessThanOrEqual(0.005);
    }
    const res = await fetch(`${s.base}/api/billing/credit-notes/${note.id}/credit-note.pdf`, {
      headers: signIdentity(TEST_INTERNAL_SECRET, alice),
    });
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    for (const t of ['Credit Note', note.number, invoice.number, `${PLAYS} of ${q.estImpressions}`])
      expect(text).toContain(t);
    const other = await fetch(`${s.base}/api/billing/credit-notes/${note.id}/credit-note.pdf`, {
      headers: signIdentity(TEST_INTERNAL_SECRET, bob),
    });
    expect(other.status).toBe(404);
    expect((await call(s.base, 'GET', '/api/billing/credit-notes', { as: bob })).body.items).toEqual([]);
  }, 90_000);

  it('when it completes short, then the owner is told how many plays ran and how many were credited', async () => {
    const n = await eventually(async () => {
      const r = NotificationList.parse((await call(s.base, 'GET', '/api/notifications', { as: alice })).body);
      return r.items.find((x) => x.text.includes('credited'));
    }, 60_000);
    expect(n.text).toMatch(
      new RegExp(`Short Eid ended with ${PLAYS} of [\\d,]+ guaranteed plays: [\\d,]+ plays \\(PKR`),
    );
  }, 90_000);
});

describe('settlement: a completion that lands between a batch counted and its campaign credited', () => {
  let s: WithPricing;
  afterAll(async () => {
    await s?.stop();
  });

  it('when the plays are in the delivery cells but not yet on the campaign, then the credit note counts them as run', async () => {
    s = await startWithPricing();
    const id = await paid(
      s.base,
      alice,
      fullDraft({ name: 'Late credit', startDate: '2030-02-10', endDate: '2030-02-12', daysOfWeek: [] }),
    );
    // The batch's first write only: the cells hold the plays, the campaign's credit is still pending.
    const plays = Array.from({ length: PLAYS }, () => ({ eventId: crypto.randomUUID(), pricePerPlayPkr: 1 }));
    const place = { campaignId: id, date: '2030-02-10', timeSlot: '18-19', city: 'karachi' };
    const write = { place, plays, listens: [], uniqueUsers: PLAYS, campaignReach: PLAYS };
    await s.deps.analytics.recordBatch([write], new Date());
    expect((await s.deps.campaigns.get(id))?.delivery?.impressions ?? 0).toBe(0);
    const booking = { cities: ['karachi'], startDate: null, endDate: null, timeSlots: [], expectedImpressions: 0 };
    const data = { ownerId: alice.id, from: 'live' as const, to: 'completed' as const, by: 'scheduler', booking };
    await s.deps.bus.publish('campaigns', makeEvent('campaigns', 'campaign.status_changed', id, data));
    const note = await eventually(async () => {
      const r = CreditNoteList.parse((await call(s.base, 'GET', '/api/billing/credit-notes', { as: alice })).body);
      return r.items.find((n) => n.campaignId === id);
    }, 60_000);
    const q = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.quote;
    expect(note).toMatchObject({ playsRun: PLAYS, playsCredited: q.estImpressions - PLAYS });
  }, 180_000);
});
