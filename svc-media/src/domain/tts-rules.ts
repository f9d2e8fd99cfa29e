import { MEDIA_LIMITS } from '@rbt/contracts';

// The estimated duration (spec §5) is scriptSeconds in @rbt/contracts, the one copy.

export const TTS_FAILED_MESSAGE = 'Audio generation failed; please try again.';
export const TTS_TOO_LONG_MESSAGE = `The generated audio is longer than ${MEDIA_LIMITS.audioMaxSeconds} seconds; shorten the script or raise the speed.`;
