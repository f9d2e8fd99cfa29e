import { admin, call } from '@rbt/test-kit';
import { eventConsumer } from '@rbt/service-kit';
import { CONSUMER_GROUP, reserveOrReleaseOnStatusChanged } from '../src/inventory/entry-points/kafka/subscribers';
import { startTestServer } from './test-server';
import { booking, DATE, statusChanged } from './fixtures';

describe('reservations driven by campaign status changes', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  let handle: ReturnType<typeof reserveOrReleaseOnStatusChanged>;
  beforeAll(async () => {
    s = await startTestServer();
    handle = eventConsumer({ ...s.deps, group: CONSUMER_GROUP })(
      'reserveOrReleaseOnStatusChanged',
      reserveOrReleaseOnStatusChanged(s.deps),
    );
  });
  afterAll(() => s.stop());

  const setTotal = (city: string, timeSlot: string, totalCapacity: number, date = DATE) =>
    call(s.base, 'POST', '/api/admin/capacity/upload', {
      as: admin(),
      body: { date, city, slots: [{ timeSlot, totalCapacity }] },
    });
  const row = async (city: string, timeSlot: string, date = DATE) => {
    const r = await call(s.base, 'GET', `/api/admin/capacity?date=${date}&city=${city}`, { as: admin() });
    return r.body.find((x: any) => x.timeSlot === timeSlot);
  };
  const reservation = (id: string) => s.deps.reservations.get(id);

  it('when 100 campaigns are approved at once for one city-slot, then exactly as many as fit are booked and never more', async () => {
    await setTotal('lahore', '20-21', 555);
    const events = Array.from({ length: 100 }, (_, i) =>
      statusChanged(
        `race-${i}`,
        'pending_review',
        'scheduled',
        booking({ cities: ['lahore'], timeSlots: ['20-21'], expectedImpressions: 10 }),
      ),
    );
    await Promise.all(events.map((e) => handle(e)));
    expect(await row('lahore', '20-21')).toMatchObject({
      totalCapacity: 555,
      bookedCapacity: 550,
      availableCapacity: 5,
    });
    const states = await Promise.all(events.map((e) => reservation(e.aggregateId)));
    expect(states.filter((r) => r?.state === 'reserved')).toHaveLength(55);
    expect(states.filter((r) => r?.state === 'insufficient')).toHaveLength(45);
  });

  it('when one slot of a campaign lacks room, then nothing of it stays booked and the short slot is reported', async () => {
    await setTotal('islamabad', '08-09', 100);
    await setTotal('islamabad', '09-10', 30);
    await handle(
      statusChanged(
        'partial',
        'pending_review',
        'scheduled',
        booking({ cities: ['islamabad'], timeSlots: ['08-09', '09-10'], expectedImpressions: 100 }),
      ),
    );
    expect(await row('islamabad', '08-09')).toMatchObject({ bookedCapacity: 0, availableCapacity: 100 });
    expect(await row('islamabad', '09-10')).toMatchObject({ bookedCapacity: 0, availableCapacity: 30 });
    expect((await reservation('partial'))?.shortSlots).toEqual([
      { date: DATE, city: 'islamabad', timeSlot: '09-10', requested: 50, available: 30 },
    ]);
  });

  it('when a live campaign is paused, then its slots are released, and when resumed they are booked again', async () => {
    await setTotal('rawalpindi', '12-13', 1000);
    const b = booking({ cities: ['rawalpindi'], timeSlots: ['12-13'], expectedImpressions: 400 });
    await handle(statusChanged('pausable', 'pending_review', 'scheduled', b));
    await handle(statusChanged('pausable', 'scheduled', 'live', b));
    expect(await row('rawalpindi', '12-13')).toMatchObject({ bookedCapacity: 400 });
    await handle(statusChanged('pausable', 'live', 'paused', b));
    expect(await row('rawalpindi', '12-13')).toMatchObject({ bookedCapacity: 0, availableCapacity: 1000 });
    await handle(statusChanged('pausable', 'paused', 'live', b));
    expect(await row('rawalpindi', '12-13')).toMatchObject({ bookedCapacity: 400, availableCapacity: 600 });
  });

  it('when the same events are handled again, by id or as new copies, then bookings do not change', async () => {
    await setTotal('gujranwala', '22-23', 1000);
    const b = booking({ cities: ['gujranwala'], timeSlots: ['22-23'], expectedImpressions: 300 });
    const approve = statusChanged('replayed', 'pending_review', 'scheduled', b);
    const pause = statusChanged('replayed', 'live', 'paused', b);
    const resume = statusChanged('replayed', 'paused', 'live', b);
    for (const e of [approve, pause, resume]) await handle(e);
    for (const e of [approve, pause, resume]) await handle(e);
    expect(await row('gujranwala', '22-23')).toMatchObject({ bookedCapacity: 300 });
    // New event ids for a state already reached: the reservation document keeps the booking single.
    await handle(statusChanged('replayed', 'pending_review', 'scheduled', b));
    await handle(statusChanged('replayed', 'scheduled', 'live', b));
    expect(await row('gujranwala', '22-23')).toMatchObject({ bookedCapacity: 300 });
  });

  it('when a campaign is rejected after approval, then its slots are released', async () => {
    await setTotal('karachi', '23-24', 50);
    const b = booking({ cities: ['karachi'], timeSlots: ['23-24'], expectedImpressions: 50 });
    await handle(statusChanged('rejected-later', 'pending_review', 'scheduled', b));
    expect(await row('karachi', '23-24')).toMatchObject({ bookedCapacity: 50 });
    await handle(statusChanged('rejected-later', 'scheduled', 'rejected', b));
    expect(await row('karachi', '23-24')).toMatchObject({ bookedCapacity: 0, availableCapacity: 50 });
  });
});
