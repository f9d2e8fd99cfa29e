import fs from 'node:fs/promises';
import OpenAI from 'openai';
import type { TtsRequest } from '@rbt/contracts';
import { espeakArgs, openaiSpeechOptions } from './tts-voice-args';
import { runOk } from './run';

/** One interface for every speech engine: write speech for the request to outFile (any format ffmpeg reads). */
export interface TtsEngine {
  readonly name: 'espeak-ng' | 'openai';
  synthesize(req: TtsRequest, outFile: string): Promise<void>;
}

/** Offline engine: Debian's espeak-ng, no key and no network; the script goes in on stdin. */
export const espeakEngine: TtsEngine = {
  name: 'espeak-ng',
  async synthesize(req, outFile) {
    await runOk('espeak-ng', espeakArgs(req, outFile), { input: req.script.trim(), timeoutMs: 30_000 });
  },
};

export function openaiEngine(apiKey: string, model: string): TtsEngine {
  const client = new OpenAI({ apiKey, timeout: 30_000, maxRetries: 1 });
  return {
    name: 'openai',
    async synthesize(req, outFile) {
      const res = await client.audio.speech.create(openaiSpeechOptions(req, model));
      await fs.writeFile(outFile, Buffer.from(await res.arrayBuffer()));
    },
  };
}

export const pickEngine = (cfg: { OPENAI_API_KEY?: string; OPENAI_TTS_MODEL: string }): TtsEngine =>
  cfg.OPENAI_API_KEY ? openaiEngine(cfg.OPENAI_API_KEY, cfg.OPENAI_TTS_MODEL) : espeakEngine;
