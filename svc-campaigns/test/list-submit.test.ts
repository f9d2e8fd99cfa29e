import crypto from 'node:crypto';
import { demoSubscriberNumber } from '@rbt/pricing';
import { call } from '@rbt/test-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, createDraft, fullDraft } from './fixtures';

const sha = (n: string) => crypto.createHash('sha256').update(n).digest('hex');
const karachi = (k: number) => demoSubscriberNumber(0, k); // city 0 of the reference list

describe('svc-campaigns prices a customer-list campaign on the list', () => {
  let s: WithPricing;
  let listId = '';
  beforeAll(async () => {
    s = await startWithPricing();
    await s.pricing.deps.directory.add(
      Array.from({ length: 300 }, (_, k) => [karachi(k), 'karachi'] as [string, string]),
    );
    const hashes = Array.from({ length: 300 }, (_, k) => sha(karachi(k)));
    listId = (
      await call(s.pricing.base, 'POST', '/api/audience-lists', { as: alice, body: { name: 'Loyalty', hashes } })
    ).body.id;
  });
  afterAll(async () => {
    await s.stop();
  });

  const submit = (id: string, as = alice) =>
    call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as, body: { termsAccepted: true } });
  // Karachi and Lahore, Mondays and Tuesdays of 10–16 Jan 2030 (2 days), cap 2: the list's 300 subscribers take 1,200 plays.
  const listDraft = (o: Record<string, unknown> = {}) =>
    fullDraft({
      customTargeting: 'upload',
      audienceListId: listId,
      goalType: 'impressions',
      budget: null,
      targetImpressions: 1_000,
      ...o,
    });

  it('when a draft on the owner\u2019s list is submitted, then the quote is svc-pricing\u2019s on the list\u2019s matched subscribers, not the cities\u2019 audience', async () => {
    const id = await createDraft(s.base, alice, listDraft());
    expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.audienceListId).toBe(listId);
    const r = await submit(id);
    expect(r.status).toBe(200);
    expect(r.body.quote.estImpressions).toBe(1_000);
    expect(r.body.quote.estReach).toBeLessThanOrEqual(300);
  });

  it('when the plays exceed what the list can take, then submit is a 400 at targetImpressions although the cities could take them', async () => {
    const id = await createDraft(s.base, alice, listDraft({ targetImpressions: 1_201 }));
    const r = await submit(id);
    expect(r.status).toBe(400);
    expect(r.body.error.details[0].path).toBe('targetImpressions');
  });

  it('when the draft names the owner\u2019s list of one subscriber (below k), then submit is a 400 at audienceListId and nothing is quoted', async () => {
    const tiny = await call(s.pricing.base, 'POST', '/api/audience-lists', {
      as: alice,
      body: { name: 'One', hashes: [sha(karachi(0))] },
    });
    const id = await createDraft(s.base, alice, listDraft({ audienceListId: tiny.body.id }));
    const r = await submit(id);
    expect(r.status).toBe(400);
    expect(r.body.error.details[0]).toEqual({
      path: 'audienceListId',
      message: 'This customer list matches fewer than 100 subscribers, so it cannot be used',
    });
    expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.status).toBe('draft');
  });

  it('when the draft names someone else\u2019s list, then submit is a 400 at audienceListId and the draft stays a draft', async () => {
    const id = await createDraft(s.base, bob, listDraft());
    const r = await submit(id, bob);
    expect(r.status).toBe(400);
    expect(r.body.error.details[0]).toEqual({ path: 'audienceListId', message: 'Customer list not found' });
    expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: bob })).body.status).toBe('draft');
  });

  it('when the list id is malformed, then the draft edit is a 400 at audienceListId', async () => {
    const id = await createDraft(s.base);
    const r = await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: { audienceListId: '$where' } });
    expect(r.status).toBe(400);
    expect(r.body.error.details[0].path).toBe('audienceListId');
  });
});
