import { batchConsumer } from '@rbt/service-kit';
import type { AnyEventOf } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { trackingIncrements, type CountedTracking } from '../../domain/platform-report';

/** Counted plays, quartiles and errors of a fetched batch → the platforms' durable hourly counts, one write a batch. */
export function countPlatformHoursOnDeliveryBatch(deps: Deps) {
  return async (events: AnyEventOf<'delivery'>[]) => {
    const counted: CountedTracking[] = [];
    for (const e of events) {
      if (e.eventName === 'ad.played')
        counted.push({
          platformId: e.data.platformId,
          at: e.data.playedAt,
          event: 'impression',
          pricePerPlayPkr: e.data.pricePerPlayPkr,
        });
      else if (e.eventName === 'ad.progressed')
        counted.push({
          platformId: e.data.platformId,
          at: e.data.at,
          event: e.data.event,
          errorCode: e.data.errorCode,
        });
    }
    await deps.platformHours.add(trackingIncrements(counted));
  };
}

/** Kafka entry point of the platforms' reports: the plays serving counted come back as delivery.v1 batches. */
export async function startPlatformSubscribers(deps: Deps): Promise<void> {
  // The plays this service counted come back as delivery.v1 events: a group of their own, the kit's processed marks
  // so a redelivered batch is not added twice (the $inc itself is not idempotent).
  const group = 'svc-capacity.platform-reports';
  const batches = batchConsumer({ redis: deps.redis, mongo: deps.mongo, group, logger: deps.logger });
  await deps.bus.subscribeBatch(
    'delivery',
    'svc-capacity.platform-reports',
    ['ad.played', 'ad.progressed'],
    batches('countPlatformHoursOnDeliveryBatch', countPlatformHoursOnDeliveryBatch(deps)),
    { partitions: deps.bus.partitionsOf('delivery') },
  );
}
