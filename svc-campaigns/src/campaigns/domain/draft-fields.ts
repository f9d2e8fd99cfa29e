import { DRAFT_DEFAULTS, type CampaignDraft, type CampaignDraftPatch } from '@rbt/contracts';
import type { Campaign } from './campaign';
import { PART_OF, type CampaignPart, type CampaignSet } from './campaign';

/** Dotted `$set` paths for the fields present in a patch, so a save never overwrites fields it did not send. */
export function patchToSet(patch: CampaignDraftPatch): CampaignSet {
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const part = PART_OF[key as keyof CampaignDraft];
    set[part === 'root' ? key : `${part}.${key}`] = value;
  }
  // Each value at its field's own place (PART_OF), as the same contract validated it.
  return set as CampaignSet;
}

/** The flat wizard draft from a stored campaign, with defaults for fields never saved. */
export function toDraft(
  doc: Pick<Campaign, 'name' | 'objective' | 'termsAccepted' | 'audience' | 'schedule' | 'creative' | 'pricing'>,
): CampaignDraft {
  const out: Record<string, unknown> = { ...DRAFT_DEFAULTS };
  const root = { name: doc.name, objective: doc.objective, termsAccepted: doc.termsAccepted };
  for (const [key, part] of Object.entries(PART_OF)) {
    const source: Record<string, unknown> | undefined = part === 'root' ? root : doc[part];
    const v = source?.[key];
    if (v !== undefined && v !== null) out[key] = v;
  }
  return out as CampaignDraft;
}

/** A draft split into the stored parts (for a new document): every field of each part, in PART_OF's order. */
export function draftToParts(d: CampaignDraft): Pick<Campaign, 'name' | 'objective' | 'termsAccepted' | CampaignPart> {
  const audience: Required<Campaign['audience']> = {
    cities: d.cities,
    gender: d.gender,
    valueTier: d.valueTier,
    deviceType: d.deviceType,
    freqCapPerDay: d.freqCapPerDay,
    customTargeting: d.customTargeting,
    nicheTargeting: d.nicheTargeting,
    audienceListId: d.audienceListId,
    estimatedReach: d.estimatedReach,
  };
  const schedule: Required<Campaign['schedule']> = {
    startDate: d.startDate,
    endDate: d.endDate,
    daysOfWeek: d.daysOfWeek,
    timeSlots: d.timeSlots,
    timezone: d.timezone,
    pacing: d.pacing,
  };
  const creative: Required<Campaign['creative']> = {
    creativeType: d.creativeType,
    ttsConfig: d.ttsConfig,
    audioFile: d.audioFile,
    audioUrl: d.audioUrl,
    keptCreatives: d.keptCreatives,
    rightsConfirmed: d.rightsConfirmed,
    response: d.response,
  };
  const pricing: Required<Campaign['pricing']> = {
    goalType: d.goalType,
    budget: d.budget,
    targetImpressions: d.targetImpressions,
    promoCode: d.promoCode,
    bidStrategy: d.bidStrategy,
    frontendCalculatedCost: d.frontendCalculatedCost,
    frontendCalculationDetails: d.frontendCalculationDetails,
  };
  return {
    name: String(d.name),
    objective: d.objective ?? null,
    termsAccepted: Boolean(d.termsAccepted),
    audience,
    schedule,
    creative,
    pricing,
  };
}

export function changedFields(patch: CampaignDraftPatch): string[] {
  return Object.entries(patch)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
}
