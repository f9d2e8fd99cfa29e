import crypto from 'node:crypto';
import path from 'node:path';
import { MEDIA_LIMITS, type AudioMetadata, type TtsRequest } from '@rbt/contracts';
import { AppError, badRequest, type Caller } from '@rbt/service-kit';
import type { AudioDoc, MediaPorts } from './ports';

/**
 * Near-silence (docs/security.md): digital silence measures -70 LUFS (the gate's floor, not -inf), so "finite
 * loudness" let it through. Below -50 LUFS integrated, or with no sample reaching -60 dBFS true peak, raising it
 * to -16 LUFS would broadcast hiss. A quiet recording (the tests' -24 dB tone: -46 LUFS, peak -42 dBFS) passes.
 */
export const SILENCE = { maxLufs: -50, maxPeakDbtp: -60 } as const;
export const SILENT_MESSAGE = 'This audio is silent or too quiet to use; please upload or generate audible speech.';
const isNearSilent = (source: { lufs: number; truePeak: number }): boolean =>
  !(source.lufs >= SILENCE.maxLufs) || !(source.truePeak >= SILENCE.maxPeakDbtp);

/** True-peak ceiling of the master; leaves headroom for lossy re-encoding by operators. */
const TRUE_PEAK_CEILING = -1.5;
/** Aim well inside the ±1 LU tolerance so independent meters agree. */
const AIM_LU = 0.3;

export interface MasterFigures {
  loudnessLufs: number;
  truePeakDbtp: number;
  source: { lufs: number; truePeak: number };
}

/**
 * Gain to -16 LUFS with a 4x-oversampled limiter at the true-peak ceiling, measured by EBU R128 after each pass;
 * limiting lowers loudness a little, so the gain is corrected and the pass repeats (at most 4 times). A near-silent
 * source gets no master (the caller refuses it). ffmpeg's loudnorm was tried first: it leaves clips under 3 seconds
 * some 30 LU too quiet (docs/decisions/media.md).
 */
export async function makeMaster(p: Pick<MediaPorts, 'tools'>, src: string, dest: string): Promise<MasterFigures> {
  const target = MEDIA_LIMITS.targetLufs;
  let m = await p.tools.measureEbur128(src);
  const source = { lufs: m.lufs, truePeak: m.truePeak };
  if (isNearSilent(source)) return { loudnessLufs: m.lufs, truePeakDbtp: m.truePeak, source };
  let gain = target - m.lufs;
  for (let pass = 0; pass < 4; pass++) {
    m = await p.tools.applyGain(src, dest, gain, TRUE_PEAK_CEILING, MEDIA_LIMITS.targetSampleRate);
    if (!Number.isFinite(m.lufs) || Math.abs(m.lufs - target) <= AIM_LU) break;
    gain += target - m.lufs;
  }
  return { loudnessLufs: m.lufs, truePeakDbtp: m.truePeak, source };
}

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

const TTS_FAILED_MESSAGE = 'Audio generation failed; please try again.';
const TTS_TOO_LONG_MESSAGE = `The generated audio is longer than ${MEDIA_LIMITS.audioMaxSeconds} seconds; shorten the script or raise the speed.`;

/**
 * POST /api/tts/generate: speech from the configured engine, then the same master/telephone path as uploads. The same
 * owner asking for the same speech while it is still being made gets that audio, not a second one (a retry after a
 * timeout must not double the work on a loaded machine).
 */
export function generateSpeech(p: MediaPorts, caller: Caller, req: TtsRequest): Promise<AudioDoc> {
  return p.joinRunning(`${caller.id}\n${JSON.stringify(req)}`, async () => {
    const raw = path.join(p.workDir, `${crypto.randomUUID()}-tts`);
    try {
      await p
        .limit(caller.id, () => p.engine.synthesize(req, raw))
        .catch((err: unknown) => {
          p.logger.error({ err, engine: p.engine.name }, 'speech engine failed');
          throw new AppError(502, 'tts_failed', TTS_FAILED_MESSAGE);
        });
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
  });
}

export interface AcceptInput {
  ownerId: string;
  source: AudioMetadata['source'];
  /** Local work file holding the audio as received or generated. */
  file: string;
  originalType: string;
  /** Set when the original is already in storage (uploads); otherwise the work file is stored as the original. */
  originalKey?: string;
  tts?: TtsRequest;
}

/** Turns accepted audio (an upload, or speech) into the delivery master and the telephone rendition, stores and records them. */
export async function acceptAudio(p: MediaPorts, input: AcceptInput): Promise<AudioDoc> {
  const id = crypto.randomUUID();
  const masterFile = path.join(p.workDir, `${id}-master.wav`);
  const phoneFile = path.join(p.workDir, `${id}-telephone.wav`);
  const keys = {
    master: `masters/${id}.wav`,
    telephone: `telephone/${id}.wav`,
    original: input.originalKey ?? `originals/${id}.${input.originalType}`,
  };
  try {
    const figures = await p.limit(input.ownerId, () => makeMaster(p, input.file, masterFile));
    if (isNearSilent(figures.source)) {
      const measured = { loudnessLufs: figures.source.lufs, truePeakDbtp: figures.source.truePeak, limits: SILENCE };
      throw badRequest(SILENT_MESSAGE, [{ path: 'audio', message: SILENT_MESSAGE, measured }]);
    }
    await p.limit(input.ownerId, () => p.tools.renderTelephone(masterFile, phoneFile));
    const [info, pcm] = await Promise.all([p.tools.streamInfo(masterFile), p.tools.pcmForWaveform(masterFile)]);
    const metadata: AudioMetadata = {
      durationSec: Math.round(info.durationSec * 1000) / 1000,
      sampleRate: info.sampleRate,
      channels: info.channels,
      loudnessLufs: figures.loudnessLufs,
      truePeakDbtp: figures.truePeakDbtp,
      waveform: waveformBars(pcm, MEDIA_LIMITS.waveformBars),
      source: input.source,
    };
    if (!input.originalKey) await p.storage.putFile(keys.original, input.file);
    await p.storage.putFile(keys.master, masterFile);
    await p.storage.putFile(keys.telephone, phoneFile);
    const doc = {
      _id: id,
      ownerId: input.ownerId,
      source: input.source,
      originalKey: keys.original,
      originalType: input.originalType,
      masterKey: keys.master,
      telephoneKey: keys.telephone,
      metadata,
      ...(input.tts ? { tts: input.tts } : {}),
      createdAt: p.clock(),
    };
    await p.audios.insert(doc);
    return doc;
  } catch (err) {
    // Nothing half-made stays behind: the stored renditions go with the failure.
    const made = [keys.master, keys.telephone, ...(input.originalKey ? [] : [keys.original])];
    await Promise.all(made.map((k) => p.storage.delete(k).catch(() => undefined)));
    throw err;
  } finally {
    await p.tools.remove([masterFile, phoneFile]);
  }
}
