import { z } from 'zod';

/** Audio as svc-media serves it: `/api/audio/<uuid>` (the master rendition), nothing else. */
export const AUDIO_PATH = /^\/api\/audio\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const AudioPath = z
  .string()
  .regex(AUDIO_PATH, 'Audio must be a /api/audio/<id> path returned by upload or text-to-speech');
const AUDIO_PREFIX = '/api/audio/';
/** `/api/audio/<uuid>` → the uuid; anything else (another path, a rendition, a short id, nothing) → null. */
export const audioIdOf = (path: string | null | undefined): string | null =>
  path && AUDIO_PATH.test(path) ? path.slice(AUDIO_PREFIX.length) : null;
/** The master rendition's path of an audio: what svc-media answers as `objectPath` and a draft keeps as `audioUrl`. */
export const audioPathOf = (audioId: string): string => `${AUDIO_PREFIX}${audioId}`;
