import type { CampaignDraftPatch } from '@rbt/contracts';
import { CITIES, DEVICE_BRANDS, INTERESTS, nichePremiumTargets, type PremiumTarget } from '@rbt/pricing';

/**
 * What the niche page edits: the capacity cities it targets (ids of built-in cities, stored in the draft's
 * `cities`) and the spec §3 nicheTargeting. Areas are stored as "city/area" because area ids repeat across
 * cities (DHA is in Karachi, Lahore and Rawalpindi).
 */
export interface NicheState {
  cities: string[];
  interests: string[];
  areas: string[];
  customCities: string[];
  deviceBrands: string[];
  deviceModels: string[];
}

export const EMPTY_NICHE: NicheState = {
  cities: [],
  interests: [],
  areas: [],
  customCities: [],
  deviceBrands: [],
  deviceModels: [],
};

/** Spec §5: trimmed, empty ignored, duplicates (ignoring case) ignored. */
export function addFreeText(list: readonly string[], text: string): string[] {
  const value = text.trim();
  if (!value || list.some((v) => v.toLowerCase() === value.toLowerCase())) return [...list];
  return [...list, value];
}

const CATEGORY_IDS = new Set(INTERESTS.map((i) => i.id));
const CATEGORY_BY_TEXT = new Map(
  INTERESTS.flatMap((i) => [
    [i.id, i.id],
    [i.name.toLowerCase(), i.id],
  ]),
);

/**
 * A custom interest that names a category (e.g. "finance", or on an Urdu page "مالیات" by `shown`) selects that tile
 * instead of adding free text.
 */
export function addInterest(list: readonly string[], text: string, shown?: (id: string) => string): string[] {
  const typed = text.trim().toLowerCase();
  const category = CATEGORY_BY_TEXT.get(typed) ?? INTERESTS.find((i) => shown?.(i.id).toLowerCase() === typed)?.id;
  if (category) return list.includes(category) ? [...list] : [...list, category];
  return addFreeText(list, text);
}

/** The free-text interests (spec §3: interests are category ids or free text). */
export const customInterests = (list: readonly string[]): string[] => list.filter((i) => !CATEGORY_IDS.has(i));

export const toggle = (list: readonly string[], id: string): string[] =>
  list.includes(id) ? list.filter((v) => v !== id) : [...list, id];

export const areaKey = (cityId: string, areaId: string) => `${cityId}/${areaId}`;

/** Deselecting a city drops its areas as well. */
export function toggleCity(s: NicheState, cityId: string): NicheState {
  const on = !s.cities.includes(cityId);
  return {
    ...s,
    cities: toggle(s.cities, cityId),
    areas: on ? s.areas : s.areas.filter((a) => !a.startsWith(`${cityId}/`)),
  };
}

/** Spec §5: deselecting a brand removes its models. */
export function toggleBrand(s: NicheState, brandId: string): NicheState {
  const on = !s.deviceBrands.includes(brandId);
  const brand = DEVICE_BRANDS.find((b) => b.id === brandId);
  const own = new Set(brand?.models.map((m) => m.id));
  return {
    ...s,
    deviceBrands: toggle(s.deviceBrands, brandId),
    deviceModels: on ? s.deviceModels : s.deviceModels.filter((m) => !own.has(m)),
  };
}

/** Spec §9: the top 20 brands by market share, largest first. */
export const TOP_BRANDS = [...DEVICE_BRANDS].sort((a, b) => b.marketShare - a.marketShare).slice(0, 20);

const CITY_BY_NAME = new Map(CITIES.map((c) => [c.name.toLowerCase(), c.id]));

/** A city's name on the page (Urdu on an Urdu page): `useNames().city`. */
export type ShownCity = (id: string) => string;

/** The built-in city a custom city names, in English or by the page's name ("lahore" or "لاہور"), as city search. */
function builtInCity(typed: string, shown?: ShownCity): string | undefined {
  const name = typed.trim().toLowerCase();
  return CITY_BY_NAME.get(name) ?? CITIES.find((c) => shown?.(c.id).toLowerCase() === name)?.id;
}

/** City ids the audience estimate can use: the capacity cities plus custom cities that name a built-in city. */
export function estimateCityIds(s: NicheState, shown?: ShownCity): string[] {
  const ids = [...s.cities];
  for (const name of s.customCities) {
    const id = builtInCity(name, shown);
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Premium targets of the niche price (spec §9): device, geo-micro (areas) and interest; the engine's own reading. */
export const premiumTargets = (s: NicheState): PremiumTarget[] => nichePremiumTargets(toDraftPatch(s).nicheTargeting);

/** The wizard draft fields the niche page owns; `shown` names cities as the page does, for custom cities typed so. */
export function toDraftPatch(s: NicheState, shown?: ShownCity): CampaignDraftPatch {
  return {
    customTargeting: 'niche',
    cities: estimateCityIds(s, shown),
    nicheTargeting: {
      interests: s.interests,
      location: { areas: s.areas, customCities: s.customCities },
      behavior: { deviceBrands: s.deviceBrands, deviceModels: s.deviceModels },
    },
  };
}
