import { CAPACITY_CITY_IDS, CAPACITY_SLOT_IDS, ObjectiveInput, Province, ValueTier } from '@rbt/contracts';
import {
  AREA_CITIES,
  CAPACITY_CITIES,
  CAPACITY_SLOTS,
  CITIES,
  CITY_BY_ID,
  DEVICE_BRANDS,
  INTERESTS,
  modelBadges,
  OBJECTIVES,
  REFERENCE,
  SHORT_CITIES,
  TIME_SLOTS,
  VALUE_TIERS,
  VOICES,
} from '../src';

const unique = (xs: string[]) => new Set(xs).size === xs.length;

describe('built-in cities', () => {
  it('when the list is loaded, then about 40 unique cities cover all seven regions and the five named ones', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(38);
    expect(CITIES.length).toBeLessThanOrEqual(45);
    expect(unique(CITIES.map((c) => c.id))).toBe(true);
    expect(new Set(CITIES.map((c) => c.province))).toEqual(new Set(Province.options));
    for (const id of ['karachi', 'lahore', 'islamabad', 'peshawar', 'quetta']) expect(CITY_BY_ID.has(id)).toBe(true);
  });

  it('when each city is checked, then gender, device and tier each sum to the total; female < male; feature phones < smartphones', () => {
    for (const { audience: a, id } of CITIES) {
      const sums = [
        a.gender.male + a.gender.female,
        a.device.smartphone + a.device.nonSmartphone,
        a.tier.bronze + a.tier.silver + a.tier.gold + a.tier.platinum,
      ];
      expect({ id, sums }).toEqual({ id, sums: [a.total, a.total, a.total] });
      expect(a.gender.female).toBeLessThan(a.gender.male);
      expect(a.device.nonSmartphone).toBeLessThan(a.device.smartphone);
    }
  });

  it('when audiences are compared, then Karachi is highest and each is about 10.5% of the population', () => {
    const top = [...CITIES].sort((x, y) => y.audience.total - x.audience.total)[0];
    expect(top.id).toBe('karachi');
    for (const c of CITIES) expect(Math.abs(c.audience.total / c.population - 0.105)).toBeLessThan(0.005);
  });
});

describe('short list, slots and capacity cities', () => {
  it('when the short list is loaded, then 15 cities run from Karachi 2.1M down to Jhang 120K with their size classes', () => {
    expect(SHORT_CITIES).toHaveLength(15);
    expect(SHORT_CITIES[0]).toMatchObject({ id: 'karachi', users: '2.1M', population: 2_100_000, sizeClass: 'large' });
    expect(SHORT_CITIES.at(-1)).toMatchObject({ id: 'jhang', users: '120K', population: 120_000, sizeClass: 'small' });
    for (let i = 1; i < SHORT_CITIES.length; i++)
      expect(SHORT_CITIES[i].population).toBeLessThanOrEqual(SHORT_CITIES[i - 1].population);
    expect(SHORT_CITIES.find((c) => c.population === 500_000)?.sizeClass).toBe('medium');
    for (const c of SHORT_CITIES) expect(CITY_BY_ID.has(c.id)).toBe(true);
  });

  it('when the wizard slots are loaded, then 18 hourly slots 06-07 … 23-24 with prime 18-22 at 2 and midday at 1.5', () => {
    expect(TIME_SLOTS.map((s) => s.id)).toEqual([
      '06-07',
      '07-08',
      '08-09',
      '09-10',
      '10-11',
      '11-12',
      '12-13',
      '13-14',
      '14-15',
      '15-16',
      '16-17',
      '17-18',
      '18-19',
      '19-20',
      '20-21',
      '21-22',
      '22-23',
      '23-24',
    ]);
    expect(TIME_SLOTS.filter((s) => s.peak).map((s) => s.id)).toEqual(['18-19', '19-20', '20-21', '21-22']);
    expect(TIME_SLOTS.map((s) => s.baseMultiplier).join(',')).toBe('1,1,1,1,1,1,1.5,1.5,1.5,1.5,1.5,1.5,2,2,2,2,1,1');
    expect(TIME_SLOTS[0].label).toBe('6 AM - 7 AM');
    expect(TIME_SLOTS.at(-1)!.label).toBe('11 PM - 12 AM');
  });

  it('when the capacity grid is served, then it is the slots and cities svc-capacity validates (one list, 18 and 42)', () => {
    // The reference the browser reads and the contracts svc-capacity checks requests with are one definition.
    expect(CAPACITY_SLOTS.map((s) => s.id)).toEqual([...CAPACITY_SLOT_IDS]);
    expect(CAPACITY_SLOTS.map((s) => s.id)).toEqual(TIME_SLOTS.map((s) => s.id));
    expect(CAPACITY_CITIES.map((c) => c.id)).toEqual([...CAPACITY_CITY_IDS]);
    expect(CAPACITY_CITIES).toHaveLength(42);
    expect(CAPACITY_CITIES.find((c) => c.id === 'hunza')?.name).toBe(CITY_BY_ID.get('hunza')?.name);
    expect(REFERENCE['capacity-slots']).toBe(CAPACITY_SLOTS);
    expect(REFERENCE['capacity-cities']).toBe(CAPACITY_CITIES);
  });

  it('when the niche areas are loaded, then 8 capacity cities with 10–16 unique named areas each', () => {
    expect(AREA_CITIES.map((c) => c.name)).toEqual([
      'Karachi',
      'Lahore',
      'Islamabad',
      'Peshawar',
      'Rawalpindi',
      'Gujranwala',
      'Quetta',
      'Hyderabad',
    ]);
    for (const c of AREA_CITIES) {
      expect(CAPACITY_CITY_IDS).toContain(c.id);
      expect(c.areas.length).toBeGreaterThanOrEqual(10);
      expect(c.areas.length).toBeLessThanOrEqual(16);
      expect(unique(c.areas.map((a) => a.id))).toBe(true);
    }
  });
});

describe('devices, interests, voices, objectives, tiers', () => {
  it('when brands are loaded, then 20 with shares summing to 100, Samsung 35 and iPhone 18 first, about 10 models each and none for Other', () => {
    expect(DEVICE_BRANDS).toHaveLength(20);
    expect(DEVICE_BRANDS.reduce((s, b) => s + b.marketShare, 0)).toBeCloseTo(100, 6);
    expect(DEVICE_BRANDS.slice(0, 6).map((b) => [b.name, b.marketShare])).toEqual([
      ['Samsung', 35],
      ['iPhone', 18],
      ['Xiaomi', 12],
      ['OPPO', 8],
      ['Vivo', 7],
      ['Realme', 6],
    ]);
    for (const b of DEVICE_BRANDS.filter((x) => x.id !== 'other')) expect(b.models.length).toBeGreaterThanOrEqual(8);
    expect(DEVICE_BRANDS.find((b) => b.id === 'other')!.models).toEqual([]);
    expect(unique(DEVICE_BRANDS.flatMap((b) => b.models.map((m) => m.id)))).toBe(true);
  });

  it('when badges are asked, then 2023+ models and all Apple models carry +PKR 0.50 and only Apple is Premium', () => {
    expect(modelBadges({ id: 'samsung' }, { releaseYear: 2023 })).toEqual({
      surchargeLabel: '+PKR 0.50',
      premium: false,
    });
    expect(modelBadges({ id: 'samsung' }, { releaseYear: 2022 })).toEqual({
      surchargeLabel: undefined,
      premium: false,
    });
    expect(modelBadges({ id: 'iphone' }, { releaseYear: 2018 })).toEqual({
      surchargeLabel: '+PKR 0.50',
      premium: true,
    });
  });

  it('when interests and voices are loaded, then the 10 spec categories and 6 voices (female Urdu, 2 female English, male Urdu, 2 male English)', () => {
    expect(INTERESTS.map((i) => i.id)).toEqual([
      'technology',
      'finance',
      'health',
      'shopping',
      'gaming',
      'music',
      'education',
      'automotive',
      'real-estate',
      'business',
    ]);
    expect(VOICES.map((v) => `${v.gender}/${v.language}`)).toEqual([
      'female/urdu',
      'female/english',
      'female/english',
      'male/urdu',
      'male/english',
      'male/english',
    ]);
  });

  it('when legacy objectives and tiers are given, then offer→conversion, lead→consideration, reminder→retention, high→platinum, low→bronze', () => {
    expect(['offer', 'lead', 'reminder', 'awareness'].map((o) => ObjectiveInput.parse(o))).toEqual([
      'conversion',
      'consideration',
      'retention',
      'awareness',
    ]);
    expect(ObjectiveInput.safeParse('sales').success).toBe(false);
    expect([ValueTier.parse('high'), ValueTier.parse('low')]).toEqual(['platinum', 'bronze']);
    expect(OBJECTIVES.map((o) => o.id)).toEqual(['awareness', 'consideration', 'conversion', 'retention']);
    expect(VALUE_TIERS.map((t) => t.multiplier)).toEqual([1, 1, 1.05, 1.1, 1.25]);
  });

  it('when the served collections are listed, then all eleven are non-empty', () => {
    expect(Object.keys(REFERENCE)).toHaveLength(11);
    for (const v of Object.values(REFERENCE)) expect(v.length).toBeGreaterThan(0);
  });
});
