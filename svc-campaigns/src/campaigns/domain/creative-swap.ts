import { isDeepStrictEqual } from 'node:util';
import { conflict, notFound } from '@rbt/service-kit';
import type { CampaignDraftPatch, CampaignStatus } from '@rbt/contracts';
import type { Campaign, PendingCreativeDoc } from './campaign';

/**
 * Creative swap of an approved campaign (docs/decisions/campaigns.md "Creative swap"): the approved
 * creative keeps playing while the new one waits for an admin as `pendingCreative`. Pure rules; no I/O.
 */
export const SWAP_STATUSES: readonly CampaignStatus[] = ['scheduled', 'live', 'paused'];
export const SWAP_FIELDS = ['creativeType', 'ttsConfig', 'audioUrl', 'audioFile'] as const;
type SwapField = (typeof SWAP_FIELDS)[number];
type Creative = Pick<PendingCreativeDoc, SwapField>;

export const SWAP_MESSAGES = {
  longer: 'This change was not saved. The new ad is longer than the one paid for; keep it as long or shorter.',
  none: 'Pending creative',
  stale: 'The new ad was changed by the advertiser after you opened it; look at it again before deciding.',
  noAudio:
    'The new ad has no new audio yet (the advertiser changed it without generating or uploading the sound), so it cannot be approved.',
  ended: 'This campaign is no longer running; its new ad can no longer be approved.',
} as const;

export const isSwapStatus = (s: CampaignStatus) => SWAP_STATUSES.includes(s);

/** The approved creative, as it plays now. */
export function liveCreativeOf(doc: Pick<Campaign, 'creative'>): Creative {
  const c = doc.creative;
  return {
    creativeType: c.creativeType ?? 'tts',
    ttsConfig: c.ttsConfig ?? null,
    audioUrl: c.audioUrl ?? null,
    audioFile: c.audioFile ?? null,
  };
}

const pick = (c: Creative): Creative => ({
  creativeType: c.creativeType,
  ttsConfig: c.ttsConfig,
  audioUrl: c.audioUrl,
  audioFile: c.audioFile,
});

/** What the wizard sees as the campaign's creative: the pending one when there is one. */
export const shownCreativeOf = (doc: Pick<Campaign, 'creative' | 'pendingCreative'>): Creative =>
  doc.pendingCreative ? pick(doc.pendingCreative) : liveCreativeOf(doc);

/** The patch split into the creative fields (swapped through review) and the rest (the ordinary paid-edit rules). */
export function splitCreative(patch: CampaignDraftPatch): { creative: Partial<Creative>; rest: CampaignDraftPatch } {
  // SWAP_FIELDS by name; a field left undefined is not sent (it must not blank the one shown).
  const { creativeType, ttsConfig, audioUrl, audioFile, ...rest } = patch;
  const creative: Partial<Creative> = {
    ...(creativeType === undefined ? {} : { creativeType }),
    ...(ttsConfig === undefined ? {} : { ttsConfig }),
    ...(audioUrl === undefined ? {} : { audioUrl }),
    ...(audioFile === undefined ? {} : { audioFile }),
  };
  return { creative, rest };
}

const seconds = (c: Creative): number | undefined => c.ttsConfig?.durationSec ?? c.ttsConfig?.estimatedDurationSec;

/**
 * The `$set` for a save of creative fields on an approved campaign, or null when nothing changes: the fields are laid
 * over the creative the advertiser sees (pending, else approved). A result equal to the approved creative withdraws
 * the pending one. A longer spot is refused (a different product from the one paid for), as in review.
 */
export function pendingCreativeSet(
  doc: Pick<Campaign, 'creative' | 'pendingCreative' | 'status'>,
  fields: Partial<Creative>,
  now: Date,
): { pendingCreative: PendingCreativeDoc | null } | null {
  const shown = shownCreativeOf(doc);
  const next = pick({ ...shown, ...fields });
  if (isDeepStrictEqual(next, shown)) return null;
  const live = liveCreativeOf(doc);
  if (isDeepStrictEqual(next, live)) return { pendingCreative: null };
  const before = seconds(live);
  const after = seconds(next);
  if (before !== undefined && after !== undefined && after > before)
    throw conflict(SWAP_MESSAGES.longer, { currentStatus: doc.status, fields: ['ttsConfig'] });
  return { pendingCreative: { ...next, submittedAt: now } satisfies PendingCreativeDoc };
}

/** The pending creative an admin decides on: 404 when there is none, 409 when it changed since `savedAt`. */
export function pendingToDecide(doc: Campaign, savedAt?: string): PendingCreativeDoc {
  const pending = doc.pendingCreative;
  if (!pending) throw notFound(SWAP_MESSAGES.none);
  if (savedAt !== undefined && new Date(savedAt).getTime() !== new Date(pending.submittedAt).getTime())
    throw conflict(SWAP_MESSAGES.stale, { submittedAt: new Date(pending.submittedAt).toISOString() });
  return pending;
}

/**
 * The `$set` that makes the pending creative the one that plays. It must bring audio of its own: a script edited
 * without generating keeps the old sound, which would then play under the new script's name.
 */
export function approvedSet(doc: Campaign, pending: PendingCreativeDoc) {
  if (!isSwapStatus(doc.status)) throw conflict(SWAP_MESSAGES.ended, { currentStatus: doc.status });
  if (!pending.audioUrl || pending.audioUrl === liveCreativeOf(doc).audioUrl)
    throw conflict(SWAP_MESSAGES.noAudio, { currentStatus: doc.status });
  // Each of SWAP_FIELDS, into the creative part.
  return {
    pendingCreative: null,
    'creative.creativeType': pending.creativeType,
    'creative.ttsConfig': pending.ttsConfig,
    'creative.audioUrl': pending.audioUrl,
    'creative.audioFile': pending.audioFile,
  };
}
