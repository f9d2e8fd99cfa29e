import fc from 'fast-check';
import { EstimateRequest } from '@rbt/contracts';
import {
  BANDS,
  campaignDays,
  checkoutFigures,
  CITIES,
  costPerView,
  estimate,
  isoDayNumber,
  priceQuote,
  RAW_RANGES,
  round2,
  TIME_SLOTS,
} from '../src';

const cityIds = CITIES.map((c) => c.id);
const isoDate = fc
  .integer({ min: isoDayNumber('2026-01-01'), max: isoDayNumber('2027-12-31') })
  .map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
const plusDays = (date: string, n: number) =>
  new Date((isoDayNumber(date) + n) * 86_400_000).toISOString().slice(0, 10);

const estimateArb = fc.record({
  cities: fc.uniqueArray(fc.constantFrom(...cityIds), { minLength: 1, maxLength: 8 }),
  gender: fc.constantFrom('all', 'male', 'female'),
  deviceType: fc.constantFrom<('all' | 'smartphone' | 'nonSmartphone')[]>('all', 'smartphone', 'nonSmartphone'),
  valueTier: fc.constantFrom<('all' | 'bronze' | 'silver' | 'gold' | 'platinum')[]>(
    'all',
    'bronze',
    'silver',
    'gold',
    'platinum',
  ),
  startDate: isoDate,
  length: fc.integer({ min: 0, max: 90 }),
  timeSlots: fc.uniqueArray(fc.constantFrom(...TIME_SLOTS.map((s) => s.id)), { maxLength: 18 }),
  daysOfWeek: fc.uniqueArray(fc.constantFrom('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'), { maxLength: 7 }),
  freq: fc.integer({ min: 1, max: 5 }),
});
type Arb = typeof estimateArb extends fc.Arbitrary<infer T> ? T : never;

const run = (a: Arb) =>
  estimate(
    EstimateRequest.parse({
      audience: { cities: a.cities, gender: a.gender, deviceType: a.deviceType, valueTier: a.valueTier },
      schedule: {
        startDate: a.startDate,
        endDate: plusDays(a.startDate, a.length),
        timeSlots: a.timeSlots,
        daysOfWeek: a.daysOfWeek,
      },
      controls: { freqCapPerDay: a.freq },
    }),
  );

describe('estimate properties (fast-check)', () => {
  it('when any valid selection is quoted, then no figure is negative and total = base + fee + tax', () => {
    fc.assert(
      fc.property(estimateArb, (a) => {
        const r = run(a);
        for (const v of [r.estImpressions, r.estReach, r.eligibleBase, r.totalCost, r.fees, r.tax, r.checkout.total])
          expect(v).toBeGreaterThanOrEqual(0);
        expect(r.estReach).toBeLessThanOrEqual(Math.min(r.targetedUsers, r.estImpressions));
        expect(r.targetedUsers).toBeLessThanOrEqual(r.eligibleBase);
        expect(Math.abs(r.checkout.total - (r.totalCost + r.fees + r.tax))).toBeLessThan(0.011);
      }),
    );
  });

  it('when a city is added, then reach and total never go down', () => {
    fc.assert(
      fc.property(estimateArb, fc.constantFrom(...cityIds), (a, extra) => {
        const before = run(a);
        const after = run({ ...a, cities: [...new Set([...a.cities, extra])] });
        expect(after.targetedUsers).toBeGreaterThanOrEqual(before.targetedUsers);
        expect(after.totalCost).toBeGreaterThanOrEqual(before.totalCost);
      }),
    );
  });

  it('when the end date moves later, then days and total never go down', () => {
    fc.assert(
      fc.property(estimateArb, fc.integer({ min: 1, max: 30 }), (a, more) => {
        const before = run(a);
        const after = run({ ...a, length: a.length + more });
        expect(after.campaignDays).toBeGreaterThanOrEqual(before.campaignDays);
        expect(after.totalCost).toBeGreaterThanOrEqual(before.totalCost);
      }),
    );
  });

  it('when the frequency cap rises, then the total never goes down', () => {
    fc.assert(
      fc.property(
        estimateArb.filter((a) => a.freq < 5),
        (a) => {
          expect(run({ ...a, freq: a.freq + 1 }).totalCost).toBeGreaterThanOrEqual(run(a).totalCost);
        },
      ),
    );
  });

  it('when cost per view is asked many ways (memoised), then it always equals the spec formula worked out independently', () => {
    const dev = { all: 1, smartphone: 1.15, nonSmartphone: 0.9 };
    const tier = { all: 1, bronze: 1, silver: 1.05, gold: 1.1, platinum: 1.25 };
    const slot = (id: string) => {
      const h = Number(id.slice(0, 2));
      return h >= 18 && h < 22 ? 2 : h >= 12 && h < 18 ? 1.5 : 1;
    };
    fc.assert(
      fc.property(
        estimateArb,
        fc.array(fc.constantFrom(...TIME_SLOTS.map((s) => s.id)), { maxLength: 30 }),
        (a, slots) => {
          const adder = a.cities.some((c) => ['karachi', 'lahore', 'islamabad'].includes(c)) ? 0.5 : 0.2;
          const freq = a.freq >= 4 ? 0.9 : a.freq === 3 ? 0.95 : 1;
          const avg = slots.length ? slots.reduce((s, x) => s + slot(x), 0) / slots.length : 1;
          const got = costPerView({
            cities: a.cities,
            deviceType: a.deviceType,
            valueTier: a.valueTier,
            freqCapPerDay: a.freq,
            timeSlots: slots,
          });
          expect(got.costPerView).toBe(round2((0.5 + adder) * dev[a.deviceType] * tier[a.valueTier] * freq * avg));
          expect(got.breakdown.timeSlot).toBeCloseTo(avg, 12);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('when days are counted without a weekday filter, then they equal end − start + 1; with one, never more', () => {
    fc.assert(
      fc.property(estimateArb, (a) => {
        const endDate = plusDays(a.startDate, a.length);
        expect(campaignDays({ startDate: a.startDate, endDate })).toBe(a.length + 1);
        expect(campaignDays({ startDate: a.startDate, endDate, daysOfWeek: a.daysOfWeek })).toBeLessThanOrEqual(
          a.length + 1,
        );
      }),
    );
  });
});

const priceArb = fc.record({
  model: fc.constantFrom('standard', 'custom', 'niche'),
  slot: fc.constantFrom('peak', 'semipeak', 'offpeak'),
  cityTier: fc.constantFrom('T1', 'T2'),
  dayType: fc.constantFrom('weekday', 'weekend'),
  frequency: fc.constantFrom('low', 'medium', 'high'),
  duration: fc.constantFrom('short', 'medium', 'long'),
  premiumTargets: fc.subarray(['device', 'geoMicro', 'interest'] as ('device' | 'geoMicro' | 'interest')[]),
  peak: fc.boolean(),
  weekend: fc.boolean(),
  impressions: fc.integer({ min: 1, max: 5_000_000 }),
});

describe('price model properties (fast-check)', () => {
  it('when normalisation is on, then every unit price lies inside its model band and the total is unit price × impressions', () => {
    fc.assert(
      fc.property(priceArb, (p) => {
        const req = { ...p, slot: p.model === 'custom' && p.slot === 'semipeak' ? 'peak' : p.slot, normalize: true };
        const r = priceQuote(req);
        const band = BANDS[r.model];
        expect(r.unitPrice).toBeGreaterThanOrEqual(band.min);
        expect(r.unitPrice).toBeLessThanOrEqual(band.max);
        expect(Math.abs(r.total - r.unitPrice * r.impressions)).toBeLessThanOrEqual(0.005 + 1e-6 * r.total);
      }),
    );
  });

  it('when normalisation is off, then the raw unit price stays inside the model raw range and is positive', () => {
    fc.assert(
      fc.property(priceArb, (p) => {
        const r = priceQuote({ ...p, slot: p.model === 'custom' && p.slot === 'semipeak' ? 'offpeak' : p.slot });
        expect(r.unitPrice).toBeGreaterThan(0);
        expect(r.unitPrice).toBeGreaterThanOrEqual(Math.floor(RAW_RANGES[r.model].min * 1000) / 1000);
        expect(r.unitPrice).toBeLessThanOrEqual(Math.ceil(RAW_RANGES[r.model].max * 1000) / 1000);
      }),
    );
  });

  it('when checkout figures are computed for any base, then low ≤ total ≤ high and impressions × CPM never exceed the base', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.option(fc.double({ min: 1, max: 10_000, noNaN: true })),
        (base, cpm) => {
          const c = checkoutFigures({ baseCost: base, weightedCpm: cpm });
          expect(c.costRange.low).toBeLessThanOrEqual(c.total);
          expect(c.costRange.high).toBeGreaterThanOrEqual(c.total);
          expect((c.estimatedImpressions * c.weightedCpm) / 1000).toBeLessThanOrEqual(c.baseCost + 1e-6);
        },
      ),
    );
  });
});
