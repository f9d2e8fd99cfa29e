import crypto from 'node:crypto';
import { AppError, conflict, Caller } from '@rbt/service-kit';
import {
  DRAFT_DEFAULTS,
  MAX_ALL_DRAFTS,
  MAX_OPEN_DRAFTS,
  QUOTA_EXCEEDED,
  PAID_EDITABLE_STATUSES,
  type AudienceStep,
  type CampaignDraftPatch,
  type CreativeStep,
  type PricingStep,
  type ScheduleStep,
} from '@rbt/contracts';
import { changedFields, draftToParts, patchToSet, toDraft } from './draft-fields';
import { assertEditable, campaignDeleted, campaignUpdated, paymentInProgress, statusChange } from './lifecycle';
import { serviceReason } from './status-reasons';
import { loadOwned, mutate, type CampaignStore } from '../data-access/campaign-repository';
import type { Campaign, Change } from './campaign';
import { assertPatchAudioOwned, type AudioOwners } from './creative-ownership';
import { assertPaidEditAllowed, realChanges } from './paid-edit-rules';
import { isSwapStatus, pendingCreativeSet, splitCreative } from './creative-swap';

/** Drafts are read and written through the campaign store; their audio is checked with svc-media. */
type DraftPorts = CampaignStore & AudioOwners;

/**
 * The id of the draft a wizard session creates: derived from the owner and the session's key, so a second create
 * from the same session (an answer lost to a closed tab, a retry, a remount) finds the first draft.
 */
export function sessionDraftId(ownerId: string, sessionKey: string): string {
  const h = crypto.createHash('sha256').update(`${ownerId}\n${sessionKey}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A create with a session key whose draft exists already saves into that draft instead (one per session). */
export async function createCampaign(
  p: DraftPorts,
  caller: Caller,
  patch: CampaignDraftPatch,
  sessionKey?: string,
): Promise<Campaign> {
  if (sessionKey) {
    const id = sessionDraftId(caller.id, sessionKey);
    if (await p.campaigns.get(id)) return saveDraft(p, caller, id, patch);
    try {
      return await insertCampaign(p, caller, patch, id);
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
      return saveDraft(p, caller, id, patch); // the same session's other create won the race
    }
  }
  return insertCampaign(p, caller, patch, crypto.randomUUID());
}

/** A new draft only while the owner holds fewer than the quota (account-quotas.ts); concurrent creates may pass it by a few. */
async function assertDraftQuota(p: DraftPorts, ownerId: string): Promise<void> {
  const { listed, all } = await p.campaigns.draftCounts(ownerId);
  if (listed < MAX_OPEN_DRAFTS && all < MAX_ALL_DRAFTS) return;
  throw new AppError(
    409,
    QUOTA_EXCEEDED,
    `You have ${listed} draft campaigns, the most one account may keep (${MAX_OPEN_DRAFTS}); finish or delete some before starting another.`,
    { limit: MAX_OPEN_DRAFTS, listed },
  );
}

async function insertCampaign(p: DraftPorts, caller: Caller, patch: CampaignDraftPatch, id: string): Promise<Campaign> {
  await assertDraftQuota(p, caller.id);
  await assertPatchAudioOwned(p, caller.id, patch);
  const now = p.clock();
  const draft = { ...DRAFT_DEFAULTS, ...stripUndefined(patch) };
  const doc: Campaign = {
    _id: id,
    ownerId: caller.id,
    ownerEmail: caller.email,
    ...draftToParts(draft),
    status: 'draft',
    version: 1,
    quote: null,
    paidTotal: null,
    paymentId: null,
    invoiceId: null,
    paymentClaim: null,
    rejectionReason: null,
    reviewHold: null,
    reviewHoldDetail: null,
    statusHistory: [{ from: null, to: 'draft', at: now, by: caller.id }],
    delivery: { impressions: 0, spend: 0, uniqueReach: 0 },
    // No event: nobody downstream acts on a draft; its first event is its first change (docs/decisions/events.md).
    outbox: [],
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
  await p.campaigns.insert(doc);
  return doc;
}

/**
 * Saves any subset of wizard fields (autosave and step calls). Editing an unpaid submitted campaign unlocks its
 * quote; a paid one takes only changes that cannot raise its price (paid-edit-rules).
 */
export async function saveDraft(
  p: DraftPorts,
  caller: Caller,
  id: string,
  patch: CampaignDraftPatch,
): Promise<Campaign> {
  // The owner never changes, so the audio can be checked against it before the write.
  if (patch.audioUrl || patch.keptCreatives)
    await assertPatchAudioOwned(p, (await loadOwned(p, caller, id)).ownerId, patch);
  const changed = changedFields(patch);
  return mutate(p, caller, id, (doc, now): Change | null => {
    if (PAID_EDITABLE_STATUSES.includes(doc.status) || doc.status === 'completed') return paidEdit(doc, patch, now);
    assertEditable(doc.status);
    if (paymentInProgress(doc, now))
      throw conflict('A payment for this campaign is in progress; it cannot be edited now.', {
        currentStatus: doc.status,
      });
    if (!changed.length) return null;
    const set = patchToSet(patch);
    const updated = campaignUpdated(doc, changed, now);
    if (doc.status !== 'awaiting_payment') return { set, events: [updated] };
    const back = statusChange(doc, 'draft', caller.id, now, serviceReason('edited_after_submit'), {
      ...set,
      quote: null,
      quotePlaces: null,
      termsAccepted: false,
    });
    return { ...back, events: [updated, ...back.events] };
  });
}

/** An approved campaign's creative fields become its pending creative (creative-swap.ts); the rest as before. */
function paidEdit(doc: Campaign, patch: CampaignDraftPatch, now: Date): Change | null {
  const swapping = isSwapStatus(doc.status);
  const { creative, rest } = swapping ? splitCreative(patch) : { creative: {}, rest: patch };
  const changes = realChanges(doc, rest);
  assertPaidEditAllowed(doc, changes);
  const swap = swapping ? pendingCreativeSet(doc, creative, now) : null;
  const changed = [...changedFields(changes), ...(swap ? ['pendingCreative'] : [])];
  if (!changed.length) return null;
  return {
    set: { ...patchToSet(changes), ...swap },
    events: [campaignUpdated(doc, changed, now)],
  };
}

export function audiencePatch(b: AudienceStep): CampaignDraftPatch {
  return stripUndefined({
    cities: b.cities,
    gender: b.gender,
    valueTier: b.valueTier,
    deviceType: b.deviceType,
    freqCapPerDay: b.freqCapPerDay,
  });
}
export function schedulePatch(b: ScheduleStep): CampaignDraftPatch {
  return { ...b };
}
export function creativePatch(b: CreativeStep): CampaignDraftPatch {
  return stripUndefined({
    creativeType: b.type,
    // Every method plays its audio: for text-to-speech the generated track (dropping it sold a silent ad).
    audioUrl: b.fileUrl,
    ttsConfig: b.type === 'tts' ? (b.ttsMeta ?? undefined) : null,
    rightsConfirmed: b.rightsConfirmed,
  });
}
/** Browser money (totalCost, fees, taxes, weightedCpm) is kept only as frontendCalculatedCost for comparison. */
export function pricingPatch(b: PricingStep): CampaignDraftPatch {
  return stripUndefined({
    goalType: b.goalType,
    budget: b.budgetPkr,
    targetImpressions: b.targetImpressions,
    promoCode: b.promoCode,
    frontendCalculatedCost: b.totalCost,
    frontendCalculationDetails: b.frontendCalculationDetails,
  });
}

export async function duplicateCampaign(p: DraftPorts, caller: Caller, id: string): Promise<Campaign> {
  const src = await loadOwned(p, caller, id);
  const draft = toDraft(src);
  return createCampaign(p, caller, {
    ...draft,
    name: `${draft.name || 'Untitled Campaign'} (copy)`.slice(0, 200),
    rightsConfirmed: false,
    termsAccepted: false,
    frontendCalculatedCost: null,
  });
}

export function deleteDraft(p: DraftPorts, caller: Caller, id: string): Promise<Campaign> {
  return mutate(p, caller, id, (doc, now) => {
    if (doc.status !== 'draft')
      throw conflict(`Only drafts can be deleted; this campaign is ${doc.status}.`, { currentStatus: doc.status });
    return {
      set: { deletedAt: now },
      events: [campaignDeleted(doc, now)],
    };
  });
}

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
