import fs from 'node:fs/promises';
import { MEDIA_LIMITS } from '@rbt/contracts';
import { isNearSilent } from '../domain/audio-rules';
import { applyGain, measureEbur128 } from './ffmpeg';

/** True-peak ceiling of the master; leaves headroom for lossy re-encoding by operators. */
export const TRUE_PEAK_CEILING = -1.5;
/** Aim well inside the ±1 LU tolerance so independent meters agree. */
const AIM_LU = 0.3;

/**
 * Gain to -16 LUFS with a 4x-oversampled limiter at the true-peak ceiling, measured by EBU R128 after each pass;
 * limiting lowers loudness a little, so the gain is corrected and the pass repeats (at most 4 times).
 * ffmpeg's loudnorm was tried first: it leaves clips under 3 seconds some 30 LU too quiet (docs/decisions/media.md).
 */
export interface MasterFigures {
  loudnessLufs: number;
  truePeakDbtp: number;
  passes: number;
  source: { lufs: number; truePeak: number };
}

/** The source's own figures come back too; a near-silent source gets no master (the caller refuses it). */
export async function makeMaster(src: string, dest: string): Promise<MasterFigures> {
  const target = MEDIA_LIMITS.targetLufs;
  const first = await measureEbur128(src);
  const source = { lufs: first.lufs, truePeak: first.truePeak };
  if (isNearSilent(source)) return { loudnessLufs: first.lufs, truePeakDbtp: first.truePeak, passes: 0, source };
  let gain = target - first.lufs;
  let m = first;
  let passes = 0;
  const out = `${dest}.part.wav`;
  while (passes < 4) {
    passes++;
    m = await applyGain(src, out, gain, TRUE_PEAK_CEILING, MEDIA_LIMITS.targetSampleRate);
    if (!Number.isFinite(m.lufs) || Math.abs(m.lufs - target) <= AIM_LU) break;
    gain += target - m.lufs;
  }
  await fs.rename(out, dest);
  return { loudnessLufs: m.lufs, truePeakDbtp: m.truePeak, passes, source };
}
