import { intervalJob, makeEvent } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { planDelivery } from '../../domain/delivery-plan';

/** One round of the simulator: plays live campaigns' current-hour cells and emits delivery.v1 impressions.delivered. */
export async function runDeliveryTick(deps: Deps, now = new Date()): Promise<number> {
  const plays = planDelivery(await deps.reservations.liveReserved(), now, deps.config.DELIVERY_TICK_MS);
  for (const p of plays) {
    // Counted and queued in one update: the relay sends exactly the batches that were counted.
    const { key: _k, ...data } = p;
    const event = makeEvent('delivery', 'impressions.delivered', p.campaignId, data);
    await deps.reservations.addDelivered(p.campaignId, p.key, p.impressions, event);
  }
  if (plays.length) deps.afterWrite();
  return plays.length;
}

/** The simulator's timer when DELIVERY_SIMULATOR=on (a runService job), else a job that does nothing. */
export function deliverySimulatorJob(deps: Deps): () => () => Promise<void> | void {
  if (deps.config.DELIVERY_SIMULATOR !== 'on') return () => () => undefined;
  return intervalJob(
    deps.config.DELIVERY_TICK_MS,
    () => runDeliveryTick(deps),
    deps.logger,
    'delivery simulator round failed',
  );
}
