import { City, CITY_IDS, Province, type CityAudience } from '@rbt/contracts';

/**
 * Built-in cities (spec §3). Coordinates are the real city centres; population is the approximate urban
 * population (2023 census, rounded). Audience counts are derived, not measured: see deriveAudience and
 * docs/decisions/pricing.md.
 */
type Row = [id: string, name: string, province: Province, lat: number, lng: number, population: number];

const ROWS: Row[] = [
  ['karachi', 'Karachi', 'Sindh', 24.8607, 67.0011, 20_380_000],
  ['hyderabad', 'Hyderabad', 'Sindh', 25.396, 68.3578, 2_430_000],
  ['sukkur', 'Sukkur', 'Sindh', 27.7052, 68.8574, 560_000],
  ['larkana', 'Larkana', 'Sindh', 27.56, 68.2264, 550_000],
  ['nawabshah', 'Nawabshah', 'Sindh', 26.2442, 68.41, 320_000],
  ['mirpur-khas', 'Mirpur Khas', 'Sindh', 25.5276, 69.0111, 260_000],
  ['jacobabad', 'Jacobabad', 'Sindh', 28.2769, 68.4514, 220_000],
  ['thatta', 'Thatta', 'Sindh', 24.7461, 67.9236, 60_000],
  ['lahore', 'Lahore', 'Punjab', 31.5204, 74.3587, 13_000_000],
  ['faisalabad', 'Faisalabad', 'Punjab', 31.4504, 73.135, 3_690_000],
  ['rawalpindi', 'Rawalpindi', 'Punjab', 33.5651, 73.0169, 3_360_000],
  ['gujranwala', 'Gujranwala', 'Punjab', 32.1877, 74.1945, 2_510_000],
  ['multan', 'Multan', 'Punjab', 30.1575, 71.5249, 2_210_000],
  ['sheikhupura', 'Sheikhupura', 'Punjab', 31.7167, 73.985, 1_000_000],
  ['sargodha', 'Sargodha', 'Punjab', 32.0836, 72.6711, 975_000],
  ['sialkot', 'Sialkot', 'Punjab', 32.4945, 74.5229, 910_000],
  ['bahawalpur', 'Bahawalpur', 'Punjab', 29.3544, 71.6911, 900_000],
  ['rahim-yar-khan', 'Rahim Yar Khan', 'Punjab', 28.4202, 70.2952, 520_000],
  ['jhang', 'Jhang', 'Punjab', 31.2681, 72.3181, 480_000],
  ['sahiwal', 'Sahiwal', 'Punjab', 30.6682, 73.1114, 420_000],
  ['gujrat', 'Gujrat', 'Punjab', 32.5731, 74.0789, 400_000],
  ['dera-ghazi-khan', 'Dera Ghazi Khan', 'Punjab', 30.0459, 70.6403, 400_000],
  ['okara', 'Okara', 'Punjab', 30.8138, 73.4534, 360_000],
  ['islamabad', 'Islamabad', 'Federal', 33.6844, 73.0479, 1_230_000],
  ['peshawar', 'Peshawar', 'KPK', 34.0151, 71.5249, 2_000_000],
  ['mardan', 'Mardan', 'KPK', 34.2015, 72.0498, 400_000],
  ['mingora', 'Mingora (Swat)', 'KPK', 34.7717, 72.3602, 330_000],
  ['dera-ismail-khan', 'Dera Ismail Khan', 'KPK', 31.8314, 70.9019, 270_000],
  ['abbottabad', 'Abbottabad', 'KPK', 34.1688, 73.2215, 250_000],
  ['kohat', 'Kohat', 'KPK', 33.5869, 71.4414, 250_000],
  ['bannu', 'Bannu', 'KPK', 32.9889, 70.6056, 120_000],
  ['quetta', 'Quetta', 'Balochistan', 30.1798, 66.975, 1_570_000],
  ['turbat', 'Turbat', 'Balochistan', 26.0023, 63.044, 270_000],
  ['khuzdar', 'Khuzdar', 'Balochistan', 27.8, 66.6167, 200_000],
  ['sibi', 'Sibi', 'Balochistan', 29.5448, 67.8764, 100_000],
  ['gwadar', 'Gwadar', 'Balochistan', 25.1264, 62.3225, 90_000],
  ['muzaffarabad', 'Muzaffarabad', 'AJK', 34.37, 73.4711, 150_000],
  ['mirpur', 'Mirpur', 'AJK', 33.1484, 73.7511, 130_000],
  ['rawalakot', 'Rawalakot', 'AJK', 33.8578, 73.7604, 60_000],
  ['gilgit', 'Gilgit', 'GB', 35.9208, 74.3144, 70_000],
  ['skardu', 'Skardu', 'GB', 35.2971, 75.6333, 30_000],
  ['hunza', 'Hunza (Aliabad)', 'GB', 36.3167, 74.65, 20_000],
];

/** Share of the urban population that uses the call-rewards app. */
export const APP_PENETRATION = 0.105;
/** Male share of app users by province (mobile ownership skews male, more so in KPK and Balochistan). */
const MALE_SHARE: Record<Province, number> = {
  Sindh: 0.56,
  Punjab: 0.55,
  Federal: 0.54,
  KPK: 0.6,
  Balochistan: 0.62,
  AJK: 0.57,
  GB: 0.57,
};

function sizeProfile(population: number) {
  if (population >= 1_000_000) return { smartphone: 0.68, tiers: [0.35, 0.3, 0.22, 0.13] };
  if (population >= 300_000) return { smartphone: 0.6, tiers: [0.45, 0.3, 0.17, 0.08] };
  return { smartphone: 0.55, tiers: [0.55, 0.28, 0.12, 0.05] };
}

/** Splits the city total so each dimension sums exactly to it (the remainder goes to the first bucket). */
export function deriveAudience(province: Province, population: number): CityAudience {
  const total = Math.round((population * APP_PENETRATION) / 100) * 100;
  const male = Math.round(total * MALE_SHARE[province]);
  const p = sizeProfile(population);
  const smartphone = Math.round(total * p.smartphone);
  const [, silver, gold, platinum] = p.tiers.map((s) => Math.round(total * s));
  return {
    total,
    gender: { male, female: total - male },
    device: { smartphone, nonSmartphone: total - smartphone },
    tier: { bronze: total - silver - gold - platinum, silver, gold, platinum },
  };
}

/** Parsed at load: a typo in the table fails at import, not in a quote. */
export const CITIES: readonly City[] = ROWS.map(([id, name, province, lat, lng, population]) =>
  City.parse({ id, name, province, lat, lng, population, audience: deriveAudience(province, population) }),
);

export const CITY_BY_ID: ReadonlyMap<string, City> = new Map(CITIES.map((c) => [c.id, c]));

// Requests are validated against the contracts' id list; a city added here but not there could never be chosen.
if (CITIES.map((c) => c.id).join() !== CITY_IDS.join())
  throw new Error('libs/pricing cities and CITY_IDS in @rbt/contracts differ');
