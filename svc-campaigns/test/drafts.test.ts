import { call, admin, advertiser } from '@rbt/test-kit';
import { CampaignDetail, CampaignListItem, DashboardStats, MAX_OPEN_DRAFTS, NO_PLAYABLE_AUDIO } from '@rbt/contracts';
import { startTestServer } from './test-server';
import { alice, bob, createDraft, fullDraft } from './fixtures';

describe('svc-campaigns drafts', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());

  it('when an advertiser creates a campaign with name and objective, then it is a draft with spec defaults in both shapes', async () => {
    const c = await call(s.base, 'POST', '/api/campaigns', {
      as: alice,
      body: { name: 'Launch', objective: 'awareness' },
    });
    expect(c.status).toBe(201);
    const r = await call(s.base, 'GET', `/api/campaigns/${c.body.id}`, { as: alice });
    expect(r.status).toBe(200);
    const d = CampaignDetail.parse(r.body);
    expect(d).toMatchObject({
      name: 'Launch',
      objective: 'awareness',
      status: 'draft',
      gender: 'all',
      valueTier: 'all',
      freqCapPerDay: 2,
      timezone: 'Asia/Karachi',
      pacing: 'even',
      creativeType: 'tts',
      goalType: 'budget',
      rightsConfirmed: false,
      termsAccepted: false,
    });
    expect(d.campaign).toEqual({ name: 'Launch', objective: 'awareness' });
    expect(d.pricing).toMatchObject({ weightedCpm: 950, totalCost: 0, locked: false });
  });

  it('when the full draft from standard targeting is posted, then every field reads back', async () => {
    const id = await createDraft(s.base, alice, fullDraft({ valueTier: 'high' }));
    const d = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
    expect(d).toMatchObject({
      cities: ['karachi', 'lahore'],
      valueTier: 'platinum',
      timeSlots: ['18-19', '19-20'],
      ttsConfig: { script: 'Buy now at our Eid sale', provider: 'openai', speed: 1 },
    });
    expect(d.audience).toEqual({ cities: ['karachi', 'lahore'], gender: 'all', valueTier: 'platinum' });
    expect(d.schedule).toEqual({ startDate: '2030-01-10', endDate: '2030-01-16', timeSlots: ['18-19', '19-20'] });
  });

  it('when a draft is autosaved with a few fields, then only those fields change', async () => {
    const id = await createDraft(s.base);
    const r = await call(s.base, 'PATCH', `/api/campaigns/${id}`, {
      as: alice,
      body: { name: 'Renamed', freqCapPerDay: 4 },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Renamed', freqCapPerDay: 4, cities: ['karachi', 'lahore'], budget: 50000 });
  });

  it.each([
    ['a status', { status: 'live' }, "Unrecognized key(s) in object: 'status'"],
    ['an owner', { ownerId: 'bob' }, "Unrecognized key(s) in object: 'ownerId'"],
    ['a frequency cap of 6', { freqCapPerDay: 6 }, 'freqCapPerDay: Frequency cap must be at most 5'],
    [
      'a 351-character script',
      { ttsConfig: { script: 'x'.repeat(351) } },
      'ttsConfig.script: Script must be at most 350 characters',
    ],
    ['a non-ISO date', { startDate: '10/01/2030' }, 'startDate: Date must be YYYY-MM-DD'],
  ])('when a save carries %s, then it is a 400 naming the field', async (_label, body, named) => {
    const id = await createDraft(s.base);
    const r = await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain(named);
  });

  it('when the four step calls are posted (legacy objective lead), then the parts are stored, lead reads as consideration and browser money is kept only for comparison', async () => {
    const id = await createDraft(s.base, alice, { name: 'Steps', objective: 'lead' });
    const as = alice;
    expect(
      (
        await call(s.base, 'POST', `/api/campaigns/${id}/audience`, {
          as,
          body: { cities: ['quetta'], gender: 'female', valueTier: 'silver', freqCapPerDay: 3 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(s.base, 'POST', `/api/campaigns/${id}/schedule`, {
          as,
          body: {
            startDate: '2030-02-01',
            endDate: '2030-02-03',
            daysOfWeek: [],
            timeSlots: ['08-09'],
            timezone: 'Asia/Karachi',
            pacing: 'even',
          },
        })
      ).status,
    ).toBe(200);
    const p = await call(s.base, 'POST', `/api/campaigns/${id}/pricing`, {
      as,
      body: {
        goalType: 'budget',
        budgetPkr: 1000,
        targetImpressions: null,
        weightedCpm: 950,
        fees: 0,
        taxes: 160,
        totalCost: 1,
        promoCode: null,
      },
    });
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({
      objective: 'consideration',
      cities: ['quetta'],
      gender: 'female',
      freqCapPerDay: 3,
      startDate: '2030-02-01',
      budget: 1000,
      frontendCalculatedCost: 1,
    });
    expect(p.body.pricing).toMatchObject({ totalCost: 0, locked: false });
  });

  it('when a step payload breaks a rule, then it is a 400 with the field path and message', async () => {
    const id = await createDraft(s.base);
    const a = await call(s.base, 'POST', `/api/campaigns/${id}/audience`, {
      as: alice,
      body: { cities: [], gender: 'all' },
    });
    expect(a.status).toBe(400);
    expect(a.body.error.message).toBe('cities: Choose at least one city');
    const sc = await call(s.base, 'POST', `/api/campaigns/${id}/schedule`, {
      as: alice,
      body: { startDate: '2030-02-05', endDate: '2030-02-01', timeSlots: ['08-09'] },
    });
    expect(sc.status).toBe(400);
    expect(sc.body.error.details[0].path).toBe('endDate');
  });

  it('when the creative step names no audio (a script with no generated track), then 400: an ad that cannot play is not taken', async () => {
    const id = await createDraft(s.base);
    for (const body of [
      { type: 'tts', ttsMeta: { script: 'Eid sale', voice: 'sara', language: 'english' } },
      { type: 'upload', fileUrl: null },
    ]) {
      const r = await call(s.base, 'POST', `/api/campaigns/${id}/creative`, { as: alice, body });
      expect(r.status).toBe(400);
      expect(r.body.error.details).toEqual([{ path: 'fileUrl', message: NO_PLAYABLE_AUDIO }]);
    }
  });

  it('when another advertiser reaches for the campaign, then every call answers 404', async () => {
    const id = await createDraft(s.base);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/campaigns/${id}`],
      ['PATCH', `/api/campaigns/${id}`, { name: 'x' }],
      ['POST', `/api/campaigns/${id}/audience`, { cities: ['karachi'] }],
      ['POST', `/api/campaigns/${id}/duplicate`],
      ['POST', `/api/campaigns/${id}/submit`, { termsAccepted: true }],
      ['DELETE', `/api/campaigns/${id}`],
      ['POST', `/api/campaigns/${id}/payments`, { provider: 'jazzcash', method: 'wallet' }],
    ];
    for (const [method, path, body] of calls) {
      const r = await call(s.base, method, path, { as: bob, body, headers: { 'idempotency-key': 'k1' } });
      expect([method, path, r.status]).toEqual([method, path, 404]);
    }
    const list = await call(s.base, 'GET', '/api/campaigns', { as: bob });
    expect(list.body.find((c: CampaignListItem) => c.id === id)).toBeUndefined();
  });

  it('when a draft is duplicated, then a new draft with a copy name exists and confirmations are reset', async () => {
    const id = await createDraft(s.base);
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/duplicate`, { as: alice });
    expect(r.status).toBe(201);
    const d = (await call(s.base, 'GET', `/api/campaigns/${r.body.id}`, { as: alice })).body;
    expect(d).toMatchObject({
      name: 'Eid Sale (copy)',
      status: 'draft',
      cities: ['karachi', 'lahore'],
      rightsConfirmed: false,
    });
  });

  it('when a draft is deleted, then it is gone from reads and lists', async () => {
    const id = await createDraft(s.base);
    expect((await call(s.base, 'DELETE', `/api/campaigns/${id}`, { as: alice })).status).toBe(204);
    expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).status).toBe(404);
    const list = (await call(s.base, 'GET', '/api/campaigns', { as: alice })).body as CampaignListItem[];
    expect(list.some((c) => c.id === id)).toBe(false);
  });

  it('when listing and reading stats, then only the caller’s campaigns count and an admin sees all', async () => {
    await createDraft(s.base, bob);
    const mine = (await call(s.base, 'GET', '/api/campaigns', { as: bob })).body as CampaignListItem[];
    expect(mine.length).toBe(1);
    expect(mine[0]).toMatchObject({ status: 'draft', progress: 67, impressions: 0, spend: 0 });
    const stats = DashboardStats.parse((await call(s.base, 'GET', '/api/dashboard/stats', { as: bob })).body);
    expect(stats).toEqual({
      activeCampaigns: 0,
      totalImpressions: 0,
      totalSpend: 0,
      uniqueReach: 0,
      totalCampaigns: 1,
      lastPlayAt: null,
    });
    const all = (await call(s.base, 'GET', '/api/campaigns', { as: admin() })).body as CampaignListItem[];
    expect(all.length).toBeGreaterThan(1);
  });

  it('when an account already keeps 100 named drafts, then the next create is 409 quota_exceeded and nothing is made', async () => {
    const hoarder = advertiser('draft-hoarder');
    for (let i = 0; i < MAX_OPEN_DRAFTS; i += 10) {
      const batch = Array.from({ length: 10 }, (_, j) =>
        call(s.base, 'POST', '/api/campaigns', { as: hoarder, body: { name: `d${i + j}` } }),
      );
      expect((await Promise.all(batch)).map((r) => r.status)).toEqual(Array(10).fill(201));
    }
    const r = await call(s.base, 'POST', '/api/campaigns', { as: hoarder, body: { name: 'one more' } });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: 'quota_exceeded', details: { limit: MAX_OPEN_DRAFTS } });
    const list = (await call(s.base, 'GET', '/api/campaigns', { as: hoarder })).body as CampaignListItem[];
    expect(list).toHaveLength(MAX_OPEN_DRAFTS);
    expect((await call(s.base, 'POST', '/api/campaigns', { as: alice, body: { name: 'still fine' } })).status).toBe(
      201,
    );
  });
});
