import { MEDIA_LIMITS, TTS_LIMITS } from '@rbt/contracts';

/** What the form lets a script, speed and pitch be while they are typed or stepped. */
export const SCRIPT_MAX = MEDIA_LIMITS.scriptMaxChars;

/** Into [min, max] on the step's grid. */
function clampTo({ min, max, step }: { min: number; max: number; step: number }) {
  // Rounded by steps per unit (10 for 0.1): 1.2 * 10 is exactly 12 where 1.2 / 0.1 is 11.999…
  const perUnit = 1 / step;
  return (v: number): number => Math.min(max, Math.max(min, Math.round(v * perUnit) / perUnit));
}
export const clampSpeed = clampTo(TTS_LIMITS.speed);
export const clampPitch = clampTo(TTS_LIMITS.pitch);
