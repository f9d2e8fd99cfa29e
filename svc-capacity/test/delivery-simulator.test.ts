import { admin, call } from '@rbt/test-kit';
import { dedupeByEventId } from '@rbt/service-kit';
import { CONSUMER_GROUP, reserveOrReleaseOnStatusChanged } from '../src/entry-points/kafka/subscribers';
import { runDeliveryTick } from '../src/entry-points/jobs/delivery-simulator';
import { startTestServer } from './test-server';
import { booking, DATE, statusChanged } from './fixtures';

describe('delivery simulator', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer({ DELIVERY_TICK_MS: '600000' });
  });
  afterAll(() => s.stop());

  it('when a live campaign is in its booked hour, then each tick delivers its share and the hour ends at exactly the booking', async () => {
    const repos = s.deps;
    const handle = dedupeByEventId(s.deps.redis, CONSUMER_GROUP, reserveOrReleaseOnStatusChanged(s.deps));
    await call(s.base, 'POST', '/api/admin/capacity/upload', {
      as: admin(),
      body: { date: DATE, city: 'karachi', slots: [{ timeSlot: '19-20', totalCapacity: 1000 }] },
    });
    const b = booking({ cities: ['karachi'], timeSlots: ['19-20'], expectedImpressions: 600 });
    await handle(statusChanged('sim-live', 'pending_review', 'scheduled', b));
    // 14:00 UTC is 19:00 in Karachi; ticks are 10 minutes, so six rounds cover the hour.
    const at = (min: number) => new Date(Date.parse(`${DATE}T14:00:00Z`) + min * 60_000);
    expect(await runDeliveryTick(s.deps, at(0))).toBe(0);
    await handle(statusChanged('sim-live', 'scheduled', 'live', b));
    for (const min of [0, 10, 20, 30, 40, 50, 55]) await runDeliveryTick(s.deps, at(min));
    const r = await repos.reservations.get('sim-live');
    expect(r?.delivered).toEqual({ [`${DATE}|karachi|19-20`]: 600 });
    await handle(statusChanged('sim-live', 'live', 'paused', b));
    expect(await runDeliveryTick(s.deps, at(0))).toBe(0);
  });
});
