import { MEDIA_LIMITS } from '@rbt/contracts';

/** 16 bar heights (0..1) from mono 16-bit PCM: RMS per slice, scaled so the loudest bar is 1. */
export function waveformBars(pcm: Int16Array, bars: number = MEDIA_LIMITS.waveformBars): number[] {
  if (pcm.length === 0) return Array.from({ length: bars }, () => 0);
  const rms: number[] = [];
  for (let b = 0; b < bars; b++) {
    const from = Math.floor((b * pcm.length) / bars);
    const to = Math.max(from + 1, Math.floor(((b + 1) * pcm.length) / bars));
    let sum = 0;
    for (let i = from; i < to && i < pcm.length; i++) sum += pcm[i] * pcm[i];
    rms.push(Math.sqrt(sum / (to - from)));
  }
  const max = Math.max(...rms);
  return rms.map((r) => (max > 0 ? Math.round((r / max) * 1000) / 1000 : 0));
}
