import { EstimateRequest } from '@rbt/contracts';
import { CHECKOUT, GOAL, SETUP } from '@rbt/pricing/src/constants';
import { estimate } from '@rbt/pricing/src/estimate';
import { TIME_SLOTS } from '@rbt/pricing/src/reference/time-slots';
import { costPerView } from '@rbt/pricing/src/setup-cost';
import { publicPageHtml } from './public-pages';
import { examples, FREQ_CAPS, frequencyRows, slotBands } from './pricing-figures';

const mount = (html: string): HTMLElement => {
  document.body.innerHTML = html;
  return document.body;
};
const figure = (body: HTMLElement, name: string): string =>
  body.querySelector(`[data-figure="${name}"]`)?.textContent ?? '';
const amount = (text: string): number => Number(text.replace(/PKR|%|,|\s/g, ''));

describe('pricing page', () => {
  test('when rendered, then the VAT, platform fee and base figures equal the constants', () => {
    const body = mount(publicPageHtml('pricing', false));
    expect(amount(figure(body, 'vat')) / 100).toBe(CHECKOUT.vatRate);
    expect(amount(figure(body, 'platform-fee')) / 100).toBe(CHECKOUT.platformFeeRate);
    expect(amount(figure(body, 'base'))).toBe(SETUP.base);
    expect(amount(figure(body, 'metro-adder'))).toBe(SETUP.cityAdderMetro);
    expect(amount(figure(body, 'other-adder'))).toBe(SETUP.cityAdderOther);
  });

  test('when rendered, then the price-per-play band is the cheapest and dearest engine price and every worked example lies in it', () => {
    const body = mount(publicPageHtml('pricing', false));
    const prices: number[] = [];
    for (const cities of [['karachi'], ['hunza']])
      for (const deviceType of ['all', 'smartphone', 'nonSmartphone'] as const)
        for (const valueTier of ['all', 'bronze', 'silver', 'gold', 'platinum'] as const)
          for (const freqCapPerDay of FREQ_CAPS)
            for (const s of TIME_SLOTS)
              prices.push(costPerView({ cities, deviceType, valueTier, freqCapPerDay, timeSlots: [s.id] }).costPerView);
    const [min, max] = figure(body, 'band-setup').split(' - ').map(amount);
    expect([min, max]).toEqual([Math.min(...prices), Math.max(...prices)]);
    examples().forEach((e, i) => {
      expect(amount(figure(body, `example-${i}`))).toBe(e.perView);
      expect(e.perView).toBeGreaterThanOrEqual(min);
      expect(e.perView).toBeLessThanOrEqual(max);
    });
  });

  test("when rendered, then the niche premiums show (interests ×1.3, a recent model +PKR 0.50 = ×1.2) and the niche band is the engine's cheapest and dearest niche price", () => {
    const body = mount(publicPageHtml('pricing', false));
    const text = body.textContent ?? '';
    expect(text).toMatch(/Interests \(one or more\): \+ PKR 0\.75 on the niche base PKR 2\.50×1\.3/);
    expect(text).toMatch(
      /2023 or later, or any Apple model \(one or more\): \+ PKR 0\.50 on the niche base PKR 2\.50×1\.2/,
    );
    const picks = {
      interests: [['finance'], []],
      areas: [['karachi/clifton'], []],
      deviceModels: [['samsung-galaxy-a15'], []],
    };
    const prices: number[] = [];
    for (const interests of picks.interests)
      for (const areas of picks.areas)
        for (const deviceModels of picks.deviceModels) {
          if (!interests.length && !areas.length && !deviceModels.length) continue;
          const niche = {
            interests,
            location: { areas, customCities: [] },
            behavior: { deviceBrands: [], deviceModels },
          };
          for (const cities of [['karachi'], ['hunza']])
            for (const deviceType of ['all', 'smartphone', 'nonSmartphone'] as const)
              for (const valueTier of ['all', 'bronze', 'platinum'] as const)
                for (const freqCapPerDay of [1, 5])
                  for (const slot of ['06-07', '12-13', '18-19'])
                    prices.push(
                      estimate(
                        EstimateRequest.parse({
                          audience: { cities, deviceType, valueTier, niche },
                          schedule: { startDate: '2030-01-01', endDate: '2030-01-07', timeSlots: [slot] },
                          controls: { freqCapPerDay },
                        }),
                      ).costPerGVA,
                    );
        }
    expect(figure(body, 'band-niche').split(' - ').map(amount)).toEqual([Math.min(...prices), Math.max(...prices)]);
  });

  test('when the budget example is rendered, then its plays, base and total are the estimate engine quote for that budget', () => {
    const body = mount(publicPageHtml('pricing', false));
    const budget = amount(figure(body, 'budget-example-budget'));
    const q = estimate(
      EstimateRequest.parse({
        audience: { cities: ['karachi'] },
        schedule: { startDate: '2030-01-01', endDate: '2030-01-07', timeSlots: ['18-19'] },
        controls: { freqCapPerDay: 2 },
        goal: { type: 'budget', amountPkr: budget },
      }),
    );
    expect(amount(figure(body, 'budget-example-price'))).toBe(q.costPerGVA);
    expect(amount(figure(body, 'budget-example-plays'))).toBe(q.estImpressions);
    expect(amount(figure(body, 'budget-example-base'))).toBe(q.checkout.baseCost);
    expect(amount(figure(body, 'budget-example-total'))).toBe(q.checkout.total);
    expect(amount(figure(body, 'min-budget'))).toBe(GOAL.minBudgetPkr);
    expect(amount(figure(body, 'min-plays'))).toBe(GOAL.minPlays);
  });

  test('when rendered, then every device and tier multiplier of the constants is on the page', () => {
    const text = mount(publicPageHtml('pricing', false)).textContent ?? '';
    for (const value of [...Object.values(SETUP.device), ...Object.values(SETUP.tier)])
      expect(text).toContain(`×${value}`);
    expect(text).toContain('Karachi, Lahore, Islamabad');
  });

  test('when the frequency discount is grouped, then every cap 1-5 keeps the engine value', () => {
    expect(FREQ_CAPS).toEqual([1, 2, 3, 4, 5]);
    const byCap = frequencyRows().flatMap(([label, value]) => {
      const [from, to = from] = label.replace(' per day', '').split('-').map(Number);
      return Array.from({ length: to - from + 1 }, (_, i) => [from + i, value] as const);
    });
    expect(byCap).toEqual(FREQ_CAPS.map((cap) => [cap, SETUP.frequency(cap)]));
  });

  test('when the slots are grouped, then prime time is 18-22 at the engine multiplier and bands cover the wizard hours', () => {
    const bands = slotBands();
    const prime = bands.filter((b) => b.prime);
    expect(prime).toEqual([
      expect.objectContaining({
        fromHour: 18,
        toHour: 22,
        multiplier: SETUP.slotMultiplier(18),
        label: '6 PM - 10 PM',
      }),
    ]);
    for (const band of bands) expect(band.multiplier).toBe(SETUP.slotMultiplier(band.fromHour));
    expect(bands.map((b) => [b.fromHour, b.toHour]).flat()).toEqual([6, 12, 12, 18, 18, 22, 22, 24]);
  });

  test('when worked examples are shown, then each is the engine price with its formula', () => {
    const shown = examples();
    expect(shown.map((e) => e.perView)).toEqual([...shown.map((e) => e.perView)].sort((a, b) => a - b));
    expect(shown[1].perView).toBe(
      costPerView({ cities: ['karachi'], deviceType: 'all', valueTier: 'all', freqCapPerDay: 2, timeSlots: ['18-19'] })
        .costPerView,
    );
    const text = mount(publicPageHtml('pricing', false)).textContent ?? '';
    for (const e of shown) expect(text).toContain(e.formula);
  });

  test('when a constant changes, then the page follows it', () => {
    jest.isolateModules(() => {
      jest.doMock('@rbt/pricing/src/constants', () => {
        const actual = jest.requireActual('@rbt/pricing/src/constants');
        return { ...actual, CHECKOUT: { ...actual.CHECKOUT, vatRate: 0.2 } };
      });
      const { publicPageHtml: render } = jest.requireActual('./public-pages') as typeof import('./public-pages');
      expect(figure(mount(render('pricing', false)), 'vat')).toBe('20%');
    });
    jest.dontMock('@rbt/pricing/src/constants');
  });
});
