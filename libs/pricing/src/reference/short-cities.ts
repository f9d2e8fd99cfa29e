import { ShortCity } from '@rbt/contracts';
import { CITY_BY_ID } from './cities';

/**
 * The 15-city short list of the map demo (spec §3): Karachi 2.1M down to Jhang 120K users. A city's name and place
 * are the reference cities' (cities.ts); the figure is the short list's own count of ringback users, which the spec
 * calls `population` (docs/decisions/shared-rules.md): not the census population cities.ts holds.
 */
const USERS: [id: string, users: number][] = [
  ['karachi', 2_100_000],
  ['lahore', 1_800_000],
  ['islamabad', 1_000_000],
  ['faisalabad', 950_000],
  ['rawalpindi', 900_000],
  ['multan', 750_000],
  ['peshawar', 700_000],
  ['quetta', 550_000],
  ['hyderabad', 500_000],
  ['gujranwala', 450_000],
  ['sialkot', 300_000],
  ['sargodha', 250_000],
  ['bahawalpur', 200_000],
  ['sukkur', 150_000],
  ['jhang', 120_000],
];

/** Spec §3: large at or above 1,000,000, medium at or above 500,000, else small. */
export function sizeClass(population: number): ShortCity['sizeClass'] {
  return population >= 1_000_000 ? 'large' : population >= 500_000 ? 'medium' : 'small';
}

/** "2.1M", "950K": one decimal for millions, none for thousands. */
export function usersText(n: number): string {
  return n >= 1_000_000 ? `${Number((n / 1_000_000).toFixed(1))}M` : `${Math.round(n / 1000)}K`;
}

export const SHORT_CITIES: readonly ShortCity[] = USERS.map(([id, population]) => {
  const { name, lat, lng } = CITY_BY_ID.get(id)!;
  return ShortCity.parse({
    id,
    name,
    users: usersText(population),
    lat,
    lng,
    population,
    sizeClass: sizeClass(population),
  });
});
