import { call, admin } from '@rbt/test-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, createDraft, fullDraft, paid } from './fixtures';
import { runSchedule } from '../src/campaigns/domain/scheduler-use-case';

describe('svc-campaigns owner pause', () => {
  let s: WithPricing;
  let now = new Date('2029-12-01T10:00:00Z');

  beforeAll(async () => {
    s = await startWithPricing({}, { clock: () => now });
  });
  afterAll(async () => {
    await s.stop();
  });

  async function liveCampaign(): Promise<string> {
    const id = await paid(s.base, alice, fullDraft({ startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }));
    await call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, { as: admin(), body: { status: 'scheduled' } });
    now = new Date('2030-01-10T05:00:00Z');
    await runSchedule(s.deps);
    now = new Date('2029-12-01T10:00:00Z');
    return id;
  }

  it('when the owner pauses a live campaign, then it is paused with a history entry and a second pause is a 409', async () => {
    const id = await liveCampaign();
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/pause`, { as: alice });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('paused');
    expect(r.body.statusHistory.at(-1)).toMatchObject({
      from: 'live',
      to: 'paused',
      by: 'you',
      reason: 'Paused by the advertiser',
    });
    // The admin's approval before it reads as the review team's, the start as the schedule's (no admin id shown).
    expect(r.body.statusHistory.slice(-3, -1).map((h: { by: string }) => h.by)).toEqual(['review team', 'schedule']);
    const again = await call(s.base, 'POST', `/api/campaigns/${id}/pause`, { as: alice });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This campaign is paused; only a live campaign can be paused.');
  });

  it('when another advertiser or a draft is paused, then 404 and 409', async () => {
    const id = await liveCampaign();
    expect((await call(s.base, 'POST', `/api/campaigns/${id}/pause`, { as: bob })).status).toBe(404);
    const draft = await createDraft(s.base);
    expect((await call(s.base, 'POST', `/api/campaigns/${draft}/pause`, { as: alice })).status).toBe(409);
  });
});
