import { karachiClock } from '@rbt/contracts';
import type { ServingStore } from './ports';

/**
 * Press 9: the caller asked never to hear RBT ads again. The decision's subscriber (its hash; we never hold the
 * number) joins the suppression set every decision checks in its one Redis call, so no instance serves them again.
 */
export function recordOptOut(p: Pick<ServingStore, 'optOut'>, adServingId: string, nowMs: number) {
  return p.optOut(adServingId, karachiClock(nowMs).date);
}
