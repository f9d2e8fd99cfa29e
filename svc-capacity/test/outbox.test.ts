import { admin, call, eventually } from '@rbt/test-kit';
import type { AnyEnvelope } from '@rbt/contracts';
import { reserveOrReleaseOnStatusChanged } from '../src/inventory/entry-points/kafka/subscribers';
import { startTestServer } from './test-server';
import { booking, DATE, statusChanged } from './fixtures';
import { decisionPath, liveCampaign, platform, subscriber, trackingPaths } from './serving-fixtures';

// Port 1 refuses connections at once: Kafka is down for the first instance from its start.
const DOWN = { KAFKA_BROKERS: '127.0.0.1:1', KAFKA_START_WAIT_MS: '0', OUTBOX_RELAY_INTERVAL_MS: '200' };

describe('svc-capacity outbox', () => {
  it('when Kafka is unreachable, then the service answers, booking events wait in the reservation and counted plays in the Redis stream, and both leave once a relay reaches Kafka', async () => {
    const down = await startTestServer(DOWN);
    const same = {
      MONGO_DB: down.deps.config.MONGO_DB,
      KAFKA_TOPIC_PREFIX: down.deps.config.KAFKA_TOPIC_PREFIX,
      SERVING_KEY_PREFIX: down.deps.config.SERVING_KEY_PREFIX,
    };
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
      // A play counted while Kafka is down.
      await liveCampaign(down.deps, 'ob-play');
      const ad = await call(down.base, 'GET', decisionPath({ sub: subscriber(9), city: 'karachi' }), {
        as: platform(),
      });
      const paths = trackingPaths(ad.body);
      expect((await call(down.base, 'GET', paths.impression as string)).status).toBe(204);
      await Promise.all(down.deps.relays.map((r) => r.runOnce()));
      const doc = await down.deps.reservations.get('ob-1');
      const waiting = doc?.outbox ?? [];
      expect(waiting.map((e) => e.eventName)).toEqual(['capacity.reserved', 'capacity.reserved']);
      expect(await down.deps.serving.redis.xlen('plays')).toBe(1);
      await down.stopKeepingData();

      // An instance that reaches Kafka sends what waited, and the outboxes are emptied.
      up = await startTestServer(same);
      const seen: AnyEnvelope[] = [];
      const record = async (e: AnyEnvelope) => {
        seen.push(e);
      };
      await up.deps.bus.subscribe('capacity', 'capacity-outbox-observer', { 'capacity.reserved': record });
      await up.deps.bus.subscribe('delivery', 'capacity-outbox-observer-delivery', { 'ad.played': record });
      await eventually(() => (seen.length >= 3 ? true : undefined), 60_000);
      expect(seen.map((e) => e.eventName).sort()).toEqual(['ad.played', 'capacity.reserved', 'capacity.reserved']);
      const played = seen.find((e) => e.eventName === 'ad.played');
      expect(played).toMatchObject({
        aggregateId: 'ob-play',
        data: { campaignId: 'ob-play', city: 'karachi', subscriberHash: subscriber(9), pricePerPlayPkr: 1.25 },
      });
      expect((await up.deps.reservations.get('ob-1'))?.outbox ?? []).toEqual([]);
      expect(await up.deps.serving.redis.xlen('plays')).toBe(0);
    } finally {
      await (up ?? down).stop();
    }
  });
});
