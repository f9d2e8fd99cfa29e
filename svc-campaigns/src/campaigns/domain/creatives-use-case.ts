import type { Caller } from '@rbt/service-kit';
import type { AddCreative, CampaignCreatives, SetRotation } from '@rbt/contracts';
import { assertAdmin } from './review-use-case';
import { addCreativeSet, creativesView, removeCreativeSet, reviewSet, rotationSet } from './campaign-creatives';
import { assertAudioOwned, type AudioOwners } from './creative-ownership';
import { isSwapStatus } from './creative-swap';
import { applySet, bookingOf, campaignCreativeReviewed, campaignCreativesChanged } from './lifecycle';
import { loadOwned, mutate, type CampaignStore } from '../data-access/campaign-repository';
import type { Campaign, CampaignSet } from './campaign';

/** The serving spec after a change, sent only while the campaign holds a booking (scheduled, live, paused). */
function servingChange(doc: Campaign, set: CampaignSet, now: Date) {
  if (!isSwapStatus(doc.status)) return [];
  const { serving } = bookingOf(applySet(doc, set));
  return [campaignCreativesChanged(doc, { status: doc.status, ...(serving ? { serving } : {}) }, now)];
}

export async function listCreatives(p: CampaignStore, caller: Caller, id: string): Promise<CampaignCreatives> {
  return creativesView(await loadOwned(p, caller, id));
}

/** The owner adds an ad: it waits for review like the first, and plays only once approved. */
export async function addCreative(p: CampaignStore & AudioOwners, caller: Caller, id: string, body: AddCreative) {
  const owned = await loadOwned(p, caller, id);
  await assertAudioOwned(p, owned.ownerId, body.fileUrl);
  let added = '';
  const doc = await mutate(p, caller, id, (d, now) => {
    const { set, id: creativeId } = addCreativeSet(d, body, now);
    added = creativeId;
    return { set, events: [] };
  });
  return { creativeId: added, ...creativesView(doc) };
}

export async function removeCreative(p: CampaignStore, caller: Caller, id: string, creativeId: string) {
  const doc = await mutate(p, caller, id, (d, now) => {
    const set = removeCreativeSet(d, creativeId, now);
    return { set, events: servingChange(d, set, now) };
  });
  return creativesView(doc);
}

export async function setRotation(p: CampaignStore, caller: Caller, id: string, body: SetRotation) {
  const doc = await mutate(p, caller, id, (d, now) => {
    const set = rotationSet(d, body);
    return { set, events: servingChange(d, set, now) };
  });
  return creativesView(doc);
}

/** An admin approves or rejects an added creative; an approval carries the serving spec that now plays it. */
export function reviewCreative(
  p: CampaignStore,
  caller: Caller,
  id: string,
  creativeId: string,
  decision: 'approved' | 'rejected',
  reason?: string,
): Promise<Campaign> {
  assertAdmin(caller);
  return mutate(p, caller, id, (doc, now) => {
    const set = reviewSet(doc, creativeId, decision, reason);
    const { serving } = bookingOf(applySet(doc, set));
    const data = {
      decision,
      status: doc.status,
      by: caller.id,
      creativeId,
      ...(reason && decision === 'rejected' ? { reason } : {}),
      ...(serving && decision === 'approved' && isSwapStatus(doc.status) ? { serving } : {}),
    };
    return { set, events: [campaignCreativeReviewed(doc, data, now)] };
  });
}
