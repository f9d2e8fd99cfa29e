import { ShortCity } from '@rbt/contracts';

/** The 15-city short list of the map demo (spec §3): Karachi 2.1M down to Jhang 120K users. */
const ROWS: [id: string, name: string, lat: number, lng: number, population: number][] = [
  ['karachi', 'Karachi', 24.8607, 67.0011, 2_100_000],
  ['lahore', 'Lahore', 31.5204, 74.3587, 1_800_000],
  ['islamabad', 'Islamabad', 33.6844, 73.0479, 1_000_000],
  ['faisalabad', 'Faisalabad', 31.4504, 73.135, 950_000],
  ['rawalpindi', 'Rawalpindi', 33.5651, 73.0169, 900_000],
  ['multan', 'Multan', 30.1575, 71.5249, 750_000],
  ['peshawar', 'Peshawar', 34.0151, 71.5249, 700_000],
  ['quetta', 'Quetta', 30.1798, 66.975, 550_000],
  ['hyderabad', 'Hyderabad', 25.396, 68.3578, 500_000],
  ['gujranwala', 'Gujranwala', 32.1877, 74.1945, 450_000],
  ['sialkot', 'Sialkot', 32.4945, 74.5229, 300_000],
  ['sargodha', 'Sargodha', 32.0836, 72.6711, 250_000],
  ['bahawalpur', 'Bahawalpur', 29.3544, 71.6911, 200_000],
  ['sukkur', 'Sukkur', 27.7052, 68.8574, 150_000],
  ['jhang', 'Jhang', 31.2681, 72.3181, 120_000],
];

/** Spec §3: large at or above 1,000,000, medium at or above 500,000, else small. */
export function sizeClass(population: number): ShortCity['sizeClass'] {
  return population >= 1_000_000 ? 'large' : population >= 500_000 ? 'medium' : 'small';
}

/** "2.1M", "950K": one decimal for millions, none for thousands. */
export function usersText(n: number): string {
  return n >= 1_000_000 ? `${Number((n / 1_000_000).toFixed(1))}M` : `${Math.round(n / 1000)}K`;
}

export const SHORT_CITIES: readonly ShortCity[] = ROWS.map(([id, name, lat, lng, population]) =>
  ShortCity.parse({ id, name, users: usersText(population), lat, lng, population, sizeClass: sizeClass(population) }),
);
