import { conflict, forbidden, Caller } from '@rbt/service-kit';
import type { CampaignStatus } from '@rbt/contracts';
import type { CampaignDoc } from './ports';
import { statusChange } from './lifecycle';
import { mutate, Ports } from './ports';

/** Admin actions by target status: approve, reject, pause, resume (spec §4; approve/reject are ours). */
const ADMIN_FROM: Record<'scheduled' | 'rejected' | 'paused' | 'live', CampaignStatus> = {
  scheduled: 'pending_review',
  rejected: 'pending_review',
  paused: 'live',
  live: 'paused',
};

export function assertAdmin(caller: Caller): void {
  if (caller.role !== 'admin') throw forbidden('Admin access is required');
}

export function changeStatusAsAdmin(
  p: Ports,
  caller: Caller,
  id: string,
  to: keyof typeof ADMIN_FROM,
  reason?: string,
): Promise<CampaignDoc> {
  assertAdmin(caller);
  return mutate(p, caller, id, (doc, now) => {
    if (doc.status !== ADMIN_FROM[to])
      throw conflict(`This campaign is ${doc.status}; it cannot be moved to ${to}.`, { currentStatus: doc.status });
    if (to === 'scheduled' && doc.reviewHold)
      throw conflict(`This campaign is ${doc.status} and held: ${doc.reviewHold}`, { currentStatus: doc.status });
    const extra = to === 'rejected' ? { rejectionReason: reason } : {};
    return statusChange(doc, to, caller.id, now, reason, extra);
  });
}
