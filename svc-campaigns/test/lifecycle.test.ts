import crypto from 'node:crypto';
import { call, admin, eventually, stackEnv, uniqueName } from '@rbt/test-kit';
import { createLogger, EventBus } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AdminCampaignPage, AnyEventOf, DashboardStats } from '@rbt/contracts';
import { round2 } from '@rbt/pricing';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, fullDraft, paid } from './fixtures';
import { runSchedule } from '../src/campaigns/domain/scheduler-use-case';
import { bookingOf } from '../src/campaigns/domain/lifecycle';

describe('svc-campaigns lifecycle', () => {
  let s: WithPricing;
  let now = new Date('2029-12-01T10:00:00Z');
  const boss = admin();
  const status = async (id: string) =>
    (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.status as string;
  const setStatus = (id: string, body: unknown, as = boss) =>
    call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, { as, body });

  beforeAll(async () => {
    s = await startWithPricing({}, { clock: () => now });
  });
  afterAll(async () => {
    await s.stop();
  });

  it('when a campaign is submitted and paid, then downstream receives its status changes in order with the booking snapshot for capacity', async () => {
    const bus = new EventBus({
      brokers: stackEnv().KAFKA_BROKERS,
      clientId: 'lifecycle-test',
      logger: createLogger('t', 'silent'),
      topicPrefix: s.deps.config.KAFKA_TOPIC_PREFIX,
      fetchWaitMs: 200, // disconnecting waits for an idle fetch: 5 s by default
    });
    const seen: AnyEventOf<'campaigns'>[] = [];
    const keep = async (e: AnyEventOf<'campaigns'>) => {
      seen.push(e);
    };
    try {
      await bus.subscribe('campaigns', uniqueName('downstream'), { 'campaign.status_changed': keep });
      const id = await paid(s.base, alice, fullDraft({ startDate: '2030-03-01', endDate: '2030-03-05' }));
      const mine = await eventually(() => {
        const m = seen.filter((e) => e.aggregateId === id);
        return m.length >= 2 ? m : undefined;
      }, 30_000);
      expect(mine.map((e) => (e.eventName === 'campaign.status_changed' ? e.data.to : e.eventName))).toEqual([
        'awaiting_payment',
        'pending_review',
      ]);
      const last = mine[1];
      if (last.eventName !== 'campaign.status_changed') throw new Error('expected a status change');
      expect(last.data).toMatchObject({
        ownerId: 'alice',
        from: 'awaiting_payment',
        to: 'pending_review',
        booking: {
          cities: ['karachi', 'lahore'],
          startDate: '2030-03-01',
          endDate: '2030-03-05',
          timeSlots: ['18-19', '19-20'],
        },
      });
      expect(last.data.booking.expectedImpressions).toBeGreaterThan(0);
    } finally {
      await bus.disconnect();
    }
  });

  it('when an admin approves, the start date comes, pause, resume and the end date passes (Asia/Karachi), then the campaign runs scheduled→live→paused→live→completed', async () => {
    const id = await paid(s.base, alice, fullDraft({ startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }));
    const profile = { name: 'Alice', company: 'Alice Traders', address: 'Karachi', ntn: '' };
    expect((await call(s.base, 'PUT', '/api/billing/profile', { as: alice, body: profile })).status).toBe(200);
    expect((await setStatus(id, { status: 'scheduled' })).body.status).toBe('scheduled');
    // What operators' platforms see in VAST: the campaign's name and the company at approval.
    const approved = (await s.deps.campaigns.get(id)) as NonNullable<Awaited<ReturnType<typeof s.deps.campaigns.get>>>;
    expect(bookingOf(approved).serving).toMatchObject({ title: approved.name, advertiser: 'Alice Traders' });
    now = new Date('2030-01-09T18:59:00Z'); // 23:59 on the 9th in Karachi
    await runSchedule(s.deps);
    expect(await status(id)).toBe('scheduled');
    now = new Date('2030-01-09T19:00:00Z'); // 00:00 on the 10th in Karachi
    await runSchedule(s.deps);
    expect(await status(id)).toBe('live');
    expect((await setStatus(id, { status: 'paused' })).body.status).toBe('paused');
    expect((await setStatus(id, { status: 'live' })).body.status).toBe('live');
    now = new Date('2030-01-12T18:00:00Z'); // still the 12th in Karachi: the last day runs
    await runSchedule(s.deps);
    expect(await status(id)).toBe('live');
    now = new Date('2030-01-12T19:00:00Z');
    await runSchedule(s.deps);
    const d = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
    expect(d.status).toBe('completed');
    expect(d.statusHistory.map((h: { to: string }) => h.to)).toEqual([
      'draft',
      'awaiting_payment',
      'pending_review',
      'scheduled',
      'live',
      'paused',
      'live',
      'completed',
    ]);
    now = new Date('2029-12-01T10:00:00Z');
  });

  it('when an admin rejects with a reason, then the owner sees it, can edit and resubmit straight to review', async () => {
    const id = await paid(s.base);
    const r = await setStatus(id, { status: 'rejected', reason: 'Script makes medical claims' });
    expect(r.body).toMatchObject({ status: 'rejected', rejectionReason: 'Script makes medical claims' });
    expect(
      (
        await call(s.base, 'PATCH', `/api/campaigns/${id}`, {
          as: alice,
          body: { ttsConfig: { script: 'Visit our store' } },
        })
      ).status,
    ).toBe(200);
    const again = await call(s.base, 'POST', `/api/campaigns/${id}/submit`, {
      as: alice,
      body: { termsAccepted: true },
    });
    expect(again.body.status).toBe('pending_review');
    expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.rejectionReason).toBeNull();
  });

  it.each([
    ['pause a campaign in review', { status: 'paused' }, 'pending_review'],
    ['resume a campaign in review', { status: 'live' }, 'pending_review'],
  ])('when an admin tries to %s, then it is a 409 naming the current status', async (_l, body, current) => {
    const id = await paid(s.base);
    const r = await setStatus(id, body);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain(current);
  });

  it('when a reject has no reason or an advertiser calls admin routes, then 400 and 403', async () => {
    const id = await paid(s.base);
    const r = await setStatus(id, { status: 'rejected' });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('reason: A reason is required to reject a campaign');
    expect((await setStatus(id, { status: 'scheduled' }, alice)).status).toBe(403);
    expect((await call(s.base, 'GET', '/api/admin/campaigns', { as: alice })).status).toBe(403);
  });

  it('when an admin searches by name and filters by status with paging, then matching rows come back in the spec shape', async () => {
    await paid(s.base, bob, fullDraft({ name: 'Ramzan Special' }));
    const r = await call(s.base, 'GET', '/api/admin/campaigns?q=ramzan&status=pending_review&page=1&pageSize=5', {
      as: boss,
    });
    const page = AdminCampaignPage.parse(r.body);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      name: 'Ramzan Special',
      userId: 'bob',
      userEmail: 'bob@example.com',
      status: 'pending_review',
    });
    expect(page.items[0].totalCost).toBeGreaterThan(0);
  });

  it('when capacity reports a shortage, then the campaign is held in review with the reason and approval is refused until capacity is reserved', async () => {
    const id = await paid(s.base);
    await s.deps.bus.publish(
      'capacity',
      makeEvent('capacity', 'capacity.insufficient', id, {
        campaignId: id,
        shortSlots: [{ date: '2030-01-10', city: 'karachi', timeSlot: '18-19', requested: 500, available: 100 }],
      }),
    );
    const held = await eventually(async () => {
      const d = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
      return d.reviewHold ? d : undefined;
    });
    expect(held.reviewHold).toBe('Not enough capacity: karachi 18-19 on 2030-01-10 (requested 500, available 100)');
    const refused = await setStatus(id, { status: 'scheduled' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('Not enough capacity');
    await s.deps.bus.publish(
      'capacity',
      makeEvent('capacity', 'capacity.reserved', id, { campaignId: id, impressions: 500 }),
    );
    await eventually(async () =>
      (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.reviewHold === null ? true : undefined,
    );
    expect((await setStatus(id, { status: 'scheduled' })).status).toBe(200);
  });

  it('when plays arrive (one twice), then list items and dashboard stats show the real figures once', async () => {
    const id = await paid(s.base, bob, fullDraft({ startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }));
    await setStatus(id, { status: 'scheduled' });
    now = new Date('2030-01-10T05:00:00Z');
    await runSchedule(s.deps);
    now = new Date('2029-12-01T10:00:00Z');
    const { quote } = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: bob })).body;
    // What svc-capacity stamps on each play: the booking's price per play, the locked quote's total ÷ its plays.
    const perPlay = quote.totalCost / quote.estImpressions;
    const play = (city: string, subscriber: string) =>
      makeEvent('delivery', 'ad.played', id, {
        adServingId: crypto.randomUUID(),
        campaignId: id,
        platformId: 'platform-test',
        date: '2030-01-10',
        city,
        timeSlot: '18-19',
        subscriberHash: crypto.createHash('sha256').update(subscriber).digest('hex'),
        pricePerPlayPkr: perPlay,
        playedAt: '2030-01-10T13:30:00.000Z',
      });
    const e = play('karachi', '+923001110001');
    await s.deps.bus.publish('delivery', [e, e, play('karachi', '+923001110002'), play('lahore', '+923001110001')]);
    const stats = await eventually(async () => {
      const st = DashboardStats.parse((await call(s.base, 'GET', '/api/dashboard/stats', { as: bob })).body);
      return st.totalImpressions === 3 ? st : undefined;
    });
    // Spend is the plays at the price they carried; reach, distinct subscribers.
    expect(stats).toMatchObject({
      activeCampaigns: 1,
      totalImpressions: 3,
      totalSpend: round2(3 * perPlay),
      uniqueReach: 2,
    });
    const item = (await call(s.base, 'GET', '/api/campaigns', { as: bob })).body.find(
      (c: { id: string }) => c.id === id,
    );
    expect(item).toMatchObject({
      status: 'live',
      impressions: 3,
      spend: expect.closeTo(3 * perPlay, 6),
      progress: Math.min(100, Math.round((3 / quote.estImpressions) * 1000) / 10),
    });
  });
});
