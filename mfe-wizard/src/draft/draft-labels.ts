import type { CampaignDraft } from '@rbt/contracts';
import { CITY_BY_ID, OBJECTIVES, VALUE_TIERS, campaignDays } from '@rbt/pricing';

/** Display labels of draft values, shared by the review step and the checkout (spec §2 wording). */
export const objectiveLabel = (id: string | null | undefined): string =>
  OBJECTIVES.find((o) => o.id === id)?.label ?? 'Not set';
export const tierLabel = (id: string): string => VALUE_TIERS.find((t) => t.id === id)?.label ?? id;
export const cityName = (id: string): string => CITY_BY_ID.get(id)?.name ?? id;
export const GENDER_LABELS: Readonly<Record<CampaignDraft['gender'], string>> = {
  all: 'All genders',
  male: 'Male',
  female: 'Female',
};
export const DEVICE_LABELS: Readonly<Record<CampaignDraft['deviceType'], string>> = {
  all: 'All devices',
  smartphone: 'Smartphone',
  nonSmartphone: 'Feature Phone',
};
export const CREATIVE_LABELS: Readonly<Record<CampaignDraft['creativeType'], string>> = {
  tts: 'Text-to-Speech',
  upload: 'Uploaded Audio',
  record: 'Recorded Audio',
};
/** "Uploaded Audio (eid-promo.wav)": an upload is named by its file, on every screen after step 2 (issue 28). */
export const creativeLabel = (d: Pick<CampaignDraft, 'creativeType' | 'audioFile'>): string =>
  d.creativeType === 'upload' && d.audioFile
    ? `${CREATIVE_LABELS.upload} (${d.audioFile})`
    : CREATIVE_LABELS[d.creativeType];

/** "Karachi, Lahore, Quetta +2 more" (spec §2: the first few names plus a more-count). */
export function cityList(ids: readonly string[], first = 3): string {
  if (ids.length === 0) return 'None';
  const names = ids.slice(0, first).map(cityName).join(', ');
  return ids.length > first ? `${names} +${ids.length - first} more` : names;
}

/** Campaign days by the engine's one rule (inclusive, chosen weekdays only), so review and checkout match the server. */
export function inclusiveDays(c: {
  startDate?: string | null;
  endDate?: string | null;
  daysOfWeek?: readonly string[] | null;
}): number {
  return campaignDays({ startDate: c.startDate, endDate: c.endDate, daysOfWeek: c.daysOfWeek ?? [] });
}

/** "08-09" → "08:00-09:00". */
export const slotRange = (slot: string): string => slot.replace(/^(\d{2})-(\d{2})$/, '$1:00-$2:00');
