import { admin, call, eventually } from '@rbt/test-kit';
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
      'capacity.released': record,
    });
  });
  afterAll(() => s.stop());

  const booked = async (city: string, timeSlot: string) => {
    const r = await call(s.base, 'GET', `/api/admin/capacity?date=${DATE}&city=${city}`, { as: admin() });
    return r.body.find((x: any) => x.timeSlot === timeSlot)?.bookedCapacity as number | undefined;
  };
  const eventsFor = (id: string) => seen.filter((e) => e.aggregateId === id).map((e) => e.eventName);

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
    await eventually(() => (eventsFor('camp-a').includes('capacity.released') ? true : undefined));
    expect(await booked('karachi', '19-20')).toBe(0);
    await s.deps.bus.publish('campaigns', statusChanged('camp-b', 'pending_review', 'scheduled', b));
    await eventually(async () => ((await booked('karachi', '19-20')) === 80 ? true : undefined));
    expect(eventsFor('camp-a')).toEqual(['capacity.reserved', 'capacity.released']);
    // The short booking is counted as a conflict; the replays of A are not counted again.
    const text = (await metricsText()).body;
    expect(text).toContain('capacity_booking_outcomes_total{outcome="insufficient"} 1');
    expect(text).toContain('capacity_booking_outcomes_total{outcome="reserved"} 2');
  });
});
