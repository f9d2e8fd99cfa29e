import { admin, call, eventually } from '@rbt/test-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, fullDraft, paid } from './fixtures';
import { runSchedule } from '../src/campaigns/domain/scheduler-use-case';

describe('svc-campaigns notifications (the bell)', () => {
  let s: WithPricing;
  let now = new Date('2029-12-01T10:00:00Z');

  beforeAll(async () => {
    s = await startWithPricing({}, { clock: () => now });
  });
  afterAll(async () => {
    await s.stop();
  });

  const bell = async (as = alice, query = '') => (await call(s.base, 'GET', `/api/notifications${query}`, { as })).body;
  const setStatus = (id: string, body: Record<string, unknown>) =>
    call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, { as: admin(), body });
  const kindsFor = async (id: string) =>
    (await bell()).items
      .filter((n: { campaignId: string }) => n.campaignId === id)
      .map((n: { kind: string }) => n.kind);

  it('when an admin approves and the schedule makes it live, then the owner is told both, in words, unread', async () => {
    const id = await paid(
      s.base,
      alice,
      fullDraft({ name: 'Eid Sale', startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    const before = (await bell()).unreadCount;
    await setStatus(id, { status: 'scheduled' });
    now = new Date('2030-01-10T05:00:00Z');
    await runSchedule(s.deps);
    now = new Date('2029-12-01T10:00:00Z');
    await eventually(async () => ((await kindsFor(id)).length === 2 ? true : undefined));
    const list = await bell();
    expect(list.items.slice(0, 2).map((n: { kind: string; text: string }) => [n.kind, n.text])).toEqual([
      ['live', 'Eid Sale is live.'],
      ['approved', 'Eid Sale was approved and is scheduled.'],
    ]);
    expect(list.unreadCount).toBe(before + 2);
    expect(list.items[0]).toMatchObject({ campaignId: id, read: false, reason: null });
  });

  it('when an admin rejects with a reason, then the notification carries it; the owner pausing their own campaign makes none', async () => {
    const id = await paid(
      s.base,
      alice,
      fullDraft({ name: 'Jazz Promo', startDate: '2030-02-10', endDate: '2030-02-12' }),
    );
    await setStatus(id, { status: 'rejected', reason: 'Script makes medical claims' });
    const n = await eventually(async () =>
      (await bell()).items.find((x: { campaignId: string }) => x.campaignId === id),
    );
    expect(n).toMatchObject({
      kind: 'rejected',
      reason: 'Script makes medical claims',
      text: 'Jazz Promo was rejected: Script makes medical claims',
    });

    const live = await paid(
      s.base,
      alice,
      fullDraft({ name: 'Own Pause', startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    await setStatus(live, { status: 'scheduled' });
    now = new Date('2030-01-10T05:00:00Z');
    await runSchedule(s.deps);
    now = new Date('2029-12-01T10:00:00Z');
    expect((await call(s.base, 'POST', `/api/campaigns/${live}/pause`, { as: alice })).status).toBe(200);
    await setStatus(live, { status: 'live' }); // an admin resumes it: that one the owner hears about
    await eventually(async () => ((await kindsFor(live)).includes('resumed') ? true : undefined));
    // No 'paused': the owner paused it. (The test clock runs backwards here, so compare as a set.)
    expect((await kindsFor(live)).sort()).toEqual(['approved', 'live', 'resumed']);
  });

  it('when an event is delivered twice, then it makes one notification', async () => {
    const id = await paid(s.base, alice, fullDraft({ name: 'Twice', startDate: '2030-03-10', endDate: '2030-03-12' }));
    await setStatus(id, { status: 'scheduled' });
    const n = await eventually(async () =>
      (await bell()).items.find((x: { campaignId: string }) => x.campaignId === id),
    );
    const { recordStatusNotification } = await import('../src/notifications/domain/notification-use-case');
    const event = {
      eventId: n.id,
      eventName: 'campaign.status_changed' as const,
      aggregateId: id,
      occurredOn: n.at,
      data: {
        ownerId: alice.id,
        from: 'pending_review' as const,
        to: 'scheduled' as const,
        booking: { cities: [], timeSlots: [], startDate: '2030-03-10', endDate: '2030-03-12', impressions: 0 },
      },
    };
    await recordStatusNotification(s.deps, event as never);
    expect(await kindsFor(id)).toEqual(['approved']);
  });

  it('when the owner marks one and then all read, then the count follows; another user cannot read or mark them', async () => {
    const list = await bell();
    expect(list.unreadCount).toBeGreaterThan(1);
    const first = list.items[0];
    expect((await call(s.base, 'POST', `/api/notifications/${first.id}/read`, { as: bob })).status).toBe(404);
    expect((await bell(bob)).items).toEqual([]);
    const one = await call(s.base, 'POST', `/api/notifications/${first.id}/read`, { as: alice });
    expect(one).toMatchObject({ status: 200, body: { unreadCount: list.unreadCount - 1 } });
    expect((await bell()).items[0].read).toBe(true);
    expect((await call(s.base, 'POST', '/api/notifications/read-all', { as: alice })).body).toEqual({ unreadCount: 0 });
    expect((await bell()).unreadCount).toBe(0);
  });

  it('when pages are asked, then they go back in time without overlap; bad paging is a 400 with the field', async () => {
    const first = await bell(alice, '?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await bell(alice, `?limit=2&before=${encodeURIComponent(first.nextBefore)}`);
    expect(second.items.map((n: { id: string }) => n.id)).not.toContain(first.items[1].id);
    for (const q of ['?limit=0', '?limit=51', '?before=yesterday', '?evil=1']) {
      const r = await call(s.base, 'GET', `/api/notifications${q}`, { as: alice });
      expect(r.status).toBe(400);
    }
    expect((await call(s.base, 'GET', '/api/notifications?limit=0', { as: alice })).body.error.message).toMatch(
      /limit/,
    );
  });
});
