import { DRAFT_DEFAULTS, type CampaignDraft, type CampaignDraftPatch } from '@rbt/contracts';
import type { CampaignDoc } from '../../ports';

type Part = 'root' | 'audience' | 'schedule' | 'creative' | 'pricing';

/** Which stored part holds each wizard field (spec §3 grouped as the §7 step calls write them). */
const PART_OF: Record<keyof CampaignDraft, Part> = {
  name: 'root',
  objective: 'root',
  termsAccepted: 'root',
  cities: 'audience',
  gender: 'audience',
  valueTier: 'audience',
  deviceType: 'audience',
  freqCapPerDay: 'audience',
  customTargeting: 'audience',
  nicheTargeting: 'audience',
  audienceListId: 'audience',
  estimatedReach: 'audience',
  startDate: 'schedule',
  endDate: 'schedule',
  daysOfWeek: 'schedule',
  timeSlots: 'schedule',
  timezone: 'schedule',
  pacing: 'schedule',
  creativeType: 'creative',
  ttsConfig: 'creative',
  audioFile: 'creative',
  audioUrl: 'creative',
  keptCreatives: 'creative',
  rightsConfirmed: 'creative',
  response: 'creative',
  goalType: 'pricing',
  budget: 'pricing',
  targetImpressions: 'pricing',
  promoCode: 'pricing',
  bidStrategy: 'pricing',
  frontendCalculatedCost: 'pricing',
  frontendCalculationDetails: 'pricing',
};

/** Dotted `$set` paths for the fields present in a patch, so a save never overwrites fields it did not send. */
export function patchToSet(patch: CampaignDraftPatch): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const part = PART_OF[key as keyof CampaignDraft];
    set[part === 'root' ? key : `${part}.${key}`] = value;
  }
  return set;
}

/** The flat wizard draft from a stored campaign, with defaults for fields never saved. */
export function toDraft(
  doc: Pick<CampaignDoc, 'name' | 'objective' | 'termsAccepted' | 'audience' | 'schedule' | 'creative' | 'pricing'>,
): CampaignDraft {
  const out: Record<string, unknown> = { ...DRAFT_DEFAULTS };
  for (const [key, part] of Object.entries(PART_OF)) {
    const source: Record<string, unknown> | undefined = part === 'root' ? (doc as Record<string, unknown>) : doc[part];
    const v = source?.[key];
    if (v !== undefined && v !== null) out[key] = v;
  }
  return out as CampaignDraft;
}

/** A draft split into the stored parts (for a new document). */
export function draftToParts(draft: CampaignDraft) {
  const parts = { audience: {}, schedule: {}, creative: {}, pricing: {} } as Record<
    Exclude<Part, 'root'>,
    Record<string, unknown>
  >;
  const root: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(PART_OF)) {
    const v = (draft as Record<string, unknown>)[key];
    if (part === 'root') root[key] = v;
    else parts[part][key] = v;
  }
  return {
    name: String(root.name),
    objective: (root.objective as string | null) ?? null,
    termsAccepted: Boolean(root.termsAccepted),
    ...parts,
  };
}

export function changedFields(patch: CampaignDraftPatch): string[] {
  return Object.keys(patch).filter((k) => (patch as Record<string, unknown>)[k] !== undefined);
}
