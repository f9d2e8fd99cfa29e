import { admin, call, eventually } from '@rbt/test-kit';
import type { AnyEnvelope } from '@rbt/contracts';
import { reserveOrReleaseOnStatusChanged } from '../src/entry-points/kafka/subscribers';
import { runDeliveryTick } from '../src/entry-points/jobs/delivery-simulator';
import { startTestServer } from './test-server';
import { booking, DATE, statusChanged } from './fixtures';

// Port 1 refuses connections at once: Kafka is down for the first instance from its start.
const DOWN = { KAFKA_BROKERS: '127.0.0.1:1', KAFKA_START_WAIT_MS: '0', OUTBOX_RELAY_INTERVAL_MS: '200' };

describe('svc-capacity outbox', () => {
  it('when Kafka is unreachable, then the service answers, the booking and delivery events wait in the reservation and leave once a relay reaches Kafka', async () => {
    const down = await startTestServer(DOWN);
    const same = { MONGO_DB: down.deps.config.MONGO_DB, KAFKA_TOPIC_PREFIX: down.deps.config.KAFKA_TOPIC_PREFIX };
    let up: Awaited<ReturnType<typeof startTestServer>> | undefined;
    try {
      expect((await call(down.base, 'GET', '/health')).body.dependencies.kafka.status).toBe('down');
      const uploaded = await call(down.base, 'POST', '/api/admin/capacity/upload', {
        as: admin(),
        body: { date: DATE, city: 'karachi', slots: [{ timeSlot: '19-20', totalCapacity: 1000 }] },
      });
      expect(uploaded.status).toBe(200);
      const b = booking({ cities: ['karachi'], timeSlots: ['19-20'], expectedImpressions: 600 });
      const handle = reserveOrReleaseOnStatusChanged(down.deps);
      await handle(statusChanged('ob-1', 'pending_review', 'scheduled', b));
      await handle(statusChanged('ob-1', 'scheduled', 'live', b));
      // 14:10 UTC is 19:10 in Karachi, inside the booked hour.
      expect(await runDeliveryTick(down.deps, new Date(`${DATE}T14:10:00Z`))).toBe(1);
      await Promise.all(down.deps.relays.map((r) => r.runOnce()));
      const doc = await down.deps.reservations.get('ob-1');
      const waiting = [...(doc?.outbox ?? []), ...(doc?.deliveryOutbox ?? [])];
      expect(waiting.map((e) => e.eventName)).toEqual([
        'capacity.reserved',
        'capacity.reserved',
        'impressions.delivered',
      ]);
      await down.stopKeepingData();

      // An instance that reaches Kafka sends what waited, and the documents are emptied.
      up = await startTestServer(same);
      const seen: AnyEnvelope[] = [];
      const record = async (e: AnyEnvelope) => {
        seen.push(e);
      };
      await up.deps.bus.subscribe('capacity', 'capacity-outbox-observer', { 'capacity.reserved': record });
      await up.deps.bus.subscribe('delivery', 'capacity-outbox-observer-delivery', { 'impressions.delivered': record });
      await eventually(() => (seen.length >= 3 ? true : undefined), 60_000);
      expect(seen.map((e) => e.eventId).sort()).toEqual(waiting.map((e) => e.eventId).sort());
      const after = await up.deps.reservations.get('ob-1');
      expect([...(after?.outbox ?? []), ...(after?.deliveryOutbox ?? [])]).toEqual([]);
    } finally {
      await (up ?? down).stop();
    }
  });
});
