import { AppError, conflict } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { audioIdOf, canMove, DRAFT_DEFAULTS, EDITABLE_STATUSES, pricePerPlay, ServingSpec } from '@rbt/contracts';
import type { CampaignDraft, CampaignStatus, EventName, EventOf, FieldIssue } from '@rbt/contracts';
import type { Campaign, CampaignSet, Change, StatusEntry, TtsSettings } from './campaign';
import type { ServiceReason } from './status-reasons';
import { rotationOf, servingCreatives } from './campaign-creatives';
import { campaignResponseOf } from './added-creative-response';

export function assertTransition(from: CampaignStatus, to: CampaignStatus): void {
  if (!canMove(from, to)) {
    throw conflict(`This campaign is ${from}; it cannot be moved to ${to}.`, { currentStatus: from });
  }
}

export function assertEditable(status: CampaignStatus): void {
  if (!EDITABLE_STATUSES.includes(status))
    throw conflict(`This campaign is ${status}; it can no longer be edited.`, { currentStatus: status });
}

/** The playable rule's messages; submit-rules' MESSAGES shows them beside the submit rules. */
export const PLAYABLE_MESSAGES = {
  creative: 'Add a script, an uploaded audio file or a recording',
  noAudio: 'This ad has no playable audio: generate the voice-over, upload a file or record one before it is sold.',
} as const;

/** The creative fields the rule reads: the aggregate's `creative` part (each may be absent) or a whole draft. */
type PlayableFields = Partial<Pick<CampaignDraft, 'creativeType' | 'ttsConfig' | 'audioUrl'>>;

/**
 * A campaign is sold, paid for and approved only when its creative plays: the audio svc-media made for it
 * (`audioUrl`), whatever the method. A text-to-speech script alone plays nothing (it was sold silent, 0 plays).
 * The one definition submit, payment start and approval use.
 */
export function audioIssue(c: PlayableFields): FieldIssue | null {
  if (c.audioUrl) return null;
  // A creative never given a method has the draft's default one, as toDraft reads it.
  const tts = (c.creativeType ?? DRAFT_DEFAULTS.creativeType) === 'tts';
  // An empty TTS script is already said by the script's own issue; an upload or recording's is the creative message.
  if (tts && !c.ttsConfig?.script?.trim()) return null;
  return { path: 'audioUrl', message: tts ? PLAYABLE_MESSAGES.noAudio : PLAYABLE_MESSAGES.creative };
}

/** Payment start and approval: a campaign whose creative has no playable audio is refused with a 400. */
export function assertPlayable(c: PlayableFields): void {
  const issue = audioIssue(c);
  if (issue) throw new AppError(400, 'validation_failed', `${issue.path}: ${issue.message}`, [issue]);
}

export function bookingOf(doc: Campaign) {
  const s = doc.schedule;
  return {
    cities: (doc.audience.cities ?? []).slice(),
    startDate: s.startDate ?? null,
    endDate: s.endDate ?? null,
    timeSlots: (s.timeSlots ?? []).slice(),
    expectedImpressions: Math.round(doc.quote?.estImpressions ?? 0),
    serving: servingOf(doc),
  };
}

/** Targeting, cap, audio and price per play for svc-capacity's decision engine (docs/delivery.md). */
function servingOf(doc: Campaign) {
  const a = doc.audience;
  const c = doc.creative;
  const audioId = typeof c.audioUrl === 'string' ? audioIdOf(c.audioUrl) : null;
  const tts: Partial<TtsSettings> = c.ttsConfig ?? {};
  // An odd old draft yields no spec rather than a failed status change: capacity then never serves it.
  const spec = ServingSpec.safeParse({
    gender: a.gender ?? 'all',
    deviceType: a.deviceType ?? 'all',
    valueTier: a.valueTier ?? 'all',
    daysOfWeek: doc.schedule.daysOfWeek ?? [],
    freqCapPerDay: a.freqCapPerDay ?? 2,
    audienceListId: a.audienceListId ?? null,
    audio: audioId ? { id: audioId, durationSec: tts.durationSec ?? tts.estimatedDurationSec ?? 30 } : null,
    // The portal's one price per play: each counted play is billed at it.
    pricePerPlayPkr: pricePerPlay(doc.quote),
    title: doc.name.slice(0, 200),
    advertiser: doc.advertiser?.slice(0, 120) ?? null,
    interests: (a.nicheTargeting?.interests ?? []).slice(0, 50),
    language: c.creativeType === 'tts' ? (tts.language ?? null) : null,
    response: campaignResponseOf(doc),
    creatives: servingCreatives(doc, audioId),
    rotation: rotationOf(doc),
  });
  return spec.success ? spec.data : undefined;
}

/**
 * The campaigns.v1 events, made here only, beside the status rules whose changes they report. Each is written into
 * the campaign's outbox with the change it reports; the owner comes from the document, never a caller.
 */
type DataOf<N extends EventName<'campaigns'>> = Omit<EventOf<'campaigns', N>['data'], 'ownerId'>;
interface Owned {
  _id: string;
  ownerId: string;
}

export const campaignUpdated = (doc: Owned, changed: DataOf<'campaign.updated'>['changed'], at: Date) =>
  makeEvent('campaigns', 'campaign.updated', doc._id, { ownerId: doc.ownerId, changed }, at);

export const campaignDeleted = (doc: Owned, at: Date) =>
  makeEvent('campaigns', 'campaign.deleted', doc._id, { ownerId: doc.ownerId }, at);

const campaignStatusChanged = (doc: Owned, data: DataOf<'campaign.status_changed'>, at: Date) =>
  makeEvent('campaigns', 'campaign.status_changed', doc._id, { ownerId: doc.ownerId, ...data }, at);

export const campaignBookingExtended = (doc: Owned, data: DataOf<'campaign.booking_extended'>, at: Date) =>
  makeEvent('campaigns', 'campaign.booking_extended', doc._id, { ownerId: doc.ownerId, ...data }, at);

export const campaignBehindPace = (doc: Owned, data: DataOf<'campaign.behind_pace'>, at: Date) =>
  makeEvent('campaigns', 'campaign.behind_pace', doc._id, { ownerId: doc.ownerId, ...data }, at);

export const campaignCreativeReviewed = (doc: Owned, data: DataOf<'campaign.creative_reviewed'>, at: Date) =>
  makeEvent('campaigns', 'campaign.creative_reviewed', doc._id, { ownerId: doc.ownerId, ...data }, at);

export const campaignCreativesChanged = (doc: Owned, data: DataOf<'campaign.creatives_changed'>, at: Date) =>
  makeEvent('campaigns', 'campaign.creatives_changed', doc._id, { ownerId: doc.ownerId, ...data }, at);

/**
 * A status change with its history entry and its campaign.status_changed event (carrying the booking for capacity).
 * `why` is an admin's typed words, or a reason of the service's own: then the entry keeps its code beside the English
 * (pages word the code; the event and API callers get the English).
 */
export function statusChange(
  doc: Campaign,
  to: CampaignStatus,
  by: string,
  now: Date,
  why?: string | ServiceReason,
  extra: CampaignSet = {},
): Change {
  assertTransition(doc.status, to);
  const merged = applySet(doc, extra);
  const reason = typeof why === 'string' ? why : why?.text;
  const history: StatusEntry = {
    from: doc.status,
    to,
    at: now,
    by,
    ...(reason ? { reason } : {}),
    ...(typeof why === 'object' ? { reasonCode: why.code } : {}),
  };
  const event = campaignStatusChanged(
    doc,
    {
      from: doc.status,
      to,
      ...(reason ? { reason } : {}),
      by,
      booking: bookingOf(merged),
    },
    now,
  );
  return { set: { ...extra, status: to }, events: [event], history };
}

/** Applies dotted `$set` paths to a copy, so events describe the document as it will be after the write. */
export function applySet(doc: Campaign, set: CampaignSet): Campaign {
  const out: Record<string, any> = { ...doc };
  for (const [k, v] of Object.entries(set)) {
    const [head, ...rest] = k.split('.');
    if (!rest.length) out[head] = v;
    else out[head] = { ...(out[head] ?? {}), [rest.join('.')]: v };
  }
  return out as Campaign;
}

/** How long a payment's claim on a campaign holds: a claim older than this was left by a crashed payment. */
const CLAIM_STALE_MS = 120_000;
/** A payment is under way on the campaign: it cannot be edited, submitted or paid again meanwhile. */
export const paymentInProgress = (doc: Campaign, now: Date) =>
  !!doc.paymentClaim && now.getTime() - new Date(doc.paymentClaim.at).getTime() < CLAIM_STALE_MS;
