import fs from 'node:fs/promises';
import OpenAI from 'openai';
import { TtsRequest, VOICES, voicesFor, type TtsEmotion, type TtsLanguage, type TtsVoice } from '@rbt/contracts';
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

/**
 * The press 1 / press 9 prompt spoken offline, whatever engine speaks the ads: the same words every time, free, and
 * in every language the catalogue has (the first voice that reads it, in a professional tone).
 */
export async function speakPrompt(language: TtsLanguage, text: string, outFile: string): Promise<void> {
  const voice = voicesFor(language)[0]?.id;
  const req = TtsRequest.parse({ script: text, language, voice, emotion: 'professional' });
  await espeakEngine.synthesize(req, outFile);
}

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

// How each catalogue voice, emotion and speed is asked of the two engines.

/** espeak-ng language voices (`espeak-ng --voices`). */
const ESPEAK_LANG: Record<TtsLanguage, string> = { urdu: 'ur', english: 'en-gb', punjabi: 'pa', arabic: 'ar' };
/** One espeak-ng variant per catalogue voice, so the six voices sound different offline too. */
const ESPEAK_VARIANT: Record<string, string> = {
  ayesha: 'f3',
  sara: 'f2',
  emma: 'f4',
  hamza: 'm3',
  james: 'm1',
  oliver: 'm7',
};
/** Emotion shapes rate, pitch and word gap: espeak-ng has no emotion model, so this is the closest offline knob. */
const EMOTION: Record<TtsEmotion, { rate: number; pitch: number; gap: number; openai: string }> = {
  calm: { rate: 0.92, pitch: -2, gap: 2, openai: 'Speak calmly and warmly, at an even pace.' },
  excited: { rate: 1.1, pitch: 8, gap: 0, openai: 'Speak with excitement and energy, like an upbeat radio ad.' },
  professional: { rate: 1, pitch: 0, gap: 1, openai: 'Speak in a clear, confident, professional tone.' },
  friendly: { rate: 1.02, pitch: 4, gap: 1, openai: 'Speak in a friendly, smiling, conversational tone.' },
};
/** espeak-ng's default rate in words per minute; speed 1 means this. */
const BASE_WPM = 165;

const voiceById = (id: string): TtsVoice => {
  const v = VOICES.find((x) => x.id === id);
  if (!v) throw new Error(`unknown voice ${id}`);
  return v;
};

/** Arguments for espeak-ng (as an argv array, never a shell string); text goes in via stdin. */
export function espeakArgs(req: TtsRequest, outFile: string): string[] {
  const e = EMOTION[req.emotion];
  const wpm = Math.round(Math.min(450, Math.max(80, BASE_WPM * req.speed * e.rate)));
  // spec pitch -10..10 maps onto espeak-ng's 0..99 around its default 50.
  const pitch = Math.min(99, Math.max(0, Math.round(50 + req.pitch * 4 + e.pitch)));
  const variant = ESPEAK_VARIANT[req.voice] ?? 'f2';
  return [
    '-v',
    `${ESPEAK_LANG[req.language]}+${variant}`,
    '-s',
    String(wpm),
    '-p',
    String(pitch),
    '-g',
    String(e.gap),
    '-b',
    '1',
    '-w',
    outFile,
    '--stdin',
  ];
}

/** OpenAI speech options: the catalogue voice's OpenAI voice, speed as is, emotion as an instruction. */
export function openaiSpeechOptions(req: TtsRequest, model: string) {
  const voice = voiceById(req.voice).openaiVoice;
  return {
    model,
    voice,
    input: req.script.trim(),
    speed: req.speed,
    instructions: `${EMOTION[req.emotion].openai} Language: ${req.language}.`,
    response_format: 'wav' as const,
  };
}
