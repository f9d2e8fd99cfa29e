import type { City } from '@rbt/contracts';
import { CITY_BY_ID } from './reference/cities';

export interface AudienceFilter {
  gender: 'all' | 'male' | 'female';
  deviceType: 'all' | 'smartphone' | 'nonSmartphone';
  valueTier: 'all' | 'bronze' | 'silver' | 'gold' | 'platinum';
}

/**
 * Audience of one city under a gender × device × tier filter. The data only has one-dimensional counts, so
 * the dimensions are taken as independent: total × share(gender) × share(device) × share(tier).
 */
export function cityAudience(city: City, f: AudienceFilter): number {
  const a = city.audience;
  if (a.total === 0) return 0;
  const g = f.gender === 'all' ? 1 : a.gender[f.gender] / a.total;
  const d = f.deviceType === 'all' ? 1 : a.device[f.deviceType] / a.total;
  const t = f.valueTier === 'all' ? 1 : a.tier[f.valueTier] / a.total;
  return Math.round(a.total * g * d * t);
}

/**
 * The share of a city's reference audience a gender × device × tier filter keeps (1 with no filter; with one, 0 for a
 * city nobody knows): the part of a city-hour's calls a targeted campaign can be played to (capacity's feasibility).
 */
export function targetedShare(cityId: string, f: AudienceFilter): number {
  if (f.gender === 'all' && f.deviceType === 'all' && f.valueTier === 'all') return 1;
  const city = CITY_BY_ID.get(cityId);
  if (!city || city.audience.total === 0) return 0;
  return cityAudience(city, f) / city.audience.total;
}

export interface AudienceResult {
  /** Users matching the filter in the selected cities. */
  targeted: number;
  /** All users of the selected cities, before the filter. */
  eligibleBase: number;
  /** Selected ids that are not built-in cities (they count as 0). */
  unknownCities: string[];
}

/** Sum over the selected cities (each counted once) of the filtered segment. */
export function audienceFor(cities: readonly string[], f: AudienceFilter): AudienceResult {
  let targeted = 0;
  let eligibleBase = 0;
  const unknownCities: string[] = [];
  const many = cities.length > 16;
  const seen = many ? new Set<string>() : null;
  for (let i = 0; i < cities.length; i++) {
    const id = cities[i];
    // Each city counts once; a linear look-back beats allocating a Set for the usual handful of cities.
    if (seen ? seen.has(id) : cities.indexOf(id) !== i) continue;
    seen?.add(id);
    const city = CITY_BY_ID.get(id);
    if (!city) {
      unknownCities.push(id);
      continue;
    }
    targeted += cityAudience(city, f);
    eligibleBase += city.audience.total;
  }
  return { targeted, eligibleBase, unknownCities };
}
