import { campaignDays, markerSize, SETUP } from '@rbt/pricing';
import { MARKER_PX, cityIcon } from '../../../components/CityMap/city-markers';
import { suggestCities, toggleId } from '../../../components/CitySearch/city-search';
import { discountNote, presetDates, presetOf } from './schedule-presets';
import { WIZ_EN as en } from '../../../testing/test-catalogs';

describe('step 1 rules', () => {
  test('when searching "punjab", then at most 8 cities of the province come back', () => {
    const found = suggestCities('PUNJAB');
    expect(found).toHaveLength(8);
    expect(found.every((c) => c.province === 'Punjab')).toBe(true);
  });

  test('when searching by part of a name in any case, then that city comes back', () => {
    expect(suggestCities('kArA').map((c) => c.id)).toEqual(['karachi', 'okara']);
    expect(suggestCities('  ')).toEqual([]);
  });

  test('when a city is toggled twice, then the selection is as before', () => {
    expect(toggleId(toggleId(['lahore'], 'karachi'), 'karachi')).toEqual(['lahore']);
  });

  test.each([
    ['1w', '2026-11-21', '2026-11-27', [], 7],
    ['2w', '2026-11-21', '2026-12-04', [], 14],
    ['1m', '2026-11-21', '2026-12-20', [], 30],
    ['weekends', '2026-11-21', '2026-12-04', ['sat', 'sun'], 4],
  ] as const)(
    'when preset %s is chosen at 23:30 UTC on 20 Nov 2026 (21 Nov in Karachi), then it runs %s to %s on %j: %i play days',
    (id, start, end, days, playDays) => {
      const s = presetDates(id, new Date(Date.UTC(2026, 10, 20, 23, 30)));
      expect(s).toEqual({ startDate: start, endDate: end, daysOfWeek: days });
      expect(campaignDays(s!)).toBe(playDays);
      expect(presetOf(s!, new Date(Date.UTC(2026, 10, 20, 23, 30)))).toBe(id);
    },
  );

  test('when custom is chosen, then no dates are set', () => {
    expect(presetDates('custom')).toBeNull();
  });

  test.each([
    [1, 'wiz.schedule.discountHint', { lowCap: 3, lowRate: '5%', highCap: 4, highRate: '10%' }],
    [3, 'wiz.schedule.discountLow', { rate: '5%', cap: 3 }],
    [4, 'wiz.schedule.discountHigh', { rate: '10%', cap: 4 }],
    [5, 'wiz.schedule.discountHigh', { rate: '10%', cap: 4 }],
  ])('when the cap is %i, then the note is %s with the figures of the price table', (cap, id, values) => {
    const note = discountNote(cap);
    expect(note).toEqual({ id, values });
    // The price the note promises is the one the engine charges at that cap.
    if ('rate' in values) expect(SETUP.frequency(cap)).toBeCloseTo(1 - parseFloat(values.rate) / 100, 10);
    expect(Object.keys(en)).toContain(note.id);
  });

  test.each([
    [300_000, 3],
    [299_999, 2],
    [100_000, 2],
    [50_000, 1],
    [49_999, 0],
  ])('when a city has %i users, then its marker is size %i', (users, size) => {
    expect(markerSize(users)).toBe(size);
    expect(cityIcon(users, false).options.className).toContain(`rbt-size-${size}`);
    expect(cityIcon(users, false).options.iconSize).toEqual([MARKER_PX[size], MARKER_PX[size]]);
    expect(cityIcon(users, true).options.className).toContain('rbt-selected');
  });
});
