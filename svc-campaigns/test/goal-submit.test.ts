import { admin, call } from '@rbt/test-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, createDraft, estimateFor, fullDraft } from './fixtures';

describe('svc-campaigns submit prices the goal', () => {
  let s: WithPricing;
  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(async () => {
    await s.stop();
  });

  const submit = (id: string) =>
    call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: true } });
  const stored = (id: string) => s.deps.mongo.collection('campaigns').findOne({ _id: id as never });

  it('when a PKR 50,000 budget is submitted, then the locked base is within one play of it, plays = base ÷ price per play and reach ≤ plays', async () => {
    const draft = fullDraft({ budget: 50_000 });
    const id = await createDraft(s.base, alice, draft);
    const r = await submit(id);
    expect(r.status).toBe(200);
    const q = r.body.quote;
    const perPlay = (await estimateFor(s.pricing.base, draft)).costPerGVA;
    expect(50_000 - q.baseCost).toBeGreaterThanOrEqual(0);
    expect(50_000 - q.baseCost).toBeLessThan(perPlay);
    expect(q.estImpressions).toBe(Math.round(q.baseCost / perPlay));
    expect(q.estReach).toBeLessThanOrEqual(q.estImpressions);
    expect(q.totalCost).toBeCloseTo(q.baseCost + q.platformFee + q.vat, 2);
  });

  it('when the plays asked exceed what the hours can take, then 409 before anything is locked, naming what fits and its price', async () => {
    // 2030-01-14 is a Monday; the admin allows 3,000 plays in Karachi 18-19 that day.
    const day = { startDate: '2030-01-14', endDate: '2030-01-14', daysOfWeek: [], timeSlots: ['18-19'] };
    const upload = { date: day.startDate, city: 'karachi', slots: [{ timeSlot: '18-19', totalCapacity: 3000 }] };
    expect(
      (await call(s.capacity.base, 'POST', '/api/admin/capacity/upload', { as: admin(), body: upload })).status,
    ).toBe(200);
    const asked = (targetImpressions: number) =>
      fullDraft({ cities: ['karachi'], ...day, goalType: 'impressions', targetImpressions });
    const draft = asked(5000);
    const id = await createDraft(s.base, alice, draft);
    const r = await submit(id);
    expect(r.status).toBe(409);
    const fits = await estimateFor(s.pricing.base, asked(3000));
    expect(r.body.error).toMatchObject({
      code: 'not_feasible',
      details: { requestedPlays: 5000, feasiblePlays: 3000, feasibleTotalCost: fits.checkout.total },
    });
    expect(r.body.error.message).toBe(
      `At most 3,000 plays fit in these hours; choose more days or hours, or PKR ${fits.checkout.total.toLocaleString('en-US')} buys what fits.`,
    );
    expect(await stored(id)).toMatchObject({ status: 'draft', quote: null });
    const fitting = await createDraft(s.base, alice, asked(3000));
    expect((await submit(fitting)).status).toBe(200);
  });

  /** A submitted campaign for 2,000 plays in Karachi 18-19 on `date`, whose hour then takes only 500. */
  async function submittedThenFilled(date: string): Promise<string> {
    const day = { startDate: date, endDate: date, daysOfWeek: [], timeSlots: ['18-19'] };
    const id = await createDraft(
      s.base,
      alice,
      fullDraft({ cities: ['karachi'], ...day, goalType: 'impressions', targetImpressions: 2000 }),
    );
    expect((await submit(id)).status).toBe(200);
    const upload = { date, city: 'karachi', slots: [{ timeSlot: '18-19', totalCapacity: 500 }] };
    expect(
      (await call(s.capacity.base, 'POST', '/api/admin/capacity/upload', { as: admin(), body: upload })).status,
    ).toBe(200);
    return id;
  }
  const pay = (id: string) =>
    call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
      as: alice,
      body: { provider: 'jazzcash', method: 'wallet' },
      headers: { 'idempotency-key': `pay-${id}` },
    });

  it('when the hours of a submitted campaign fill up before it is paid, then starting the payment (hosted or bank transfer) is refused 409 with what still fits, and nothing is opened', async () => {
    // 2030-01-28 is a Monday; 2,000 plays fit in Karachi 18-19 when the quote is locked, then the admin allows 500.
    const id = await submittedThenFilled('2030-01-28');
    const r = await pay(id);
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({
      code: 'not_feasible',
      details: { requestedPlays: 2000, feasiblePlays: 500 },
    });
    expect(r.body.error.message).toMatch(/^At most 500 plays fit in these hours/);
    const bank = await call(s.base, 'POST', `/api/campaigns/${id}/bank-transfer`, { as: alice });
    expect(bank.status).toBe(409);
    expect(bank.body.error.code).toBe('not_feasible');
    expect(await s.deps.mongo.collection('payment_attempts').countDocuments({ campaignId: id })).toBe(0);
    expect(await stored(id)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('when a quote is locked, then the places it was found to fit are locked with it, and the payment asks capacity for those places, not for the parts stored beside them', async () => {
    // 2030-02-04 is a Monday.
    const id = await submittedThenFilled('2030-02-04');
    expect((await stored(id))?.quotePlaces).toEqual({
      startDate: '2030-02-04',
      endDate: '2030-02-04',
      cities: ['karachi'],
      timeSlots: ['18-19'],
      daysOfWeek: [],
      gender: fullDraft().gender,
      deviceType: fullDraft().deviceType,
      valueTier: fullDraft().valueTier,
    });
    // The stored schedule says another day (no use case writes this while awaiting payment): the lock still rules.
    await s.deps.mongo
      .collection('campaigns')
      .updateOne(
        { _id: id as never },
        { $set: { 'schedule.startDate': '2030-02-05', 'schedule.endDate': '2030-02-05' } },
      );
    const r = await pay(id);
    expect(r.status).toBe(409);
    expect(r.body.error.details).toMatchObject({ requestedPlays: 2000, feasiblePlays: 500 });
  });

  it('when a quote was locked before its places were kept, then the payment rebuilds them from the campaign and still refuses what no longer fits', async () => {
    // 2030-02-11 is a Monday.
    const id = await submittedThenFilled('2030-02-11');
    await s.deps.mongo.collection('campaigns').updateOne({ _id: id as never }, { $unset: { quotePlaces: '' } });
    const r = await pay(id);
    expect(r.status).toBe(409);
    expect(r.body.error.details).toMatchObject({ requestedPlays: 2000, feasiblePlays: 500 });
    expect(await s.deps.mongo.collection('payment_attempts').countDocuments({ campaignId: id })).toBe(0);
  });

  it("when most of an hour's forecast calls are bought, then the locked quote's delivery confidence is the feasibility's (low), not the audience's (high)", async () => {
    // Yesterday 10,000 calls came in Karachi 06-07: the forecast of that hour on any day (svc-pricing knows only the
    // audience, which is far larger).
    const yesterday = new Date(Date.now() + 5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const prefix = s.capacity.deps.config.SERVING_KEY_PREFIX;
    await s.capacity.deps.redis.hset(`${prefix}tr:{karachi}:${yesterday}:06-07`, 'all|-|-', '10000');
    const day = { startDate: '2030-01-21', endDate: '2030-01-21', daysOfWeek: [], timeSlots: ['06-07'] };
    // Everyone in Karachi: every one of those calls can hear it (a filtered audience hears only its share).
    const everyone = { gender: 'all', deviceType: 'all', valueTier: 'all' };
    const draft = fullDraft({
      cities: ['karachi'],
      ...day,
      ...everyone,
      goalType: 'impressions',
      targetImpressions: 9000,
    });
    expect((await estimateFor(s.pricing.base, draft)).deliveryConfidence).toBe('high');
    const r = await submit(await createDraft(s.base, alice, draft));
    expect(r.status).toBe(200);
    // 9,000 of 10,000 forecast calls: a load above four fifths.
    expect(r.body.quote.deliveryConfidence).toBe('low');
  });

  it('when a quote is locked, then the campaign list carries the one price per play (total ÷ plays, as spend counts it), base, total and plays for the card', async () => {
    const id = await createDraft(s.base, alice, fullDraft({ budget: 50_000 }));
    const q = (await submit(id)).body.quote;
    const list = (await call(s.base, 'GET', '/api/campaigns', { as: alice })).body as {
      id: string;
      quote: unknown;
      startDate: string;
    }[];
    // The card says the day it starts (a scheduled card said "Start date TBD").
    expect(list.find((c) => c.id === id)?.startDate).toBe('2030-01-10');
    expect(list.find((c) => c.id === id)?.quote).toEqual({
      // Fee and VAT included: the card's price per play is the rate each counted play adds to spend.
      pricePerPlay: Math.round((q.totalCost / q.estImpressions) * 100) / 100,
      baseCost: q.baseCost,
      totalCost: q.totalCost,
      estImpressions: q.estImpressions,
    });
  });

  it("when a filtered budget quote is locked, then it keeps the quote's target audience and plays per day, and the admin row its guaranteed plays", async () => {
    const draft = fullDraft({ budget: 50_000, gender: 'female', deviceType: 'smartphone', valueTier: 'gold' });
    const id = await createDraft(s.base, alice, draft);
    const q = (await submit(id)).body.quote;
    const quoted = await estimateFor(s.pricing.base, draft);
    expect(quoted.targetedUsers).toBeLessThan(quoted.eligibleBase);
    expect(q).toMatchObject({
      targetedUsers: quoted.targetedUsers,
      playsPerDay: Math.round(quoted.estImpressions / quoted.campaignDays),
      estReach: quoted.estReach,
    });
    const rows = (
      await call(s.base, 'GET', `/api/admin/campaigns?q=${encodeURIComponent(draft.name)}`, { as: admin() })
    ).body.items as { id: string; guaranteedPlays: number }[];
    expect(rows.find((r) => r.id === id)?.guaranteedPlays).toBe(quoted.estImpressions);
  });

  it('when 20,000 plays are the goal, then the locked base is plays × price per play', async () => {
    const draft = fullDraft({ goalType: 'impressions', budget: null, targetImpressions: 20_000 });
    const id = await createDraft(s.base, alice, draft);
    const r = await submit(id);
    expect(r.status).toBe(200);
    const perPlay = (await estimateFor(s.pricing.base, fullDraft())).costPerGVA;
    expect(r.body.quote).toMatchObject({ estImpressions: 20_000, baseCost: Math.round(20_000 * perPlay * 100) / 100 });
  });

  it("when a niche draft is submitted, then the locked quote is svc-pricing's quote of that niche selection, dearer per play than the plain one", async () => {
    const nicheTargeting = {
      interests: ['finance'],
      location: { areas: ['karachi/clifton'], customCities: [] },
      behavior: { deviceBrands: [], deviceModels: [] },
    };
    const draft = fullDraft({ budget: 50_000 });
    const id = await createDraft(s.base, alice, { ...draft, customTargeting: 'niche', nicheTargeting });
    const r = await submit(id);
    expect(r.status).toBe(200);
    const plain = await estimateFor(s.pricing.base, draft);
    const service = { id: 'svc-campaigns', role: 'service', email: '' } as const;
    const body = {
      audience: {
        cities: draft.cities,
        gender: draft.gender,
        valueTier: draft.valueTier,
        deviceType: draft.deviceType,
        niche: nicheTargeting,
      },
      schedule: {
        startDate: draft.startDate,
        endDate: draft.endDate,
        daysOfWeek: draft.daysOfWeek,
        timeSlots: draft.timeSlots,
      },
      controls: { freqCapPerDay: draft.freqCapPerDay },
      goal: { type: 'budget', amountPkr: 50_000 },
    };
    const niche = (await call(s.pricing.base, 'POST', '/api/estimate', { as: service, body })).body;
    expect(niche.costPerGVA).toBeGreaterThan(plain.costPerGVA);
    expect(r.body.quote).toMatchObject({
      baseCost: niche.checkout.baseCost,
      totalCost: niche.checkout.total,
      estImpressions: niche.estImpressions,
    });
  });

  it.each([
    ['no budget', { budget: null }, 'budget', 'Enter a budget in PKR'],
    [
      'no plays',
      { goalType: 'impressions', budget: null, targetImpressions: null },
      'targetImpressions',
      'Enter the number of guaranteed plays',
    ],
    ['a budget below the minimum', { budget: 4_999.99 }, 'budget', 'The minimum budget is PKR 5,000'],
    ['a budget above the ceiling', { budget: 900_000_000 }, 'budget', 'At most PKR'],
    [
      'fewer plays than the minimum',
      { goalType: 'impressions', targetImpressions: 10 },
      'targetImpressions',
      'Buy at least 1,000 plays',
    ],
  ])(
    'when the draft has %s, then submit is a 400 at the field and nothing is saved',
    async (_what, patch, path, message) => {
      const id = await createDraft(s.base, alice, fullDraft(patch));
      const before = await stored(id);
      const r = await submit(id);
      expect(r.status).toBe(400);
      expect(r.body.error.details[0].path).toBe(path);
      expect(r.body.error.details[0].message).toContain(message);
      const after = await stored(id);
      expect(after?.status).toBe('draft');
      expect(after?.quote ?? null).toBeNull();
      expect(after?.updatedAt).toEqual(before?.updatedAt);
    },
  );

  it.each([
    ['a budget with 3 decimals', { budget: 10_000.005 }, 'budget', 'Amount must have at most 2 decimals'],
    [
      'plays that are not a whole number',
      { targetImpressions: 1500.5 },
      'targetImpressions',
      'Plays must be a whole number above 0',
    ],
    ['zero plays', { targetImpressions: 0 }, 'targetImpressions', 'Plays must be a whole number above 0'],
  ])(
    'when a draft edit sends %s, then 400 names the field and the draft keeps its goal',
    async (_what, patch, path, message) => {
      const id = await createDraft(s.base);
      const r = await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: patch });
      expect(r.status).toBe(400);
      expect(r.body.error.details[0]).toMatchObject({ path, message });
      expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body).toMatchObject({
        budget: 50_000,
        targetImpressions: null,
      });
    },
  );
});
