import { karachiClock } from '@rbt/contracts';
import { servingTime } from '../src/serving/domain/serving-time';

const at = (karachi: string) => Date.parse(`${karachi}+05:00`);
const read = (ms: number) => {
  const c = karachiClock(ms);
  return `${c.date} ${c.slot}`;
};

describe('servingTime', () => {
  it('when the shift is 0, then the serving clock is the wall clock', () => {
    const wall = at('2026-11-29T23:59:30');
    expect(servingTime(wall, 0)).toBe(wall);
  });

  it('when a browser-test run shifted to noon goes on past Karachi midnight, then it serves the new day at noon', () => {
    // The portal started at 23:40 and moved its serving clock back to 12:40 of the same day.
    const shift = at('2026-11-29T12:40:00') - at('2026-11-29T23:40:00');
    expect(read(servingTime(at('2026-11-29T23:50:00'), shift))).toBe('2026-11-29 12-13');
    expect(read(servingTime(at('2026-11-30T00:10:00'), shift))).toBe('2026-11-30 13-14');
  });

  it('when the shift would land on the next or the previous day, then the hour is kept on the wall clock day', () => {
    expect(read(servingTime(at('2026-11-29T21:00:00'), 5 * 3_600_000))).toBe('2026-11-29 02-03');
    expect(read(servingTime(at('2026-11-29T03:00:00'), -6 * 3_600_000))).toBe('2026-11-29 21-22');
    expect(read(servingTime(at('2026-11-29T10:00:00'), 2 * 3_600_000))).toBe('2026-11-29 12-13');
  });
});
