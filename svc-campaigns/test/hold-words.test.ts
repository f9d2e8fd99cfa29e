import { admin, call, eventually } from '@rbt/test-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { CampaignDetail, NotificationList, type ShortSlot } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, fullDraft, paid, submitted } from './fixtures';
import { runSchedule } from '../src/campaigns/domain/scheduler-use-case';

/** A hold and the service's own history reasons reach pages as data and codes, the English beside them. */
describe('svc-campaigns holds and status reasons as data', () => {
  let s: WithPricing;
  let now = new Date('2029-12-01T10:00:00Z');
  const boss = admin();

  beforeAll(async () => {
    s = await startWithPricing({}, { clock: () => now });
  });
  afterAll(async () => {
    await s.stop();
  });

  const detail = async (id: string) =>
    CampaignDetail.parse((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body);
  const setStatus = (id: string, body: Record<string, unknown>) =>
    call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, { as: boss, body });
  const slot = (city: string, date: string): ShortSlot => ({
    city,
    date,
    timeSlot: '18-19',
    requested: 500,
    available: 120,
  });

  async function liveCampaign(name: string): Promise<string> {
    const id = await paid(
      s.base,
      alice,
      fullDraft({ name, startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    await setStatus(id, { status: 'scheduled' });
    now = new Date('2030-01-10T05:00:00Z');
    await runSchedule(s.deps);
    now = new Date('2029-12-01T10:00:00Z');
    return id;
  }

  it('when capacity is short in five slots of a scheduled campaign, then the detail, the history and the bell carry the first three and a count of two more', async () => {
    const id = await paid(s.base, alice, fullDraft({ name: 'Hold Five' }));
    expect((await setStatus(id, { status: 'scheduled' })).status).toBe(200);
    const five = ['karachi', 'lahore', 'islamabad', 'multan', 'quetta'].map((c) => slot(c, '2030-01-10'));
    await s.deps.bus.publish(
      'capacity',
      makeEvent('capacity', 'capacity.insufficient', id, { campaignId: id, shortSlots: five }),
    );
    const held = await eventually(async () => {
      const d = await detail(id);
      return d.reviewHoldDetail ? d : undefined;
    });
    expect(held.status).toBe('pending_review');
    expect(held.reviewHoldDetail).toEqual({ slots: five.slice(0, 3), more: 2 });
    const sentence =
      'Not enough capacity: karachi 18-19 on 2030-01-10 (requested 500, available 120); lahore 18-19 on 2030-01-10 ' +
      '(requested 500, available 120); islamabad 18-19 on 2030-01-10 (requested 500, available 120) and 2 more';
    expect(held.reviewHold).toBe(sentence);
    expect(held.statusHistory.at(-1)).toMatchObject({
      from: 'scheduled',
      to: 'pending_review',
      by: 'capacity check',
      reason: sentence,
      reasonCode: 'capacity_hold',
    });
    const note = await eventually(async () => {
      const list = NotificationList.parse((await call(s.base, 'GET', '/api/notifications', { as: alice })).body);
      return list.items.find((n) => n.campaignId === id && n.kind === 'capacity_hold');
    });
    expect(note.hold).toEqual({ slots: five.slice(0, 3), more: 2 });
    // The admin's conflict message keeps the English sentence.
    const refused = await setStatus(id, { status: 'scheduled' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(sentence);
  });

  it('when capacity is then reserved, then the hold and its detail are both gone', async () => {
    const id = await paid(s.base, alice, fullDraft({ name: 'Hold Cleared' }));
    await s.deps.bus.publish(
      'capacity',
      makeEvent('capacity', 'capacity.insufficient', id, {
        campaignId: id,
        shortSlots: [slot('karachi', '2030-01-11')],
      }),
    );
    await eventually(async () => ((await detail(id)).reviewHoldDetail?.more === 0 ? true : undefined));
    await s.deps.bus.publish(
      'capacity',
      makeEvent('capacity', 'capacity.reserved', id, { campaignId: id, impressions: 500 }),
    );
    const cleared = await eventually(async () => {
      const d = await detail(id);
      return d.reviewHold === null ? d : undefined;
    });
    expect(cleared.reviewHoldDetail).toBeNull();
  });

  it('when the owner pauses and resumes and an admin pauses with typed words, then the owner entries carry codes and the admin words none', async () => {
    const id = await liveCampaign('Coded Reasons');
    await call(s.base, 'POST', `/api/campaigns/${id}/pause`, { as: alice });
    await call(s.base, 'POST', `/api/campaigns/${id}/resume`, { as: alice });
    expect((await setStatus(id, { status: 'paused', reason: 'Paused by the advertiser' })).status).toBe(200);
    const h = (await detail(id)).statusHistory.slice(-3);
    expect(h[0]).toMatchObject({ to: 'paused', reason: 'Paused by the advertiser', reasonCode: 'paused_by_owner' });
    expect(h[1]).toMatchObject({ to: 'live', reason: 'Resumed by the advertiser', reasonCode: 'resumed_by_owner' });
    // The admin typed the service's words: still their words, shown as written.
    expect(h[2]).toMatchObject({ to: 'paused', by: 'review team', reason: 'Paused by the advertiser' });
    expect(h[2]).not.toHaveProperty('reasonCode');
  });

  it('when a campaign was stored before codes and hold data, then its English is read back as codes and slots', async () => {
    const id = await paid(s.base, alice, fullDraft({ name: 'Stored Before' }));
    const at = new Date('2029-11-30T10:00:00Z');
    await s.deps.mongo.collection('campaigns').updateOne({ _id: id as never }, {
      $set: {
        reviewHold: 'Not enough capacity: multan 20-21 on 2030-02-01 (requested 900, available 0) and 4 more',
        statusHistory: [
          { from: 'awaiting_payment', to: 'draft', at, by: 'alice', reason: 'edited after submit; quote unlocked' },
          { from: 'scheduled', to: 'pending_review', at, by: 'svc-capacity', reason: 'Not enough capacity: …' },
          { from: 'live', to: 'paused', at, by: 'admin-1', reason: 'Audio too loud' },
        ],
      },
      $unset: { reviewHoldDetail: '' },
    } as never);
    const d = await detail(id);
    expect(d.reviewHoldDetail).toEqual({
      slots: [{ city: 'multan', timeSlot: '20-21', date: '2030-02-01', requested: 900, available: 0 }],
      more: 4,
    });
    expect(d.statusHistory.map((h) => h.reasonCode)).toEqual(['edited_after_submit', 'capacity_hold', undefined]);
    expect(d.statusHistory[2]!.reason).toBe('Audio too loud');
  });

  it('when an awaiting-payment campaign is edited, then its return to draft carries the edited code', async () => {
    const id = await submitted(s.base, alice, fullDraft({ name: 'Edit Back' }));
    const edit = await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: { name: 'Edit Back 2' } });
    expect(edit.status).toBe(200);
    expect((await detail(id)).statusHistory.at(-1)).toMatchObject({
      from: 'awaiting_payment',
      to: 'draft',
      reason: 'edited after submit; quote unlocked',
      reasonCode: 'edited_after_submit',
    });
  });
});
