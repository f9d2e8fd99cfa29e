import crypto from 'node:crypto';
import path from 'node:path';
import { MEDIA_LIMITS, type TtsRequest } from '@rbt/contracts';
import { AppError, badRequest, type Caller } from '@rbt/service-kit';
import type { AudioDoc, MediaPorts } from './ports';
import { acceptAudio } from './accept-audio-use-case';

const TTS_FAILED_MESSAGE = 'Audio generation failed; please try again.';
const TTS_TOO_LONG_MESSAGE = `The generated audio is longer than ${MEDIA_LIMITS.audioMaxSeconds} seconds; shorten the script or raise the speed.`;

/**
 * POST /api/tts/generate: speech from the configured engine, then the same master/telephone path as uploads. The same
 * owner asking for the same speech while it is still being made gets that audio, not a second one (a retry after a
 * timeout must not double the work on a loaded machine).
 */
export function generateSpeech(p: MediaPorts, caller: Caller, req: TtsRequest): Promise<AudioDoc> {
  return p.joinRunning(`${caller.id}\n${JSON.stringify(req)}`, () => generateOnce(p, caller, req));
}

async function generateOnce(p: MediaPorts, caller: Caller, req: TtsRequest): Promise<AudioDoc> {
  const raw = path.join(p.workDir, `${crypto.randomUUID()}-tts`);
  try {
    try {
      await p.limit(caller.id, () => p.engine.synthesize(req, raw));
    } catch (err) {
      p.logger.error({ err, engine: p.engine.name }, 'speech engine failed');
      throw new AppError(502, 'tts_failed', TTS_FAILED_MESSAGE);
    }
    const info = await p.tools.streamInfo(raw).catch(() => null);
    if (!info || !(info.durationSec > 0)) throw new AppError(502, 'tts_failed', TTS_FAILED_MESSAGE);
    if (info.durationSec > MEDIA_LIMITS.audioMaxSeconds)
      throw badRequest(TTS_TOO_LONG_MESSAGE, [{ path: 'script', message: TTS_TOO_LONG_MESSAGE }]);
    return await acceptAudio(p, {
      ownerId: caller.id,
      source: p.engine.name,
      file: raw,
      originalType: 'wav',
      tts: req,
    });
  } finally {
    await p.tools.remove([raw]);
  }
}
