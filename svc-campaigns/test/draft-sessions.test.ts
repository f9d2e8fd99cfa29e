import { advertiser, call } from '@rbt/test-kit';
import { CampaignDetail, CampaignListItem, CampaignSearchPage } from '@rbt/contracts';
import { startTestServer } from './test-server';
import { fullDraft } from './fixtures';

// One draft per wizard session, empty drafts not listed, progress by completed steps.
describe('svc-campaigns drafts of a wizard session', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());

  const list = async (as: ReturnType<typeof advertiser>) =>
    (await call(s.base, 'GET', '/api/campaigns', { as })).body as CampaignListItem[];
  const create = (as: ReturnType<typeof advertiser>, body: unknown, session?: string) =>
    call(s.base, 'POST', '/api/campaigns', { as, body, headers: session ? { 'draft-session': session } : {} });

  it('when the Draft-Session header is junk, then the 400 names that header and no draft is made', async () => {
    const junk = advertiser('junk-session');
    const r = await create(junk, { name: 'x' }, 'not a key!');
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^Draft-Session: /);
    expect(await list(junk)).toEqual([]);
  });

  it('when one wizard session creates its draft twice, then there is one draft holding the later fields', async () => {
    const sara = advertiser('sara-session');
    const first = await create(sara, { name: 'Eid Sale Karachi', cities: ['karachi'] }, 'tab-1');
    const again = await create(sara, { name: 'Eid Sale Karachi', cities: ['karachi', 'lahore'] }, 'tab-1');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    const d = CampaignDetail.parse((await call(s.base, 'GET', `/api/campaigns/${first.body.id}`, { as: sara })).body);
    expect(d.cities).toEqual(['karachi', 'lahore']);
    const other = await create(sara, { name: 'Eid Sale Karachi', cities: ['karachi'] }, 'tab-2');
    expect(other.body.id).not.toBe(first.body.id);
    expect((await list(sara)).map((c) => c.id).sort()).toEqual([first.body.id, other.body.id].sort());
  });

  it('when another advertiser uses the same session key, then they get their own draft', async () => {
    const a = await create(advertiser('key-a'), { name: 'A' }, 'same-key');
    const b = await create(advertiser('key-b'), { name: 'B' }, 'same-key');
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('when a draft has no name, city, list or creative, then neither list shows it; once named, both do', async () => {
    const omar = advertiser('omar-empty');
    const empty = await create(omar, { objective: 'awareness', gender: 'female' });
    expect(await list(omar)).toEqual([]);
    const page = CampaignSearchPage.parse((await call(s.base, 'GET', '/api/campaigns/search', { as: omar })).body);
    expect(page.total).toBe(0);
    await call(s.base, 'PATCH', `/api/campaigns/${empty.body.id}`, { as: omar, body: { name: 'Ramzan' } });
    expect((await list(omar)).map((c) => c.id)).toEqual([empty.body.id]);
  });

  it('when drafts complete none, one or two wizard steps, then their progress is 0, 33 and 67 percent', async () => {
    const zara = advertiser('zara-progress');
    await create(zara, { name: 'Nothing yet' });
    await create(zara, fullDraft({ name: 'Step one done', ttsConfig: null, rightsConfirmed: false }));
    await create(zara, fullDraft({ name: 'Two steps done' }));
    const progress = Object.fromEntries((await list(zara)).map((c) => [c.name, c.progress]));
    expect(progress).toEqual({ 'Nothing yet': 0, 'Step one done': 33, 'Two steps done': 67 });
  });
});
