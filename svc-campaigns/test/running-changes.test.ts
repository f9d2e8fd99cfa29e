import { call, admin, eventually, payAtJazzcashStandIn } from '@rbt/test-kit';
import type { EventOf } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, createDraft, fullDraft, paid } from './fixtures';
import { runSchedule } from '../src/campaigns/domain/scheduler-use-case';

jest.setTimeout(60_000);

describe('svc-campaigns: changing a running campaign', () => {
  let s: WithPricing;
  const before = new Date('2029-12-01T10:00:00Z');
  let now = before;
  const extended: EventOf<'campaigns', 'campaign.booking_extended'>[] = [];

  beforeAll(async () => {
    s = await startWithPricing({ OUTBOX_RELAY_INTERVAL_MS: '200' }, { clock: () => now });
    await s.deps.bus.subscribe('campaigns', 'running-changes-test', {
      'campaign.booking_extended': async (e) => {
        extended.push(e);
      },
    });
  });
  afterAll(async () => {
    await s.stop();
  });

  /** Paid, approved and started on 2030-01-10; the clock then stays on its first day. */
  async function liveCampaign(overrides: Record<string, unknown> = {}): Promise<string> {
    now = before;
    const id = await paid(s.base, alice, fullDraft({ startDate: '2030-01-10', endDate: '2030-01-16', ...overrides }));
    await call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, { as: admin(), body: { status: 'scheduled' } });
    now = new Date('2030-01-10T05:00:00Z');
    await runSchedule(s.deps);
    return id;
  }
  /** A top-up paid by JazzCash wallet through the stand-in; answers the checkout and, once paid, the invoice. */
  const topUp = async (id: string, body: object, key = `k-${Math.random()}`, as = alice) => {
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/top-ups`, {
      as,
      body: { provider: 'jazzcash', method: 'wallet', ...body },
      headers: { 'idempotency-key': key },
    });
    if (r.status !== 201) return r;
    const { returned } = await payAtJazzcashStandIn(r.body.checkout, { returnBase: s.base });
    expect(returned!.status).toBe(303);
    const status = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${r.body.payment.reference}`, { as });
    const invoice = (await call(s.base, 'GET', `/api/invoices/${status.body.payment.invoiceId}`, { as })).body;
    return { ...r, body: { ...r.body, invoice } };
  };

  it('when a live campaign is loaded, then its locked fields come with plain reasons and a refused save says why', async () => {
    const id = await liveCampaign();
    const detail = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
    expect(detail.editRules.locked.cities).toMatch(/Who hears a paid campaign is fixed/);
    expect(detail.editRules.locked.budget).toMatch(/Add budget or days/);
    expect(detail.editRules.locked.name).toBeUndefined();
    // Each reason also as a code, which the wizard words in the page's language.
    expect(detail.editRules.lockedWhy).toMatchObject({ cities: 'audience', startDate: 'times', budget: 'topUp' });
    expect(Object.keys(detail.editRules.lockedWhy)).toEqual(Object.keys(detail.editRules.locked));
    expect(detail.actions).toEqual({
      cancel: false,
      pause: true,
      resume: false,
      resumeBlocked: null,
      resumeBlockedBy: null,
      topUp: true,
    });

    const r = await call(s.base, 'PATCH', `/api/campaigns/${id}`, {
      as: alice,
      body: { cities: ['karachi', 'lahore', 'hyderabad'] },
    });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(`This change was not saved. ${detail.editRules.locked.cities}`);
    expect(r.body.error.message).not.toMatch(/could raise its price|cities,|\(live\)/);
    expect(r.body.error.details.reasons.cities).toBe(detail.editRules.locked.cities);
    const script = await call(s.base, 'PATCH', `/api/campaigns/${id}`, {
      as: alice,
      body: { ttsConfig: { script: 'A new script', voice: 'ayesha', language: 'urdu' } },
    });
    // A new ad is taken, but waits for review beside the approved one (creative-swap.test.ts).
    expect(script.status).toBe(200);
    expect(script.body.pendingCreative.ttsConfig.script).toBe('A new script');
    expect(script.body.ttsConfig.script).toBe(detail.ttsConfig.script);
    expect((await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: { name: 'Renamed' } })).status).toBe(
      200,
    );
  });

  it('when the owner pauses and resumes, then it runs again; an admin pause cannot be undone by the owner', async () => {
    const id = await liveCampaign();
    expect((await call(s.base, 'POST', `/api/campaigns/${id}/pause`, { as: alice })).body.actions.resume).toBe(true);
    // The dashboard card offers the same action from the list, without opening the details.
    const listed = (await call(s.base, 'GET', '/api/campaigns', { as: alice })).body.find(
      (c: { id: string }) => c.id === id,
    );
    expect(listed.actions).toMatchObject({ pause: false, resume: true, resumeBlocked: null });
    const resumed = await call(s.base, 'POST', `/api/campaigns/${id}/resume`, { as: alice });
    expect(resumed.status).toBe(200);
    expect(resumed.body.status).toBe('live');
    expect(resumed.body.statusHistory.at(-1)).toMatchObject({ from: 'paused', to: 'live', by: 'you' });
    expect((await call(s.base, 'POST', `/api/campaigns/${id}/resume`, { as: alice })).status).toBe(409);

    await call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, { as: admin(), body: { status: 'paused' } });
    const blocked = await call(s.base, 'POST', `/api/campaigns/${id}/resume`, { as: alice });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.message).toMatch(/^The review team paused this campaign, so only they can resume it/);
    const detail = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
    expect(detail.actions).toMatchObject({
      resume: false,
      resumeBlocked: blocked.body.error.message,
      resumeBlockedBy: 'review_team',
    });
    const row = (await call(s.base, 'GET', '/api/campaigns', { as: alice })).body.find(
      (c: { id: string }) => c.id === id,
    );
    expect(row.actions).toEqual(detail.actions);
    expect((await call(s.base, 'POST', `/api/campaigns/${id}/resume`, { as: bob })).status).toBe(404);
  });

  it('when the owner raises the budget, then the added plays get their own invoice and the booking is extended', async () => {
    const id = await liveCampaign();
    const old = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.quote;
    const q = await call(s.base, 'POST', `/api/campaigns/${id}/top-up/quote`, {
      as: alice,
      body: { extraBudgetPkr: 20000 },
    });
    expect(q.status).toBe(200);
    expect(q.body.addedPlays).toBe(Math.floor(20000 / q.body.pricePerPlay + 1e-9));
    expect(q.body.baseCost).toBeCloseTo(q.body.addedPlays * q.body.pricePerPlay, 2);
    expect(q.body.vat).toBeCloseTo(q.body.baseCost * 0.16, 2);
    expect(q.body).toMatchObject({ fromDate: '2030-01-10', endDate: '2030-01-16' });

    const r = await topUp(id, { extraBudgetPkr: 20000 });
    expect(r.status).toBe(201);
    expect(r.body.topUp).toEqual(q.body);
    expect(r.body.invoice).toMatchObject({ topUpId: expect.any(String), totalPkr: q.body.totalCost });
    expect(r.body.invoice.lines.map((l: { amountPkr: number }) => l.amountPkr)).toEqual([
      q.body.baseCost,
      q.body.platformFee,
      q.body.vat,
    ]);
    const invoices = (await call(s.base, 'GET', '/api/invoices', { as: alice })).body.items.filter(
      (i: { campaignId: string }) => i.campaignId === id,
    );
    expect(invoices).toHaveLength(2);
    const after = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
    // The plays already paid keep their price: the new total is the old one plus the top-up's.
    expect(after.quote.estImpressions).toBe(old.estImpressions + q.body.addedPlays);
    expect(after.quote.totalCost).toBeCloseTo(old.totalCost + q.body.totalCost, 2);
    expect(after.quote.topUps).toHaveLength(1);
    // The quote's plays per day follow the added plays over the same play days: Mon 14 and Tue 15.
    expect(after.quote.playsPerDay).toBe(Math.round(after.quote.estImpressions / 2));
    expect(after.quote.playsPerDay).toBeGreaterThan(old.playsPerDay);
    const e = await eventually(() => extended.find((x) => x.aggregateId === id));
    expect(e.data.added).toEqual({
      startDate: '2030-01-10',
      endDate: '2030-01-16',
      expectedImpressions: q.body.addedPlays,
    });
    expect(e.data.booking.expectedImpressions).toBe(after.quote.estImpressions);
    expect(e.data.booking.serving?.pricePerPlayPkr).toBeCloseTo(after.quote.totalCost / after.quote.estImpressions, 6);
    // The receipt of the top-up is its own payment's.
    const pdf = await call(s.base, 'GET', `/api/invoices/${r.body.invoice.id}/receipt.pdf`, { as: alice });
    expect(pdf.status).toBe(200);
  });

  it('when the end date is extended, then the added days are bought at the campaign’s pace', async () => {
    const id = await liveCampaign({ daysOfWeek: [] });
    const old = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
    const r = await topUp(id, { endDate: '2030-01-23' });
    expect(r.status).toBe(201);
    expect(r.body.topUp).toMatchObject({ fromDate: '2030-01-17', endDate: '2030-01-23' });
    expect(r.body.topUp.addedPlays).toBe(old.quote.estImpressions); // 7 more days at the pace of 7
    const after = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
    expect(after.endDate).toBe('2030-01-23');
    // Twice the plays over twice the days: the same pace per day.
    expect(after.quote.playsPerDay).toBe(Math.round(after.quote.estImpressions / 14));
  });

  it('when a top-up is hostile, then 404 for another’s campaign, 409 on a draft, 400 for zero, negative or nothing', async () => {
    const id = await liveCampaign();
    expect((await topUp(id, { extraBudgetPkr: 20000 }, 'k1', bob)).status).toBe(404);
    const draft = await createDraft(s.base);
    const onDraft = await topUp(draft, { extraBudgetPkr: 20000 });
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.error.message).toMatch(/only to an approved campaign/);
    const cases: [object, string][] = [
      [{ extraBudgetPkr: 0 }, 'extraBudgetPkr'],
      [{ extraBudgetPkr: -5 }, 'extraBudgetPkr'],
      [{}, 'extraBudgetPkr'],
      [{ endDate: '2030-01-12' }, 'endDate'],
      [{ extraBudgetPkr: '5000' }, 'extraBudgetPkr'],
    ];
    for (const [body, path] of cases) {
      const r = await topUp(id, body);
      expect([r.status, r.body.error.details?.[0]?.path]).toEqual([400, path]);
    }
    expect((await topUp(id, { amountPkr: 1 })).status).toBe(400);
    expect((await topUp(id, { extraBudgetPkr: 0 })).body.error.message).toMatch(/Added budget must be above PKR 0/);
    const unchanged = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
    expect(unchanged.quote.topUps).toBeUndefined();
  });
});
