import { PRICE_ERRORS } from '@rbt/contracts';
import { priceQuote, PricingError } from '../src';

const quote = (r: Parameters<typeof priceQuote>[0]) => priceQuote(r);
const errorOf = (r: Parameters<typeof priceQuote>[0]) => {
  try {
    priceQuote(r);
  } catch (e) {
    if (e instanceof PricingError) return { message: e.message, path: e.path };
    throw e;
  }
  throw new Error('expected a PricingError');
};

describe('standard model (spec §9)', () => {
  it('when peak, T1, weekend, high, then ((0.5 + 0.5) × 2 + 0.25) × 1.25 = 2.8125 → 2.813 and total 281300 for the default 100000', () => {
    const r = quote({ model: 'standard', slot: 'peak', cityTier: 'T1', dayType: 'weekend', frequency: 'high' });
    expect(r).toMatchObject({
      currency: 'PKR',
      unitPrice: 2.813,
      impressions: 100_000,
      total: 281_300,
      band: { min: 1.5, max: 2 },
      normalized: false,
    });
  });

  it('when offpeak, T2, weekday, low for 1000 impressions, then 0.7 and total 700', () => {
    expect(
      quote({
        model: 'standard',
        slot: 'offpeak',
        cityTier: 'T2',
        dayType: 'weekday',
        frequency: 'low',
        impressions: 1000,
      }),
    ).toMatchObject({ unitPrice: 0.7, total: 700 });
  });

  it('when semipeak, T2, weekday, medium, then 0.7 × 1.5 × 1.1 = 1.155', () => {
    expect(
      quote({
        model: 'standard',
        slot: 'semipeak',
        cityTier: 'T2',
        dayType: 'weekday',
        frequency: 'medium',
        impressions: 3,
      }).unitPrice,
    ).toBe(1.155);
  });

  it('when normalisation is on, then the raw range 0.7–2.8125 maps linearly onto 1.5–2 (1.155 → 1.608)', () => {
    const n = (slot: string, cityTier: string, frequency: string) =>
      quote({ model: 'standard', slot, cityTier, dayType: 'weekday', frequency, normalize: true });
    expect(n('offpeak', 'T2', 'low').unitPrice).toBe(1.5);
    expect(n('semipeak', 'T2', 'medium').unitPrice).toBe(1.608);
    expect(
      quote({ model: 'standard', slot: 'peak', cityTier: 'T1', dayType: 'weekend', frequency: 'high', normalize: true })
        .unitPrice,
    ).toBe(2);
    expect(n('offpeak', 'T2', 'low').breakdown.at(-1)).toEqual({
      label: 'Normalised into band 1.5–2',
      value: 1.5,
      type: 'normalize',
    });
  });
});

describe('custom model (spec §9)', () => {
  it('when short, peak, 500000 impressions, then (2 × 1.2 + 0.5) × 0.9 = 2.61 and total 1305000', () => {
    expect(quote({ model: 'custom', duration: 'short', slot: 'peak', impressions: 500_000 })).toMatchObject({
      unitPrice: 2.61,
      total: 1_305_000,
    });
  });

  it('when long, offpeak, 100000 impressions, then 2 × 0.85 × 0.95 = 1.615', () => {
    expect(quote({ model: 'custom', duration: 'long', slot: 'offpeak', impressions: 100_000 })).toMatchObject({
      unitPrice: 1.615,
      total: 161_500,
    });
  });

  it('when medium, offpeak, 99999 impressions, then no volume discount: 2', () => {
    expect(quote({ model: 'custom', duration: 'medium', slot: 'offpeak', impressions: 99_999 })).toMatchObject({
      unitPrice: 2,
      total: 199_998,
    });
  });
});

describe('niche model (spec §9)', () => {
  it('when only the device target is stacked, then 2.5 + 0.5 = 3 without the stack multiplier', () => {
    expect(quote({ model: 'niche', premiumTargets: ['device'], peak: false, weekend: false }).unitPrice).toBe(3);
  });

  it('when device and interest at peak on weekends, then (2.5 + 0.5 + 0.75 + 0.5 + 0.25) × 1.25 = 5.625', () => {
    const r = quote({
      model: 'niche',
      premiumTargets: ['device', 'interest', 'device'],
      peak: true,
      weekend: true,
      impressions: 1000,
    });
    expect(r).toMatchObject({ unitPrice: 5.625, total: 5625 });
    expect(r.breakdown.filter((e) => e.type === 'multiplier')).toEqual([
      { label: 'Stacked premium targets', value: 1.25, type: 'multiplier' },
    ]);
  });
});

describe('derivation from campaign facts (spec §9)', () => {
  it('when reach is 250000, 150000 or 100000, then frequency is high, medium or low', () => {
    const f = (reach: number) => quote({ model: 'standard', context: { reach } }).inputs.frequency;
    expect([f(250_000), f(150_000), f(100_001), f(100_000)]).toEqual(['high', 'medium', 'medium', 'low']);
  });

  it('when slots start 18-21, 12-17 or neither, then the standard slot is peak, semipeak or offpeak (the 17-18 slot is midday)', () => {
    const s = (timeSlots: string[]) => quote({ model: 'standard', context: { timeSlots } }).inputs.slot;
    expect([s(['09-10', '21-22']), s(['16-17']), s(['17-18', '22-23']), s(['11-12', '22-23']), s([])]).toEqual([
      'peak',
      'semipeak',
      'semipeak',
      'offpeak',
      'offpeak',
    ]);
  });

  it('when Lahore is among the cities, then T1; otherwise T2', () => {
    expect(quote({ model: 'standard', context: { cities: ['multan', 'lahore'] } }).inputs.cityTier).toBe('T1');
    expect(quote({ model: 'standard', context: { cities: ['multan'] } }).inputs.cityTier).toBe('T2');
  });

  it('when Saturday is chosen, then the day type is weekend', () => {
    expect(quote({ model: 'standard', context: { daysOfWeek: ['mon', 'sat'] } }).inputs.dayType).toBe('weekend');
    expect(quote({ model: 'niche', context: { daysOfWeek: ['sun'], timeSlots: ['19-20'] } }).inputs).toMatchObject({
      weekend: true,
      peak: true,
    });
  });

  it('when the campaign runs 3, 4, 9 or 10 days, then duration is short, medium, medium, long', () => {
    const d = (endDate: string) =>
      quote({ model: 'custom', context: { startDate: '2026-12-01', endDate } }).inputs.duration;
    expect([d('2026-12-03'), d('2026-12-04'), d('2026-12-09'), d('2026-12-10')]).toEqual([
      'short',
      'medium',
      'medium',
      'long',
    ]);
  });

  it('when no impressions are given, then the context reach (default 100000) is priced', () => {
    expect(quote({ model: 'custom', context: { reach: 2000 } }).impressions).toBe(2000);
  });
});

describe('price model errors (spec §5)', () => {
  it.each([
    [{ model: '' }, PRICE_ERRORS.modelRequired, 'model'],
    [{} as { model: string }, 'model is required', 'model'],
    [{ model: 'premium' }, 'Unknown model', 'model'],
    [{ model: 'standard', slot: 'midnight' }, 'Invalid slot for standard', 'slot'],
    [{ model: 'standard', cityTier: 'T3' }, 'Invalid city tier', 'cityTier'],
    [{ model: 'standard', dayType: 'holiday' }, 'Invalid day type', 'dayType'],
    [{ model: 'standard', frequency: 'extreme' }, 'Invalid frequency', 'frequency'],
    [{ model: 'custom', duration: 'forever' }, 'Invalid duration', 'duration'],
    [{ model: 'custom', slot: 'semipeak' }, 'Invalid slot for custom', 'slot'],
    [{ model: 'standard', slot: 'toString' }, 'Invalid slot for standard', 'slot'],
  ])('when %j is priced, then it fails with "%s" on %s', (req, message, path) => {
    expect(errorOf(req)).toEqual({ message, path });
  });
});
