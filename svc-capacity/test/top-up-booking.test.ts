import { admin, advertiser, call } from '@rbt/test-kit';
import { eventConsumer } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import type { EventOf } from '@rbt/contracts';
import {
  CONSUMER_GROUP,
  extendBookingOnBookingExtended,
  reserveOrReleaseOnStatusChanged,
} from '../src/inventory/entry-points/kafka/subscribers';
import { startTestServer } from './test-server';
import { booking, DATE, statusChanged } from './fixtures';
import { spec } from './serving-fixtures';
import { bookForStatus } from '../src/inventory/domain/booking-use-case';
import { extendBooking } from '../src/inventory/domain/running-campaign-use-case';
import { cellStartMs } from '../src/inventory/domain/spread-booking';

const extended = (id: string, topUpId: string, b: ReturnType<typeof booking>, added: number) =>
  makeEvent('campaigns', 'campaign.booking_extended', id, {
    ownerId: 'alice',
    topUpId,
    status: 'live',
    added: { startDate: DATE, endDate: DATE, expectedImpressions: added },
    booking: { ...b, expectedImpressions: b.expectedImpressions + added },
  }) as EventOf<'campaigns', 'campaign.booking_extended'>;

describe('svc-capacity: a paid top-up books the added plays', () => {
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

  it('when a live campaign is topped up twice, then it is served and reported by the sum of its plays per hour', async () => {
    await call(s.base, 'POST', '/api/admin/capacity/upload', {
      as: admin(),
      body: { date: DATE, city: 'quetta', slots: [{ timeSlot: '11-12', totalCapacity: 1000 }] },
    });
    const b = booking({ cities: ['quetta'], timeSlots: ['11-12'], expectedImpressions: 290, serving: spec() });
    await status(statusChanged('twice', 'pending_review', 'scheduled', b));
    await status(statusChanged('twice', 'scheduled', 'live', b));
    await extend(extended('twice', 'tu-a', b, 73));
    await extend(extended('twice', 'tu-b', { ...b, expectedImpressions: 363 }, 73));

    const served = s.deps.servingIndex.inCity('quetta').find((c) => c.id === 'twice');
    expect(served?.booked.get(`${DATE}|quetta|11-12`)).toBe(436);
    const r = await call(s.base, 'GET', '/api/admin/capacity/delivery', { as: admin() });
    expect(r.body.campaigns.find((c: { campaignId: string }) => c.campaignId === 'twice')).toMatchObject({
      bookedPlays: 436,
    });
  });

  it('when a campaign is approved and topped up at 21:35 Karachi on its first day, then a begun hour sells only its minutes left and a past hour nothing', async () => {
    const t = cellStartMs({ date: DATE, timeSlot: '21-22' }) + 35 * 60_000;
    const ports = { ...s.deps, invalidate: async () => undefined, servingClock: () => t };
    const b = booking({
      cities: ['sialkot'],
      timeSlots: ['20-21', '21-22', '22-23', '23-24'],
      expectedImpressions: 40,
    });
    await bookForStatus(ports, 'late', statusChanged('late', 'pending_review', 'live', b).data);
    await extendBooking(ports, 'late', extended('late', 'tu-late', b, 20).data);
    const cells = (await s.deps.reservations.get('late'))?.cells ?? [];
    // 21-22 weighs its 25 minutes left (25/60 of an hour), 22-23 and 23-24 a whole hour each; 20-21 is gone.
    expect(cells.map((c) => `${c.timeSlot} ${c.n}`)).toEqual([
      '21-22 7',
      '22-23 17',
      '23-24 16',
      '21-22 4',
      '22-23 8',
      '23-24 8',
    ]);
  });

  it('when an advertiser asks what fits in an hour the admin capped at 1000 with 300 booked, then 700 are sellable and 701 are not', async () => {
    const b = booking({ cities: ['quetta'], timeSlots: ['10-11'], expectedImpressions: 0 });
    const ask = (plays: number) =>
      call(s.base, 'POST', '/api/capacity/feasibility', {
        as: advertiser('alice'),
        body: { startDate: DATE, endDate: DATE, cities: b.cities, timeSlots: b.timeSlots, plays },
      });
    // The first test left quetta 10-11 at a total of 1000 with nothing booked; book 300 of it now.
    await status(statusChanged('fits', 'pending_review', 'scheduled', { ...b, expectedImpressions: 300 }));
    expect((await ask(700)).body).toMatchObject({ feasible: true, sellablePlays: 700, bookedPlays: 300, pastCells: 0 });
    expect((await ask(701)).body).toMatchObject({ feasible: false, sellablePlays: 700 });
    expect((await ask(-1)).status).toBe(400);
  });
});
