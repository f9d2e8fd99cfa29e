import { eventConsumer } from '@rbt/service-kit';
import type { EventOf } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { holdForCapacity, releaseHold } from '../../domain/review-use-case';

/**
 * Kafka entry points of the campaigns context; handlers are named <Action>On<Event>. Every subscription goes through
 * the kit's consumer: deduplicated by event id, a failing handler retried and then dead-lettered (`dead_letters`).
 */
export async function startCampaignSubscribers(deps: Deps): Promise<void> {
  const consumer = (group: string) =>
    eventConsumer({ redis: deps.redis, mongo: deps.mongo, group, logger: deps.logger });
  const holdCampaignOnCapacityInsufficient = async (e: Parameters<typeof holdForCapacity>[1]) => {
    await holdForCapacity(deps, e).catch(ignoreMissing);
  };
  const releaseHoldOnCapacityReserved = async (e: EventOf<'capacity', 'capacity.reserved'>) => {
    await releaseHold(deps, e.data.campaignId).catch(ignoreMissing);
  };
  // One group per topic: kafkajs assigns partitions as if every member of a group subscribed to the same topics.
  const capacity = consumer('svc-campaigns.capacity');
  await deps.bus.subscribe('capacity', 'svc-campaigns.capacity', {
    'capacity.insufficient': capacity('holdCampaignOnCapacityInsufficient', holdCampaignOnCapacityInsufficient),
    'capacity.reserved': capacity('releaseHoldOnCapacityReserved', releaseHoldOnCapacityReserved),
  });
}

/** An event about a campaign this service does not have (deleted, or another environment) is skipped. */
function ignoreMissing(err: { status?: number }): void {
  if (err.status !== 404) throw err;
}
