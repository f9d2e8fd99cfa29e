import { audioPathOf } from '@rbt/contracts';

/**
 * Audio ids as svc-media makes them, for component tests: UUIDs, the only ids contracts' `audioIdOf` reads (a short
 * `a1` would not play). `testAudioUrl(1)` reads as "audio 1".
 */
export const testAudioId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const testAudioUrl = (n: number) => audioPathOf(testAudioId(n));
