import { TTS_DEFAULTS, TTS_LIMITS } from '@rbt/contracts';
import { clampPitch, clampSpeed } from './tts-limits';

describe('the TTS form limits', () => {
  test('when speed or pitch leave their ranges, then they are clamped to 0.5-2 (0.1 steps) and -10..10 (whole)', () => {
    expect([clampSpeed(0.3), clampSpeed(2.04), clampSpeed(1.1 + 0.1)]).toEqual([0.5, 2, 1.2]);
    expect([clampPitch(-11), clampPitch(11), clampPitch(2.6)]).toEqual([-10, 10, 3]);
  });
  test('when a stepper is pressed past either end, then it walks the 0.1 (speed) or 1 (pitch) grid and stops at the bounds', () => {
    const walk = (clamp: (v: number) => number, from: number, by: number) =>
      Array.from({ length: 25 }).reduce<number[]>((seen) => [...seen, clamp(seen.at(-1)! + by)], [from]);
    const { speed, pitch } = TTS_LIMITS;
    const up = walk(clampSpeed, TTS_DEFAULTS.speed, speed.step);
    expect(up.slice(0, 3)).toEqual([1, 1.1, 1.2]);
    expect(up.at(-1)).toBe(2);
    expect(walk(clampSpeed, TTS_DEFAULTS.speed, -speed.step).at(-1)).toBe(0.5);
    expect(walk(clampPitch, TTS_DEFAULTS.pitch, pitch.step).at(-1)).toBe(10);
    expect(walk(clampPitch, TTS_DEFAULTS.pitch, -pitch.step).at(-1)).toBe(-10);
  });
});
