import { Kafka } from 'kafkajs';
import { admin, call, eventually, stackEnv } from '@rbt/test-kit';
import { metricsText } from '@rbt/service-kit';
import type { AnyEventOf } from '@rbt/contracts';
import { startTestServer } from './test-server';
import { booking, DATE, statusChanged } from './fixtures';

describe('capacity over Kafka', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  const seen: AnyEventOf<'capacity'>[] = [];
  beforeAll(async () => {
    s = await startTestServer();
    const record = async (e: AnyEventOf<'capacity'>) => {
      seen.push(e);
    };
    await s.deps.bus.subscribe('capacity', 'capacity-test-observer', {
      'capacity.reserved': record,
      'capacity.insufficient': record,
    });
  });
  afterAll(() => s.stop());

  const booked = async (city: string, timeSlot: string) => {
    const r = await call(s.base, 'GET', `/api/admin/capacity?date=${DATE}&city=${city}`, { as: admin() });
    return r.body.find((x: any) => x.timeSlot === timeSlot)?.bookedCapacity as number | undefined;
  };
  const eventsFor = (id: string) => seen.filter((e) => e.aggregateId === id).map((e) => e.eventName);

  /** Messages ever written to this file's capacity topic, once every event waiting in an outbox was sent. */
  const capacityMessages = async () => {
    await Promise.all(s.deps.relays.map((r) => r.runOnce()));
    const kafka = new Kafka({ brokers: stackEnv().KAFKA_BROKERS, logLevel: 0 }).admin();
    await kafka.connect();
    const offsets = await kafka.fetchTopicOffsets(s.deps.bus.topicName('capacity'));
    await kafka.disconnect();
    return offsets.reduce((n, o) => n + Number(o.high), 0);
  };

  it('when approvals, replays and a deletion arrive on campaigns.v1, then bookings follow and capacity events say so', async () => {
    await call(s.base, 'POST', '/api/admin/capacity/upload', {
      as: admin(),
      body: { date: DATE, city: 'karachi', slots: [{ timeSlot: '19-20', totalCapacity: 100 }] },
    });
    const b = booking({ cities: ['karachi'], timeSlots: ['19-20'], expectedImpressions: 80 });
    const approveA = statusChanged('camp-a', 'pending_review', 'scheduled', b);
    const approveB = statusChanged('camp-b', 'pending_review', 'scheduled', b);
    await s.deps.bus.publish('campaigns', approveA);
    await eventually(async () => ((await booked('karachi', '19-20')) === 80 ? true : undefined));
    await s.deps.bus.publish('campaigns', approveB);
    await eventually(() => (eventsFor('camp-b').includes('capacity.insufficient') ? true : undefined));
    const short = seen.find((e) => e.eventName === 'capacity.insufficient');
    expect(short?.data).toMatchObject({
      campaignId: 'camp-b',
      shortSlots: [{ city: 'karachi', timeSlot: '19-20', requested: 80, available: 20 }],
    });

    // Replaying the same events changes nothing; deleting A frees its slots and B can then be booked.
    await s.deps.bus.publish('campaigns', [approveA, approveA]);
    await s.deps.bus.publish('campaigns', {
      eventId: crypto.randomUUID(),
      eventName: 'campaign.deleted',
      aggregateId: 'camp-a',
      occurredOn: new Date().toISOString(),
      data: { ownerId: 'user-a' },
    });
    await eventually(async () => ((await booked('karachi', '19-20')) === 0 ? true : undefined));
    await s.deps.bus.publish('campaigns', statusChanged('camp-b', 'pending_review', 'scheduled', b));
    await eventually(async () => ((await booked('karachi', '19-20')) === 80 ? true : undefined));
    expect(eventsFor('camp-a')).toEqual(['capacity.reserved']);
    // The short booking is counted as a conflict; the replays of A are not counted again.
    const text = (await metricsText()).body;
    expect(text).toContain('capacity_booking_outcomes_total{outcome="insufficient"} 1');
    expect(text).toContain('capacity_booking_outcomes_total{outcome="reserved"} 2');
  });

  it('when a short approval is answered by svc-campaigns holding the campaign in review, then capacity writes no further event', async () => {
    await call(s.base, 'POST', '/api/admin/capacity/upload', {
      as: admin(),
      body: { date: DATE, city: 'lahore', slots: [{ timeSlot: '20-21', totalCapacity: 10 }] },
    });
    const b = booking({ cities: ['lahore'], timeSlots: ['20-21'], expectedImpressions: 50 });
    await s.deps.bus.publish('campaigns', statusChanged('loop-1', 'pending_review', 'scheduled', b));
    await eventually(() => (seen.some((e) => e.aggregateId === 'loop-1') ? true : undefined));
    const before = await capacityMessages();
    // What svc-campaigns does on capacity.insufficient: the campaign goes back to pending_review.
    await s.deps.bus.publish('campaigns', statusChanged('loop-1', 'scheduled', 'pending_review', b));
    await eventually(async () =>
      (await s.deps.reservations.get('loop-1'))?.campaignStatus === 'pending_review' ? true : undefined,
    );
    // The release found nothing held: no event was written, so nothing was sent that could start a loop.
    const r = await s.deps.reservations.get('loop-1');
    expect(r?.state).toBe('insufficient');
    expect(await capacityMessages()).toBe(before);
    expect(seen.filter((e) => e.aggregateId === 'loop-1').map((e) => e.eventName)).toEqual(['capacity.insufficient']);
  });
});
