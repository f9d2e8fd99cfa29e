import type { CampaignDetail } from '@rbt/contracts';
import { CITY_BY_ID, OBJECTIVES, VALUE_TIERS } from '@rbt/pricing';
import { formatKarachiDate } from '@rbt/web-kit';

// The drawer speaks the advertiser's words (the wizard's labels), not stored ids (issue 16).
const GENDER: Record<CampaignDetail['gender'], string> = { all: 'All genders', male: 'Male', female: 'Female' };
const DEVICE: Record<CampaignDetail['deviceType'], string> = {
  all: 'All devices',
  smartphone: 'Smartphone',
  nonSmartphone: 'Feature Phone',
};
const DAY: Record<string, string> = {
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
};

const joined = (items: string[], empty: string) => (items.length ? items.join(', ') : empty);

export const citiesLabel = (ids: readonly string[]) =>
  joined(
    ids.map((id) => CITY_BY_ID.get(id)?.name ?? id),
    'None',
  );
export const genderLabel = (g: CampaignDetail['gender']) => GENDER[g] ?? g;
export const deviceLabel = (d: CampaignDetail['deviceType']) => DEVICE[d] ?? d;
export const tierLabel = (t: string) => VALUE_TIERS.find((v) => v.id === t)?.label ?? t;
export const objectiveLabel = (o: string | null) => OBJECTIVES.find((v) => v.id === o)?.label ?? 'Not set';
/** "18-19" → "18:00-19:00". */
export const slotsLabel = (slots: readonly string[]) =>
  joined(
    slots.map((s) => s.replace(/^(\d{2})-(\d{2})$/, '$1:00-$2:00')),
    'None',
  );
export const daysLabel = (days: readonly string[]) =>
  joined(
    days.map((d) => DAY[d] ?? d),
    'Every day',
  );
export const datesLabel = (c: Pick<CampaignDetail, 'startDate' | 'endDate'>) =>
  c.startDate
    ? `${formatKarachiDate(c.startDate)} to ${c.endDate ? formatKarachiDate(c.endDate) : '?'}`
    : 'Not scheduled yet';
