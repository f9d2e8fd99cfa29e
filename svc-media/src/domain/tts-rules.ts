import { MEDIA_LIMITS, type TtsRequest } from '@rbt/contracts';

/** Spec §5: estimated duration = script length / 12 x speed, rounded. */
export const estimatedDurationSec = (req: TtsRequest): number => Math.round((req.script.length / 12) * req.speed);

export const TTS_FAILED_MESSAGE = 'Audio generation failed; please try again.';
export const TTS_TOO_LONG_MESSAGE = `The generated audio is longer than ${MEDIA_LIMITS.audioMaxSeconds} seconds; shorten the script or raise the speed.`;
