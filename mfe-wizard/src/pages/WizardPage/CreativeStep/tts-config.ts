import {
  DEFAULT_VOICE,
  MEDIA_LIMITS,
  TTS_DEFAULTS,
  TTS_LIMITS,
  TtsEmotion,
  TtsLanguage,
  VOICES,
  VoiceId,
  voicesFor,
  type CampaignDraft,
  type TtsRequestInput,
} from '@rbt/contracts';

export type DraftTtsConfig = NonNullable<CampaignDraft['ttsConfig']>;

/** Spec §3 ttsConfig defaults, an empty script. */
export const DEFAULT_TTS: DraftTtsConfig = { script: '', ...TTS_DEFAULTS };

/** Into [min, max] on the step's grid. */
function clampTo({ min, max, step }: { min: number; max: number; step: number }) {
  // Rounded by steps per unit (10 for 0.1): 1.2 * 10 is exactly 12 where 1.2 / 0.1 is 11.999…
  const perUnit = 1 / step;
  return (v: number): number => Math.min(max, Math.max(min, Math.round(v * perUnit) / perUnit));
}
export const clampSpeed = clampTo(TTS_LIMITS.speed);
export const clampPitch = clampTo(TTS_LIMITS.pitch);

export const asLanguage = (v: string): TtsLanguage =>
  TtsLanguage.safeParse(v).success ? (v as TtsLanguage) : TTS_DEFAULTS.language;

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
    provider: TTS_DEFAULTS.provider,
    language,
    speed: c.speed,
    pitch: c.pitch,
    voice: VoiceId.catch(DEFAULT_VOICE).parse(voiceFor(language, c.voice)),
    emotion: TtsEmotion.catch(TTS_DEFAULTS.emotion).parse(c.emotion),
  };
}
