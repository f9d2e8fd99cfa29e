import { conflict, forbidden, Caller } from '@rbt/service-kit';
import { ADMIN_ACTIONS, type AdminStatusTarget } from '@rbt/contracts';
import type { Campaign } from '../../ports';
import { statusChange } from './lifecycle';
import { loadOwned, mutate } from './campaign-store';
import { Ports } from '../../ports';
import { toDraft } from './draft-fields';
import { assertPlayable } from './submit-rules';

export function assertAdmin(caller: Caller): void {
  if (caller.role !== 'admin') throw forbidden('Admin access is required');
}

export async function changeStatusAsAdmin(
  p: Ports,
  caller: Caller,
  id: string,
  to: AdminStatusTarget,
  reason?: string,
): Promise<Campaign> {
  assertAdmin(caller);
  // Approval fixes the company operators see as the ad's Advertiser (VAST), from the billing profile of that moment.
  const advertiser = to === 'scheduled' ? await companyOf(p, caller, id) : undefined;
  return mutate(p, caller, id, (doc, now) => {
    if (doc.status !== ADMIN_ACTIONS[to].from)
      throw conflict(`This campaign is ${doc.status}; it cannot be moved to ${to}.`, { currentStatus: doc.status });
    // Approval puts the ad on air: one without playable audio would go live and never play.
    if (to === 'scheduled') assertPlayable(toDraft(doc));
    if (to === 'scheduled' && doc.reviewHold)
      throw conflict(`This campaign is ${doc.status} and held: ${doc.reviewHold}`, { currentStatus: doc.status });
    const extra = to === 'rejected' ? { rejectionReason: reason } : advertiser !== undefined ? { advertiser } : {};
    return statusChange(doc, to, caller.id, now, reason, extra);
  });
}

async function companyOf(p: Ports, caller: Caller, id: string): Promise<string | null> {
  const doc = await loadOwned(p, caller, id);
  return (await p.billing.getProfile(doc.ownerId))?.company?.trim() || null;
}
