import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';
import { planHour } from '../../domain/allocation-use-case';

/** Recomputes this instance's plan of the current hour from the shared counters (docs/delivery.md). */
export async function replan(deps: Pick<Deps, 'servingIndex' | 'serving' | 'allocation'>, nowMs: number) {
  const { serving } = deps;
  deps.allocation.plan = await planHour(deps.servingIndex, nowMs, {
    traffic: serving.traffic,
    used: (campaignId, cell) => serving.used(campaignId, cell, nowMs),
  });
}

/** Every ALLOCATION_REPLAN_MS on every instance: no coordination, each reads the same Redis counters. */
export const allocationPlanJob = (deps: Deps) =>
  intervalJob(
    deps.config.ALLOCATION_REPLAN_MS,
    () => replan(deps, deps.servingClock()),
    deps.logger,
    'allocation replan failed',
  );
