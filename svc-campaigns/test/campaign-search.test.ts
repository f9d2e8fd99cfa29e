import { call } from '@rbt/test-kit';
import { startTestServer } from './test-server';
import { alice, bob, createDraft, fullDraft } from './fixtures';

describe('svc-campaigns GET /api/campaigns/search', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.stop();
  });

  it('when the owner searches, filters, sorts and pages, then only their matching campaigns come back in order with the total', async () => {
    for (const name of ['Eid Sale', 'Winter Eid', 'Summer', 'eid (copy)'])
      await createDraft(s.base, alice, fullDraft({ name }));
    await createDraft(s.base, bob, fullDraft({ name: 'Bob Eid' }));
    const r = await call(s.base, 'GET', '/api/campaigns/search?q=eid&sort=name&pageSize=2&page=1', { as: alice });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(3);
    expect(r.body.items.map((i: { name: string }) => i.name)).toEqual(['Eid Sale', 'Winter Eid']);
    const second = await call(s.base, 'GET', '/api/campaigns/search?q=eid&sort=name&pageSize=2&page=2', { as: alice });
    expect(second.body.items.map((i: { name: string }) => i.name)).toEqual(['eid (copy)']);
    const byStatus = await call(s.base, 'GET', '/api/campaigns/search?status=live', { as: alice });
    expect(byStatus.body).toMatchObject({ items: [], total: 0 });
    // Regex characters are searched literally.
    expect((await call(s.base, 'GET', '/api/campaigns/search?q=(copy)', { as: alice })).body.total).toBe(1);
  });

  it('when the query is malformed, then 400 names the field', async () => {
    const r = await call(s.base, 'GET', '/api/campaigns/search?status=nope&pageSize=500', { as: alice });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toMatch(/status|pageSize/);
  });
});
