import { call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { signIdentity } from '@rbt/service-kit';
import { ResponseSummary, SMS_TOO_LONG } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, createDraft, fullDraft, paid } from './fixtures';

const URDU_OFFER = 'عید سیل: ہر سوٹ پر 30٪ رعایت';

describe('svc-campaigns: press 1, the response on the campaign and its results for the owner', () => {
  let s: WithPricing;
  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(() => s.stop());

  it('when the owner adds an Urdu SMS offer, then it is saved; one over 70 Urdu characters is a 400 saving nothing', async () => {
    const id = await createDraft(s.base, alice);
    const ok = await call(s.base, 'PATCH', `/api/campaigns/${id}`, {
      as: alice,
      body: { response: { kind: 'sms', text: URDU_OFFER } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.response).toEqual({ kind: 'sms', text: URDU_OFFER });
    const over = await call(s.base, 'PATCH', `/api/campaigns/${id}`, {
      as: alice,
      body: { response: { kind: 'sms', text: 'ع'.repeat(71) } },
    });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain(SMS_TOO_LONG);
    expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.response.text).toBe(URDU_OFFER);
  });

  it('when callers responded, then the owner sees them per day with the callback list and its CSV; another owner gets 404', async () => {
    const id = await paid(s.base, alice, fullDraft({ response: { kind: 'callback' } }));
    const at = new Date();
    const date = new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
    await s.capacity.deps.reservations.save({ _id: id, state: 'reserved', cells: [], impressions: 0, shortSlots: [] });
    const common = { campaignId: id, platformId: 'p', sandbox: false, kind: 'callback' as const, pressedAt: at, date };
    const lead = { campaignId: id, callerNumber: '+923001234567', at };
    await s.capacity.deps.responses.insert({ ...common, _id: 'd-1' }, { ...lead, adServingId: 'd-1' });
    await s.capacity.deps.responses.insert({ ...common, _id: 'd-2' }, { ...lead, adServingId: 'd-2' });

    const r = await call(s.base, 'GET', `/api/campaigns/${id}/responses`, { as: alice });
    const body = ResponseSummary.parse(r.body);
    expect(body.totals).toMatchObject({ responses: 2, callbacks: 2 });
    expect(body.callbacks).toEqual([{ callerNumber: '+923001234567', at: at.toISOString() }]);
    const csv = await fetch(`${s.base}/api/campaigns/${id}/callbacks.csv`, {
      headers: signIdentity(TEST_INTERNAL_SECRET, alice),
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A BOM first (fetch's text() would drop it), so a spreadsheet reads UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      `caller_number,pressed_at,ad\n+923001234567,${at.toISOString()},1\n`,
    );
    expect((await call(s.base, 'GET', `/api/campaigns/${id}/responses`, { as: bob })).status).toBe(404);
    expect((await call(s.base, 'GET', `/api/campaigns/${id}/callbacks.csv`, { as: bob })).status).toBe(404);
  });
  it('when a caller heard the campaign’s second ad, then the callbacks CSV names it as the page does (ad 2)', async () => {
    const id = await paid(s.base, alice, fullDraft({ response: { kind: 'callback' } }));
    const second = {
      id: 'c0ffee00-0000-4000-8000-000000000002',
      creativeType: 'upload',
      ttsConfig: null,
      audioUrl: null,
      language: null,
      response: null,
      responseFromCampaign: true,
      review: 'approved',
      rejectionReason: null,
      addedAt: new Date(),
      removedAt: null,
    };
    await s.deps.mongo.collection('campaigns').updateOne({ _id: id as never }, { $set: { extraCreatives: [second] } });
    const at = new Date();
    const date = new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
    await s.capacity.deps.reservations.save({ _id: id, state: 'reserved', cells: [], impressions: 0, shortSlots: [] });
    const common = { campaignId: id, platformId: 'p', sandbox: false, kind: 'callback' as const, pressedAt: at, date };
    const lead = { campaignId: id, at, creativeId: second.id };
    await s.capacity.deps.responses.insert(
      { ...common, _id: 'e-1', creativeId: second.id },
      { ...lead, callerNumber: '+923001112223', adServingId: 'e-1' },
    );
    const csv = await fetch(`${s.base}/api/campaigns/${id}/callbacks.csv`, {
      headers: signIdentity(TEST_INTERNAL_SECRET, alice),
    });
    expect((await csv.text()).trim().split('\n')).toEqual([
      'caller_number,pressed_at,ad',
      `+923001112223,${at.toISOString()},2`,
    ]);
  });
});
