import { admin, call, eventually } from '@rbt/test-kit';
import type { EventOf } from '@rbt/contracts';
import { startWithPricingAndMedia } from './with-pricing';
import { alice, bob, fullDraft, paid } from './fixtures';
import { runSchedule } from '../src/campaigns/domain/scheduler-use-case';

// Each test makes its ads' voice-overs with svc-media: minutes beside a whole suite on two cores.
jest.setTimeout(240_000);

describe('svc-campaigns: several creatives per campaign, each reviewed, with a rotation', () => {
  let s: Awaited<ReturnType<typeof startWithPricingAndMedia>>;
  let now = new Date('2029-12-01T10:00:00Z');
  const changed: EventOf<'campaigns', 'campaign.creatives_changed'>[] = [];
  const reviewed: EventOf<'campaigns', 'campaign.creative_reviewed'>[] = [];

  beforeAll(async () => {
    s = await startWithPricingAndMedia({ OUTBOX_RELAY_INTERVAL_MS: '200' }, { clock: () => now });
    await s.deps.bus.subscribe('campaigns', 'campaign-creatives-test', {
      'campaign.creatives_changed': async (e) => void changed.push(e),
      'campaign.creative_reviewed': async (e) => void reviewed.push(e),
    });
  });
  afterAll(async () => {
    await s.stop();
  });

  const generate = async (script: string, as = alice) => {
    const r = await call(s.media.base, 'POST', '/api/tts/generate', {
      as,
      body: { script, voice: 'ayesha', language: 'urdu' },
    });
    if (r.status !== 200) throw new Error(`tts failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.audioUrl as string;
  };
  async function liveCampaign(over: Record<string, unknown> = {}): Promise<string> {
    now = new Date('2029-12-01T10:00:00Z');
    const id = await paid(s.base, alice, fullDraft({ startDate: '2030-01-10', endDate: '2030-01-16', ...over }));
    await call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, { as: admin(), body: { status: 'scheduled' } });
    now = new Date('2030-01-10T05:00:00Z');
    await runSchedule(s.deps);
    // The fixture's own ad has a script only; serving needs its audio too.
    const own = await generate('Pehla ishtehar');
    await s.deps.mongo.collection('campaigns').updateOne({ _id: id as never }, { $set: { 'creative.audioUrl': own } });
    return id;
  }
  const add = (id: string, fileUrl: string, as = alice) =>
    call(s.base, 'POST', `/api/campaigns/${id}/creatives`, {
      as,
      body: { type: 'tts', fileUrl, language: 'urdu', rightsConfirmed: true },
    });
  const rotation = (id: string, body: unknown, as = alice) =>
    call(s.base, 'PUT', `/api/campaigns/${id}/rotation`, { as, body });

  it('when the owner adds a second ad, then it waits for review and only an approval puts it in the serving spec', async () => {
    const id = await liveCampaign();
    const r = await add(id, await generate('Doosra ishtehar'));
    expect(r.status).toBe(201);
    expect(r.body.creatives.map((c: { review: string }) => c.review)).toEqual(['approved', 'pending']);
    const second = r.body.creativeId as string;
    expect(second).not.toBe(id);
    const ok = await call(s.base, 'POST', `/api/admin/campaigns/${id}/creatives/${second}/approve`, { as: admin() });
    expect(ok.status).toBe(200);
    const e = await eventually(() => reviewed.find((x) => x.data.creativeId === second));
    expect(e?.data.serving?.creatives.map((c) => c.id)).toEqual([id, second]);
    expect(e?.data.serving?.creatives[1]?.language).toBe('urdu');
  });

  it('when ads offer their own response, the campaign’s or none, then the serving spec carries each ad’s own', async () => {
    const campaignOffer = { kind: 'sms', text: 'Eid sale: 30% off, code EID30' };
    const id = await liveCampaign({ response: campaignOffer });
    const withResponse = async (script: string, response?: unknown) => {
      const body = { type: 'tts', fileUrl: await generate(script), language: 'urdu', rightsConfirmed: true };
      const r = await call(s.base, 'POST', `/api/campaigns/${id}/creatives`, {
        as: alice,
        body: response === undefined ? body : { ...body, response },
      });
      expect(r.status).toBe(201);
      return r.body.creativeId as string;
    };
    const own = await withResponse('Callback wala', { kind: 'callback' });
    const same = await withResponse('Wohi offer', { kind: 'campaign' });
    const view = await call(s.base, 'GET', `/api/campaigns/${id}/creatives`, { as: alice });
    expect(view.body.creatives).toMatchObject([
      { response: campaignOffer, responseFromCampaign: false },
      { response: { kind: 'callback' }, responseFromCampaign: false },
      { response: campaignOffer, responseFromCampaign: true },
    ]);
    for (const c of [own, same])
      await call(s.base, 'POST', `/api/admin/campaigns/${id}/creatives/${c}/approve`, { as: admin() });
    const e = await eventually(() => reviewed.find((x) => x.data.creativeId === same && x.data.serving));
    expect(e.data.serving?.creatives.map((c) => [c.id, c.response])).toEqual([
      [id, campaignOffer],
      [own, { kind: 'callback' }],
      [same, campaignOffer],
    ]);
    // An ad added with no response says none, whatever the campaign offers: removing one makes room for it.
    await call(s.base, 'DELETE', `/api/campaigns/${id}/creatives/${own}`, { as: alice });
    const none = await withResponse('Kuch nahin');
    await call(s.base, 'POST', `/api/admin/campaigns/${id}/creatives/${none}/approve`, { as: admin() });
    const last = await eventually(() => reviewed.find((x) => x.data.creativeId === none && x.data.serving));
    expect(last.data.serving?.creatives.map((c) => [c.id, c.response])).toEqual([
      [id, campaignOffer],
      [same, campaignOffer],
      [none, null],
    ]);
  });

  it('when an added ad’s response is malformed, then 400 names the field and nothing is added', async () => {
    const id = await liveCampaign();
    const fileUrl = await generate('Ghalat jawab');
    const post = (response: unknown) =>
      call(s.base, 'POST', `/api/campaigns/${id}/creatives`, {
        as: alice,
        body: { type: 'tts', fileUrl, language: 'urdu', response, rightsConfirmed: true },
      });
    const kind = await post({ kind: 'inherit' });
    expect(kind.status).toBe(400);
    expect(kind.body.error.details.map((d: { path: string }) => d.path)).toEqual(['response.kind']);
    const long = await post({ kind: 'sms', text: 'ع'.repeat(71) });
    expect(long.status).toBe(400);
    expect(long.body.error.details).toEqual([
      { path: 'response.text', message: 'The SMS must fit one message: 160 characters, or 70 in Urdu' },
    ]);
    const extra = await post({ kind: 'campaign', text: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.details[0].path).toBe('response');
    const list = await call(s.base, 'GET', `/api/campaigns/${id}/creatives`, { as: alice });
    expect(list.body.creatives).toHaveLength(1);
  });

  it('when an admin reviews an added ad, then it reads its script and press-1 response, and a rejection keeps the reason', async () => {
    const id = await liveCampaign();
    const fileUrl = await generate('Doosra ishtehar');
    const response = { kind: 'sms', text: 'Eid offer: 20 percent off' };
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/creatives`, {
      as: alice,
      body: {
        type: 'tts',
        fileUrl,
        ttsMeta: { script: 'Doosra ishtehar', language: 'urdu' },
        response,
        rightsConfirmed: true,
      },
    });
    expect(r.status).toBe(201);
    const seen = await call(s.base, 'GET', `/api/campaigns/${id}/creatives`, { as: admin() });
    expect(seen.status).toBe(200);
    expect(seen.body.creatives[1]).toMatchObject({ script: 'Doosra ishtehar', response, review: 'pending' });
    const reason = 'The offer needs its end date';
    const no = await call(s.base, 'POST', `/api/admin/campaigns/${id}/creatives/${r.body.creativeId}/reject`, {
      as: admin(),
      body: { reason },
    });
    expect(no.status).toBe(200);
    const mine = await call(s.base, 'GET', `/api/campaigns/${id}/creatives`, { as: alice });
    expect(mine.body.creatives[1]).toMatchObject({ review: 'rejected', rejectionReason: reason });
  });

  it('when a fourth active ad is added, then it is refused with the field path', async () => {
    const id = await liveCampaign();
    expect((await add(id, await generate('Teesra 1'))).status).toBe(201);
    expect((await add(id, await generate('Teesra 2'))).status).toBe(201);
    const r = await add(id, await generate('Chautha'));
    expect(r.status).toBe(400);
    expect(r.body.error.details).toEqual([{ path: 'creatives', message: 'A campaign can have at most 3 active ads' }]);
  });

  it('when another advertiser adds, removes or rotates, then it is a 404 and nothing changes', async () => {
    const id = await liveCampaign();
    expect((await add(id, await generate('Bob ka', bob), bob)).status).toBe(404);
    expect((await call(s.base, 'DELETE', `/api/campaigns/${id}/creatives/${id}-2`, { as: bob })).status).toBe(404);
    expect((await rotation(id, { mode: 'split_test' }, bob)).status).toBe(404);
    expect((await call(s.base, 'GET', `/api/campaigns/${id}/creative-results`, { as: bob })).status).toBe(404);
  });

  it('when weights do not add up to 100 or do not match the ads, then 400 names the weights', async () => {
    const id = await liveCampaign();
    await add(id, await generate('Wazan'));
    const sum = await rotation(id, { mode: 'weighted', weights: [60, 30] });
    expect(sum.status).toBe(400);
    expect(sum.body.error.details).toEqual([{ path: 'weights', message: 'Weights must add up to 100' }]);
    const count = await rotation(id, { mode: 'weighted', weights: [100] });
    expect(count.status).toBe(400);
    expect(count.body.error.details[0].path).toBe('weights');
    const ok = await rotation(id, { mode: 'weighted', weights: [70, 30] });
    expect(ok.status).toBe(200);
    expect(ok.body.creatives.map((c: { weight: number }) => c.weight)).toEqual([70, 30]);
  });

  it('when an added ad is removed, then serving drops it and the ad stays listed as removed with its results', async () => {
    const id = await liveCampaign();
    const second = (await add(id, await generate('Hatao'))).body.creativeId as string;
    await call(s.base, 'POST', `/api/admin/campaigns/${id}/creatives/${second}/approve`, { as: admin() });
    await rotation(id, { mode: 'split_test' });
    const r = await call(s.base, 'DELETE', `/api/campaigns/${id}/creatives/${second}`, { as: alice });
    expect(r.status).toBe(200);
    expect(r.body.creatives[1]).toMatchObject({ id: second, removed: true });
    const mine = await eventually(() => {
      const all = changed.filter((e) => e.aggregateId === id);
      return all.length === 2 ? all : undefined;
    });
    expect(mine.map((e) => e.data.serving?.rotation)).toEqual(['split_test', 'split_test']);
    // One ad left: the default single creative again, served from the campaign's own audio.
    expect(mine.map((e) => e.data.serving?.creatives.length)).toEqual([2, 0]);
    const results = await call(s.base, 'GET', `/api/campaigns/${id}/creative-results`, { as: alice });
    expect(results.status).toBe(200);
    expect(results.body.creatives.map((c: { active: boolean }) => c.active)).toEqual([true, false]);
    expect(results.body.splitTest.state).toBe('waiting');
  });
});
