import { makeEvent } from '@rbt/service-kit';
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

/** Starts the timer when DELIVERY_SIMULATOR=on; returns how to stop it. */
export function startDeliverySimulator(deps: Deps): () => void {
  if (deps.config.DELIVERY_SIMULATOR !== 'on') return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDeliveryTick(deps)
      .catch((err) => deps.logger.error({ err }, 'delivery simulator round failed'))
      .finally(() => {
        running = false;
      });
  }, deps.config.DELIVERY_TICK_MS);
  return () => clearInterval(timer);
}
