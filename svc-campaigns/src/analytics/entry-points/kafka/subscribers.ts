import { batchConsumer } from '@rbt/service-kit';
import type { Deps } from '../../../deps';
import { completeWhenDelivered } from '../../../billing';
import { countDeliveryBatch } from '../../domain/delivery-batch-use-case';
import type { CountedEvent } from '../../domain/delivery-batch-use-case';

/**
 * Real plays from the decision API's tracking and how far they were listened to, a fetched batch at a time: added
 * up in memory, written once per cell part and campaign, the offsets committed after. A campaign completes as soon as
 * its guaranteed plays are counted.
 */
export async function startAnalyticsSubscribers(deps: Deps): Promise<void> {
  const countPlaysOnDeliveryBatch = async (events: CountedEvent[]) => {
    const r = await countDeliveryBatch(deps, events, deps.clock());
    const played = new Set(events.filter((e) => e.eventName === 'ad.played').map((e) => e.data.campaignId));
    for (const id of played) await completeWhenDelivered(deps, id, r.campaigns.get(id));
  };
  // Every play of every campaign arrives here: the partitions (delivery.v1 is keyed by campaign) are handled side by
  // side, as many as the topic has, each batch touching only its campaigns' documents and counters. Each write
  // records the event ids with the figures (the cells', and the campaign's credit tokens), so the kit's processed
  // marks would only repeat that check.
  const delivery = batchConsumer({
    redis: deps.redis,
    mongo: deps.mongo,
    group: 'svc-campaigns.delivery',
    logger: deps.logger,
    processedMarks: false,
  });
  await deps.bus.subscribeBatch(
    'delivery',
    'svc-campaigns.delivery',
    ['ad.played', 'ad.progressed'],
    delivery('countPlaysOnDeliveryBatch', countPlaysOnDeliveryBatch),
    { partitions: deps.bus.partitionsOf('delivery') },
  );
}
