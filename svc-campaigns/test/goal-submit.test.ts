import { admin, call } from '@rbt/test-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, createDraft, estimateFor, fullDraft } from './fixtures';

describe('svc-campaigns submit prices the goal (issue 15)', () => {
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

  it('when a quote is locked, then the campaign list carries its price per play, base, total and plays for the card', async () => {
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
      pricePerPlay: q.weightedCpm / 1000,
      baseCost: q.baseCost,
      totalCost: q.totalCost,
      estImpressions: q.estImpressions,
    });
  });

  it("when a filtered budget quote is locked, then it keeps the quote's target audience and plays per day, and the admin row its guaranteed plays (issue 28)", async () => {
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
