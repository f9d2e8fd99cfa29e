import { MEDIA_LIMITS } from '@rbt/contracts';

export type AudioKind = 'mp3' | 'wav' | 'm4a' | 'aac' | 'ogg';

/** Recognises the allowed containers by their first bytes; the name and declared type are never trusted. */
export function sniffAudio(head: Buffer): AudioKind | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (head.length >= 4 && ascii(0, 4) === 'OggS') return 'ogg';
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return 'm4a';
  if (head.length >= 3 && ascii(0, 3) === 'ID3') return 'mp3';
  // MPEG audio frame sync: 11 set bits; layer bits tell MP3 (layer III) from ADTS AAC (layer 00).
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0) return (head[1] & 0x06) === 0 ? 'aac' : 'mp3';
  return null;
}

/** Which ffprobe format names each sniffed kind may decode as. */
const FORMATS: Record<AudioKind, RegExp> = {
  mp3: /^mp3$/,
  wav: /^wav$/,
  m4a: /mp4|m4a|mov/,
  aac: /^aac$/,
  ogg: /^ogg$/,
};

export interface ProbeFacts {
  formatName: string;
  declaredSec: number;
  decodedSec: number;
  hasAudio: boolean;
  decodeErrors: string;
}

/**
 * Decode budget: a 6.4 MB Ogg/FLAC of silence declares (and holds) 40 hours and took 25-30 s of
 * a shared job slot to decode. A container declaring more than the limit plus this margin is refused from its
 * header alone; anything else is decoded for at most `decodeSeconds` of audio and `decodeTimeoutMs` of wall time.
 */
export const DECODE_BUDGET = {
  declaredMarginSec: 1,
  decodeSeconds: MEDIA_LIMITS.audioMaxSeconds + 2,
  probeTimeoutMs: 10_000,
  decodeTimeoutMs: 15_000,
} as const;
export const declaredTooLong = (declaredSec: number) =>
  declaredSec > MEDIA_LIMITS.audioMaxSeconds + DECODE_BUDGET.declaredMarginSec;

export const UPLOAD_MESSAGES = {
  notAudio: 'This file is not a supported audio file. Allowed: MP3, WAV, M4A, AAC, OGG.',
  damaged: 'This audio file is damaged or truncated and cannot be played.',
  tooLong: `Audio is longer than ${MEDIA_LIMITS.audioMaxSeconds} seconds; please upload a clip of at most ${MEDIA_LIMITS.audioMaxSeconds} seconds.`,
  tooLarge: 'File exceeds maximum allowed size of 10MB.',
  empty: 'No audio file was uploaded successfully.',
} as const;

/** Decides on an upload from its bytes and what ffmpeg made of them; returns the refusal message or null. */
export function judgeUpload(kind: AudioKind | null, bytes: number, facts: ProbeFacts | null): string | null {
  if (bytes === 0) return UPLOAD_MESSAGES.empty;
  if (bytes > MEDIA_LIMITS.uploadMaxBytes) return UPLOAD_MESSAGES.tooLarge;
  if (!kind || !facts || !facts.hasAudio || !FORMATS[kind].test(facts.formatName)) return UPLOAD_MESSAGES.notAudio;
  // Refused from the header, before (and without) decoding: probeFacts skips the decode for these.
  if (declaredTooLong(facts.declaredSec)) return UPLOAD_MESSAGES.tooLong;
  if (facts.decodeErrors || facts.decodedSec <= 0) return UPLOAD_MESSAGES.damaged;
  // A cut file still carries its full length in headers (Xing, WAV size): decoding far less means truncated.
  if (facts.declaredSec > 0 && facts.decodedSec < facts.declaredSec * 0.95 - 0.1) return UPLOAD_MESSAGES.damaged;
  if (Math.max(facts.decodedSec, facts.declaredSec) > MEDIA_LIMITS.audioMaxSeconds + 0.05)
    return UPLOAD_MESSAGES.tooLong;
  return null;
}
