import { makeEvent } from '@rbt/service-kit';
import type { Deps, Repos } from '../../app';
import { planDelivery } from '../../domain/delivery-plan';

/** One round of the simulator: plays live campaigns' current-hour cells and emits delivery.v1 impressions.delivered. */
export async function runDeliveryTick(deps: Deps, repos: Repos, now = new Date()): Promise<number> {
  const plays = planDelivery(await repos.reservations.liveReserved(), now, deps.config.DELIVERY_TICK_MS);
  for (const p of plays) {
    // Counted before publishing: a failed publish loses a simulated batch rather than delivering it twice.
    await repos.reservations.addDelivered(p.campaignId, p.key, p.impressions);
    const { key: _k, ...data } = p;
    await deps.bus.publish('delivery', makeEvent('delivery', 'impressions.delivered', p.campaignId, data));
  }
  return plays.length;
}

/** Starts the timer when DELIVERY_SIMULATOR=on; returns how to stop it. */
export function startDeliverySimulator(deps: Deps, repos: Repos): () => void {
  if (deps.config.DELIVERY_SIMULATOR !== 'on') return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDeliveryTick(deps, repos)
      .catch((err) => deps.logger.error({ err }, 'delivery simulator round failed'))
      .finally(() => {
        running = false;
      });
  }, deps.config.DELIVERY_TICK_MS);
  return () => clearInterval(timer);
}
