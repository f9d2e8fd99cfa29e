import {
  DEFAULT_VOICE,
  MEDIA_LIMITS,
  TtsEmotion,
  TtsLanguage,
  VOICES,
  VoiceId,
  voicesFor,
  type CampaignDraft,
  type TtsRequestInput,
} from '@rbt/contracts';

export type DraftTtsConfig = NonNullable<CampaignDraft['ttsConfig']>;

/** Spec §3 ttsConfig defaults (provider openai, English, speed 1, pitch 0, calm). */
export const DEFAULT_TTS: DraftTtsConfig = {
  script: '',
  provider: 'openai',
  voice: DEFAULT_VOICE,
  language: 'english',
  speed: 1,
  pitch: 0,
  emotion: 'calm',
};

/** Spec §5: speed 0.5 to 2 in steps of 0.1, pitch -10 to 10 in steps of 1. */
export const clampSpeed = (v: number): number => Math.min(2, Math.max(0.5, Math.round(v * 10) / 10));
export const clampPitch = (v: number): number => Math.min(10, Math.max(-10, Math.round(v)));

export const asLanguage = (v: string): TtsLanguage =>
  TtsLanguage.safeParse(v).success ? (v as TtsLanguage) : 'english';

/** A voice that reads the language: the current one if it can, else the first that does. */
export function voiceFor(language: TtsLanguage, current: string): string {
  const options = voicesFor(language);
  return options.some((v) => v.id === current) ? current : (options[0]?.id ?? VOICES[0].id);
}

export const SCRIPT_MAX = MEDIA_LIMITS.scriptMaxChars;

/** The stored (loosely typed) config as the generate call takes it; unknown values fall back to the defaults. */
export function ttsRequest(c: DraftTtsConfig): TtsRequestInput {
  const language = asLanguage(c.language);
  return {
    script: c.script,
    provider: 'openai',
    language,
    speed: c.speed,
    pitch: c.pitch,
    voice: VoiceId.catch(DEFAULT_VOICE).parse(voiceFor(language, c.voice)),
    emotion: TtsEmotion.catch('calm').parse(c.emotion),
  };
}
