import type { TelephoneCodec, TtsLanguage } from '@rbt/contracts';
import type { Logger } from '@rbt/service-kit';
import type { ProbeFacts } from './upload-rules';
import type { ObjectStorage } from '../data-access/storage';
import type { AudioRepository } from '../data-access/audio-repository';
import type { UploadRepository } from '../data-access/upload-repository';
import type { TtsEngine } from '../media-tools/tts-engines';
export type { AudioDoc } from '../data-access/audio-repository';
export type { HelpModel } from '../data-access/help-openai-client';
export type { UploadStatus } from '../data-access/upload-repository';

/** Everything the use cases touch, passed in so they hold no I/O of their own (tests and bench pass real ones). */
export interface MediaPorts {
  storage: ObjectStorage;
  audios: AudioRepository;
  uploads: UploadRepository;
  engine: TtsEngine;
  logger: Logger;
  /** Scratch folder for work files; each job removes its own. */
  workDir: string;
  /** Now: when an audio was accepted, whether an upload URL expired, the upload sweep's cutoff (tests move it). */
  clock(): Date;
  /** The shared ffmpeg/TTS job slots: as many as the cores, at most one per owner at a time (media-tools/limit.ts). */
  limit<T>(owner: string, job: () => Promise<T>): Promise<T>;
  /** Joins a request to an identical one still running, for its outcome (media-tools/limit.ts). */
  joinRunning<T>(key: string, job: () => Promise<T>): Promise<T>;
  tools: {
    probeFacts(file: string): Promise<ProbeFacts | null>;
    /** Integrated loudness (LUFS) and true peak (dBTP) by EBU R128. */
    measureEbur128(file: string): Promise<{ lufs: number; truePeak: number }>;
    /** Writes src with a gain and a true-peak limiter as the master's format; measures what it wrote. */
    applyGain(
      src: string,
      dest: string,
      gainDb: number,
      ceilingDb: number,
      rate: number,
    ): Promise<{ lufs: number; truePeak: number }>;
    renderTelephone(src: string, dest: string, codec?: TelephoneCodec, promptFile?: string): Promise<void>;
    /** Speaks a press 1 / press 9 prompt offline (response-prompts.ts) into outFile. */
    speakPrompt(language: TtsLanguage, text: string, outFile: string): Promise<void>;
    pcmForWaveform(file: string): Promise<Int16Array>;
    remove(files: string[]): Promise<void>;
    streamInfo(file: string): Promise<{ sampleRate: number; channels: number; durationSec: number }>;
  };
}

/** The storage's refusal of a body past its limit (data-access/storage.ts TooLargeError), known by name: a use case imports no adapter. */
export const isTooLarge = (err: unknown): boolean => err instanceof Error && err.name === 'TooLargeError';
