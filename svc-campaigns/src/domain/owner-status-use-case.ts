import { conflict, Caller } from '@rbt/service-kit';
import type { CampaignDoc } from '../data-access/campaign-model';
import { statusChange } from './lifecycle';
import { mutate, Ports } from './ports';

/**
 * The dashboard's pause button (spec §2): the owner may pause their own live campaign. Resuming stays with
 * the admin (spec §4), so a paused campaign cannot be restarted past a review by its owner.
 */
export function pauseAsOwner(p: Ports, caller: Caller, id: string): Promise<CampaignDoc> {
  return mutate(p, caller, id, (doc, now) => {
    if (doc.status !== 'live')
      throw conflict(`This campaign is ${doc.status}; only a live campaign can be paused.`, {
        currentStatus: doc.status,
      });
    return statusChange(doc, 'paused', caller.id, now, 'Paused by the advertiser');
  });
}
