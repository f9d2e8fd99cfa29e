import { formatCount, formatCountCompact, formatPercent, formatPkr, formatPkrCompact, formatPkrPerPlay } from './index';

describe('portal formats', () => {
  test('when amounts are shown at a glance, then they are PKR compact with zero decimals (spec §9)', () => {
    expect([formatPkrCompact(1_234_567), formatPkrCompact(45_300), formatPkrCompact(950)]).toEqual([
      'PKR 1M',
      'PKR 45K',
      'PKR 950',
    ]);
  });

  test('when an amount is quoted or invoiced, then it shows to the paisa, always two decimals', () => {
    expect([formatPkr(50_000), formatPkr(49_999.5), formatPkr(1_234_567.891)]).toEqual([
      'PKR 50,000.00',
      'PKR 49,999.50',
      'PKR 1,234,567.89',
    ]);
  });

  test('when a price per play is shown, then it keeps the engine quote to 3 decimals and at least 2', () => {
    expect([formatPkrPerPlay(2), formatPkrPerPlay(1.43), formatPkrPerPlay(2.232)]).toEqual([
      'PKR 2.00',
      'PKR 1.43',
      'PKR 2.232',
    ]);
  });

  test('when counts are shown, then in full with grouping or compact with K and M', () => {
    expect([formatCount(1_234_567), formatCount(80_000.4)]).toEqual(['1,234,567', '80,000']);
    expect([formatCountCompact(950), formatCountCompact(12_345), formatCountCompact(2_100_000)]).toEqual([
      '950',
      '12.3K',
      '2.1M',
    ]);
    expect([formatPercent(0.456), formatPercent(0.001), formatPercent(0.25), formatPercent(0)]).toEqual([
      '45.6%',
      '0.1%',
      '25%',
      '0%',
    ]);
  });
});
