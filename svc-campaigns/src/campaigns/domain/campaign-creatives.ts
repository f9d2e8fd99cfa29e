import { AppError, conflict, notFound } from '@rbt/service-kit';
import {
  audioIdOf,
  CREATIVE_MESSAGES,
  CREATIVE_STATUSES,
  MAX_CREATIVES,
  type AddCreative,
  type CampaignCreatives,
  type RotationMode,
  type ServingCreative,
  type SetRotation,
  type TtsLanguage,
} from '@rbt/contracts';
import type { Campaign, ExtraCreativeDoc } from './campaign';
import type { CampaignCreative, CampaignSet, TtsSettings } from './campaign';
import { addedAdResponse, campaignResponseOf, storedResponse } from './added-creative-response';

/**
 * Several creatives per campaign (docs/creatives.md). Pure rules, no I/O. The campaign's own creative (the `creative`
 * part, approved with the campaign) is the first, its id the campaign id; the others live in `extraCreatives`, each
 * reviewed on its own, and are never deleted: a removed one keeps its id, so its results stay.
 */
type Doc = Pick<Campaign, '_id' | 'status' | 'creative' | 'extraCreatives' | 'rotation'>;

const invalid = (path: string, message: string) =>
  new AppError(400, 'validation_failed', `${path}: ${message}`, [{ path, message }]);

/** Extras that still count toward the limit: not removed, not rejected. */
export const activeExtras = (doc: Pick<Doc, 'extraCreatives'>): ExtraCreativeDoc[] =>
  (doc.extraCreatives ?? []).filter((c) => !c.removedAt && c.review !== 'rejected');

// The wizard stores the language as its word (TtsConfig); the own creative's is sent as it was stored.
const ttsLanguage = (c: CampaignCreative): TtsLanguage | null =>
  c.creativeType === 'tts' ? ((c.ttsConfig?.language ?? null) as TtsLanguage | null) : null;

const scriptOf = (tts: TtsSettings | null | undefined): string | null => {
  const script = tts?.script;
  return typeof script === 'string' && script.trim() ? script : null;
};

const durationOf = (tts: TtsSettings | null | undefined): number => tts?.durationSec ?? tts?.estimatedDurationSec ?? 30;

function assertOpen(doc: Doc): void {
  if (!CREATIVE_STATUSES.includes(doc.status))
    throw conflict(`This campaign is ${doc.status}; its ads can no longer be changed.`, { currentStatus: doc.status });
}

/** Weights name the active ads in order; an added or removed ad makes them stale, so the rotation falls back to even. */
const evenAgain = (doc: Doc): CampaignSet =>
  doc.rotation?.mode === 'weighted' ? { rotation: { mode: 'even', weights: null } } : {};

/** The `$set` adding a creative (pending review); a fourth active one is refused. */
export function addCreativeSet(doc: Doc, body: AddCreative, now: Date) {
  assertOpen(doc);
  if (1 + activeExtras(doc).length >= MAX_CREATIVES) throw invalid('creatives', CREATIVE_MESSAGES.tooMany);
  const all = doc.extraCreatives ?? [];
  const id = `${doc._id}-${all.length + 2}`;
  const added: ExtraCreativeDoc = {
    id,
    creativeType: body.type,
    ttsConfig: body.ttsMeta ?? null,
    audioUrl: body.fileUrl,
    language: body.language ?? (body.type === 'tts' ? ((body.ttsMeta?.language as TtsLanguage) ?? null) : null),
    ...storedResponse(body.response),
    review: 'pending',
    rejectionReason: null,
    addedAt: now,
    removedAt: null,
  };
  return { set: { extraCreatives: [...all, added], ...evenAgain(doc) }, id };
}

/** The `$set` removing an added creative (the campaign's own one is replaced through the wizard instead). */
export function removeCreativeSet(doc: Doc, creativeId: string, now: Date) {
  assertOpen(doc);
  if (creativeId === doc._id) throw conflict(CREATIVE_MESSAGES.primary);
  const all = doc.extraCreatives ?? [];
  if (!all.some((c) => c.id === creativeId && !c.removedAt)) throw notFound(CREATIVE_MESSAGES.notFound);
  return { extraCreatives: all.map((c) => (c.id === creativeId ? { ...c, removedAt: now } : c)), ...evenAgain(doc) };
}

/** The `$set` of a rotation: weights, one per active ad in order, only for `weighted`. */
export function rotationSet(doc: Doc, body: SetRotation) {
  assertOpen(doc);
  const count = 1 + activeExtras(doc).length;
  if (body.mode === 'weighted' && body.weights?.length !== count)
    throw invalid('weights', CREATIVE_MESSAGES.weightsCount);
  // Weighted: the weights were counted above.
  return { rotation: { mode: body.mode, weights: body.mode === 'weighted' ? (body.weights ?? null) : null } };
}

/** The admin's decision on an added creative, as the `$set` of its review. */
export function reviewSet(doc: Doc, creativeId: string, decision: 'approved' | 'rejected', reason?: string) {
  const all = doc.extraCreatives ?? [];
  const c = all.find((x) => x.id === creativeId && !x.removedAt);
  if (!c || c.review !== 'pending') throw notFound(CREATIVE_MESSAGES.notFound);
  const next = { ...c, review: decision, rejectionReason: decision === 'rejected' ? (reason ?? null) : null };
  return { extraCreatives: all.map((x) => (x.id === creativeId ? next : x)) };
}

const weightOf = (doc: Doc, i: number) => (doc.rotation?.mode === 'weighted' ? (doc.rotation.weights?.[i] ?? 0) : null);

/** What serving plays: empty for the default single creative; else the approved ones with audio, the own one first. */
export function servingCreatives(doc: Doc, primaryAudioId: string | null): ServingCreative[] {
  const active = activeExtras(doc);
  const approved = active.flatMap((c) => {
    const audioId = c.review === 'approved' && c.audioUrl ? audioIdOf(c.audioUrl) : null;
    return audioId ? [{ c, audioId }] : [];
  });
  if (approved.length === 0 || !primaryAudioId) return [];
  const own = doc.creative;
  const primary = {
    id: doc._id,
    audio: { id: primaryAudioId, durationSec: durationOf(own.ttsConfig) },
    language: ttsLanguage(own),
    weight: weightOf(doc, 0) ?? 0,
    response: campaignResponseOf(doc),
  };
  const extras = approved.map(({ c, audioId }) => ({
    id: c.id,
    audio: { id: audioId, durationSec: durationOf(c.ttsConfig) },
    language: c.language,
    weight: weightOf(doc, 1 + active.indexOf(c)) ?? 0,
    response: addedAdResponse(doc, c),
  }));
  return [primary, ...extras];
}

export const rotationOf = (doc: Pick<Doc, 'rotation'>): RotationMode => doc.rotation?.mode ?? 'even';

/** The creatives as the owner sees them (removed ones too, marked: their results stay). */
export function creativesView(doc: Doc): CampaignCreatives {
  const own = doc.creative;
  const active = activeExtras(doc);
  return {
    rotation: rotationOf(doc),
    weights: doc.rotation?.weights ?? null,
    creatives: [
      {
        id: doc._id,
        ordinal: 1,
        creativeType: own.creativeType ?? 'tts',
        audioUrl: own.audioUrl ?? null,
        language: ttsLanguage(own),
        script: scriptOf(own.ttsConfig),
        response: campaignResponseOf(doc),
        responseFromCampaign: false,
        review: ['pending_review'].includes(doc.status) ? 'pending' : 'approved',
        rejectionReason: null,
        weight: weightOf(doc, 0),
        primary: true,
        removed: false,
      },
      ...(doc.extraCreatives ?? []).map((c, i) => ({
        id: c.id,
        ordinal: i + 2,
        creativeType: c.creativeType,
        audioUrl: c.audioUrl,
        language: c.language,
        script: scriptOf(c.ttsConfig),
        response: addedAdResponse(doc, c),
        responseFromCampaign: !!c.responseFromCampaign,
        review: c.review,
        rejectionReason: c.rejectionReason,
        weight: active.includes(c) ? weightOf(doc, 1 + active.indexOf(c)) : null,
        primary: false,
        removed: !!c.removedAt,
      })),
    ],
  };
}
