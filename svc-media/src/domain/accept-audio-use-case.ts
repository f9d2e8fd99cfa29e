import crypto from 'node:crypto';
import path from 'node:path';
import { MEDIA_LIMITS, type AudioMetadata, type TtsRequest } from '@rbt/contracts';
import { badRequest } from '@rbt/service-kit';
import type { AudioDoc } from './ports';
import type { MediaPorts } from './ports';
import { isNearSilent, SILENCE, SILENT_MESSAGE, waveformBars } from './audio-rules';

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

/** Turns accepted audio into the delivery master and the telephone rendition, stores them, records and announces it. */
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
    const figures = await p.limit(input.ownerId, () => p.tools.makeMaster(input.file, masterFile));
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
    await Promise.all(
      [keys.master, keys.telephone, ...(input.originalKey ? [] : [keys.original])].map((k) =>
        p.storage.delete(k).catch(() => undefined),
      ),
    );
    throw err;
  } finally {
    await p.tools.remove([masterFile, phoneFile]);
  }
}
