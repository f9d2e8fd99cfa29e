import { z } from 'zod';
import { envelope } from './envelope';

/** Aggregate id is the audio id; objectPath is what campaigns store as the creative's fileUrl. */
export const AudioReady = envelope(
  'audio.ready',
  z.object({
    ownerId: z.string(),
    audioId: z.string().optional(),
    objectPath: z.string(),
    source: z.enum(['espeak-ng', 'openai', 'upload']).optional(),
    durationSec: z.number(),
    loudnessLufs: z.number(),
    truePeakDbtp: z.number().optional(),
  }),
);
/** An upload refused at registration; the stored bytes are already deleted when this is sent. */
export const AudioRejected = envelope(
  'audio.rejected',
  z.object({ ownerId: z.string(), reason: z.string(), objectKey: z.string().optional() }),
);

export const mediaEvents = { 'audio.ready': AudioReady, 'audio.rejected': AudioRejected } as const;
