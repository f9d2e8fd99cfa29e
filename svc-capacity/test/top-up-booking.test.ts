import { admin, call } from '@rbt/test-kit';
import { eventConsumer } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import type { EventOf } from '@rbt/contracts';
import {
  CONSUMER_GROUP,
  extendBookingOnBookingExtended,
  reserveOrReleaseOnStatusChanged,
} from '../src/entry-points/kafka/subscribers';
import { startTestServer } from './test-server';
import { booking, DATE, statusChanged } from './fixtures';

const extended = (id: string, topUpId: string, b: ReturnType<typeof booking>, added: number) =>
  makeEvent('campaigns', 'campaign.booking_extended', id, {
    ownerId: 'alice',
    topUpId,
    status: 'live',
    added: { startDate: DATE, endDate: DATE, expectedImpressions: added },
    booking: { ...b, expectedImpressions: b.expectedImpressions + added },
  }) as EventOf<'campaigns', 'campaign.booking_extended'>;

describe('svc-capacity: a paid top-up books the added plays (issue 28)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  let status: ReturnType<typeof reserveOrReleaseOnStatusChanged>;
  let extend: ReturnType<typeof extendBookingOnBookingExtended>;
  beforeAll(async () => {
    s = await startTestServer();
    status = eventConsumer({ ...s.deps, group: CONSUMER_GROUP })(
      'reserveOrReleaseOnStatusChanged',
      reserveOrReleaseOnStatusChanged(s.deps),
    );
    extend = extendBookingOnBookingExtended(s.deps);
  });
  afterAll(() => s.stop());

  const row = async (city: string, timeSlot: string) => {
    const r = await call(s.base, 'GET', `/api/admin/capacity?date=${DATE}&city=${city}`, { as: admin() });
    return r.body.find((x: { timeSlot: string }) => x.timeSlot === timeSlot);
  };

  it('when a live campaign is topped up, then the added plays are booked once, and a pause gives everything back', async () => {
    await call(s.base, 'POST', '/api/admin/capacity/upload', {
      as: admin(),
      body: { date: DATE, city: 'quetta', slots: [{ timeSlot: '10-11', totalCapacity: 1000 }] },
    });
    const b = booking({ cities: ['quetta'], timeSlots: ['10-11'], expectedImpressions: 300 });
    await status(statusChanged('topped', 'pending_review', 'scheduled', b));
    await status(statusChanged('topped', 'scheduled', 'live', b));
    expect(await row('quetta', '10-11')).toMatchObject({ bookedCapacity: 300 });

    const e = extended('topped', 'tu-1', b, 200);
    await extend(e);
    await extend(e); // a redelivery books nothing twice
    expect(await row('quetta', '10-11')).toMatchObject({ bookedCapacity: 500, availableCapacity: 500 });
    expect((await s.deps.reservations.get('topped'))?.impressions).toBe(500);

    await status(statusChanged('topped', 'live', 'paused', { ...b, expectedImpressions: 500 }));
    expect(await row('quetta', '10-11')).toMatchObject({ bookedCapacity: 0, availableCapacity: 1000 });
  });
});
