import { formatCount, formatCountCompact, formatKarachiDateTime, formatPkr } from './index';
import { formatPkrCompact, formatPkrPerPlay } from './money';
import { formatKarachiLongDate, formatTimeAgo } from './dates';
import { loadFormatLanguage, setFormatLanguage } from './language';

// Bidi isolates (U+2068…U+2069) wrap Urdu figures; the assertions read the figure inside.
const bare = (s: string) => s.replace(/[\u2068\u2069]/g, '');

describe('figures in Urdu, the Pakistani way', () => {
  beforeEach(() => loadFormatLanguage('ur'));
  afterAll(() => setFormatLanguage('en'));

  test('when an amount is shown at a glance, then it is in lakh, crore or arab with one decimal at most', () => {
    expect(bare(formatPkrCompact(250_000))).toBe('PKR 2.5 لاکھ');
    expect(bare(formatPkrCompact(12_500_000))).toBe('PKR 1.3 کروڑ');
    expect(bare(formatPkrCompact(35_000_000))).toBe('PKR 3.5 کروڑ');
    expect(bare(formatPkrCompact(2_000_000_000))).toBe('PKR 2 ارب');
    expect(bare(formatPkrCompact(45_000))).toBe('PKR 45 ہزار');
    expect(bare(formatPkrCompact(950))).toBe('PKR 950');
    // 99,960 rounds to 100 thousand: said as one lakh, never "100 ہزار".
    expect(bare(formatPkrCompact(99_960))).toBe('PKR 1 لاکھ');
    expect(bare(formatCountCompact(1_250_000))).toBe('12.5 لاکھ');
  });

  test('when a full figure is shown, then it is grouped in lakh and crore with Western digits', () => {
    expect(bare(formatPkr(1_250_000))).toBe('PKR 12,50,000.00');
    expect(bare(formatPkr(123_456_789.5))).toBe('PKR 12,34,56,789.50');
    expect(bare(formatPkrPerPlay(1.432))).toBe('PKR 1.432');
    expect(formatCount(1_250_000)).toBe('12,50,000');
    expect(formatPkr(1_250_000)).toMatch(/^\u2068.*\u2069$/);
    for (const s of [formatPkr(9876543), formatCount(9876543)]) expect(s).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  test('when a date is shown, then it has Urdu month and weekday names and the Karachi day and time', () => {
    // 20:30 UTC on the 22nd is 01:30 on Monday the 23rd in Karachi.
    expect(formatKarachiLongDate('2026-11-22T20:30:00Z')).toBe('پیر، 23 نومبر، 2026');
    expect(formatKarachiLongDate('2026-01-05')).toMatch(/^پیر، 5 جنوری، 2026$/);
    expect(formatKarachiDateTime('2026-11-22T20:30:00Z')).toBe('23/11/2026، 01:30 کراچی وقت');
    expect(formatTimeAgo('2026-11-23T10:00:00Z', new Date('2026-11-23T13:00:00Z'))).toBe('3 گھنٹے پہلے');
  });

  test('when the page is English, then the figures are as before (international grouping, PKT)', () => {
    setFormatLanguage('en');
    expect(formatPkr(1_250_000)).toBe('PKR 1,250,000.00');
    expect(formatCountCompact(1_250_000)).toBe('1.3M');
    expect(formatKarachiLongDate('2026-11-23')).toBe('Monday, 23 November 2026');
    expect(formatKarachiDateTime('2026-11-22T20:30:00Z')).toBe('23/11/2026, 01:30 PKT');
  });
});
