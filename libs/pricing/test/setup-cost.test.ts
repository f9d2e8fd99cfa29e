import { averageSlotMultiplier, campaignDays, costPerView, mapBudget, markerSize, round2 } from '../src';

const cpv = (o: Partial<Parameters<typeof costPerView>[0]>) =>
  costPerView({ cities: ['karachi'], deviceType: 'all', valueTier: 'all', freqCapPerDay: 2, timeSlots: [], ...o })
    .costPerView;

describe('setup-screen cost per view (spec §9)', () => {
  it('when Karachi is chosen with one prime and one morning slot, then (0.5 + 0.5) × 1.5 = 1.5', () => {
    expect(cpv({ timeSlots: ['18-19', '09-10'] })).toBe(1.5);
  });

  it('when only a non-metro city is chosen with smartphone, platinum, cap 4 and a midday slot, then 0.7 × 1.15 × 1.25 × 0.9 × 1.5 = 1.36', () => {
    expect(
      cpv({
        cities: ['multan'],
        deviceType: 'smartphone',
        valueTier: 'platinum',
        freqCapPerDay: 4,
        timeSlots: ['12-13'],
      }),
    ).toBe(1.36);
  });

  it('when Lahore is chosen with feature phones, gold and cap 3 and no slots, then 1.0 × 0.9 × 1.1 × 0.95 × 1 = 0.94', () => {
    expect(cpv({ cities: ['lahore'], deviceType: 'nonSmartphone', valueTier: 'gold', freqCapPerDay: 3 })).toBe(0.94);
  });

  it('when silver or bronze is chosen, then the tier multiplies by 1.05 or 1', () => {
    expect(cpv({ cities: ['islamabad', 'multan'], valueTier: 'silver' })).toBe(1.05);
    expect(cpv({ cities: ['quetta'], valueTier: 'bronze', freqCapPerDay: 5 })).toBe(0.63);
  });

  it('when the breakdown is read, then it names each factor and the formula', () => {
    const r = costPerView({
      cities: ['multan'],
      deviceType: 'smartphone',
      valueTier: 'gold',
      freqCapPerDay: 3,
      timeSlots: ['20-21'],
    });
    expect(r.breakdown).toEqual({
      baseCost: 0.5,
      cityAdder: 0.2,
      device: 1.15,
      valueTier: 1.1,
      frequencyDiscount: 0.95,
      timeSlot: 2,
      formula: '(0.5 + 0.2) × 1.15 × 1.1 × 0.95 × 2 = 1.68',
    });
    expect(r.entries.map((e) => e.type)).toEqual([
      'base',
      'adder',
      'multiplier',
      'multiplier',
      'multiplier',
      'multiplier',
      'normalize',
    ]);
  });

  it('when slots 18-22, 12-18 and others are averaged, then prime counts 2, midday 1.5, others 1, none 1', () => {
    expect(averageSlotMultiplier(['18-19', '21-22', '12-13', '17-18', '22-23', '06-07'])).toBe(1.5);
    expect(averageSlotMultiplier([])).toBe(1);
  });
});

describe('grid price, days, total, map helpers', () => {
  it('when 1 Jan to 7 Jan is chosen, then the campaign has 7 days (inclusive)', () => {
    expect(campaignDays({ startDate: '2026-01-01', endDate: '2026-01-07' })).toBe(7);
    expect(campaignDays({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBe(1);
    expect(campaignDays({ startDate: '2028-02-28', endDate: '2028-03-01' })).toBe(3);
  });

  it('when a date is missing or the end precedes the start, then days is 1', () => {
    expect(campaignDays({})).toBe(1);
    expect(campaignDays({ startDate: '2026-01-01', endDate: null })).toBe(1);
    expect(campaignDays({ startDate: '2026-01-07', endDate: '2026-01-01' })).toBe(1);
  });

  it('when only weekends are chosen over two weeks Mon 16 to Sun 29 Nov 2026, then 4 days count', () => {
    expect(campaignDays({ startDate: '2026-11-16', endDate: '2026-11-29', daysOfWeek: ['sat', 'sun'] })).toBe(4);
    expect(campaignDays({ startDate: '2026-11-16', endDate: '2026-11-20', daysOfWeek: ['sat'] })).toBe(1);
  });

  it('when audiences cross 300000, 100000 and 50000, then the marker grows a size each', () => {
    expect([300_000, 299_999, 100_000, 99_999, 50_000, 49_999].map(markerSize)).toEqual([3, 2, 2, 1, 1, 0]);
    expect(mapBudget(1234)).toBe(3085);
  });

  it('when halves meet binary floating point, then rounding is half-up on the decimal value', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(0.745)).toBe(0.75);
    expect(round2(2.675)).toBe(2.68);
  });
});
