import { z } from 'zod';
import type { CampaignResponse } from './caller-response';
import { TtsLanguage } from './media';

type ResponseKind = CampaignResponse['kind'];

/**
 * The prompt after the ad when its campaign has a response (docs/operators.md "What the caller hears"): the text the
 * VAST answer carries for a platform's own IVR, and the words spoken at the end of the telephone rendition, in the
 * creative's language. A creative without a known language (an upload) gets Urdu, the language most callers speak.
 */
export const RESPONSE_PROMPTS: Record<TtsLanguage, Record<ResponseKind, string>> = {
  english: {
    sms: 'Press 1 to get this offer by SMS. Press 9 to stop these ads.',
    callback: 'Press 1 to be called back. Press 9 to stop these ads.',
  },
  urdu: {
    sms: 'یہ پیشکش ایس ایم ایس پر پانے کے لیے 1 دبائیں۔ یہ اشتہار بند کرنے کے لیے 9 دبائیں۔',
    callback: 'واپس کال کے لیے 1 دبائیں۔ یہ اشتہار بند کرنے کے لیے 9 دبائیں۔',
  },
  punjabi: {
    sms: 'ایہہ پیشکش ایس ایم ایس اُتے لین لئی 1 دباؤ۔ ایہہ اشتہار بند کرن لئی 9 دباؤ۔',
    callback: 'واپس کال لئی 1 دباؤ۔ ایہہ اشتہار بند کرن لئی 9 دباؤ۔',
  },
  arabic: {
    sms: 'اضغط 1 للحصول على هذا العرض برسالة نصية. اضغط 9 لإيقاف هذه الإعلانات.',
    callback: 'اضغط 1 لنعاود الاتصال بك. اضغط 9 لإيقاف هذه الإعلانات.',
  },
};

/**
 * What the offline voice reads where it cannot read the written prompt: espeak-ng's Punjabi voice reads Gurmukhi
 * only (Shahmukhi comes out letter by letter, 29 s long), so the same Punjabi words are spoken from Gurmukhi.
 */
const SPOKEN_FORM: Partial<Record<TtsLanguage, Record<ResponseKind, string>>> = {
  punjabi: {
    sms: 'ਇਹ ਪੇਸ਼ਕਸ਼ ਐਸ ਐਮ ਐਸ ਉੱਤੇ ਲੈਣ ਲਈ 1 ਦਬਾਓ। ਇਹ ਇਸ਼ਤਿਹਾਰ ਬੰਦ ਕਰਨ ਲਈ 9 ਦਬਾਓ।',
    callback: 'ਵਾਪਸ ਕਾਲ ਲਈ 1 ਦਬਾਓ। ਇਹ ਇਸ਼ਤਿਹਾਰ ਬੰਦ ਕਰਨ ਲਈ 9 ਦਬਾਓ।',
  },
};

const promptLanguage = (language: TtsLanguage | null | undefined): TtsLanguage => language ?? 'urdu';

export const responsePrompt = (kind: ResponseKind, language: TtsLanguage | null | undefined) =>
  RESPONSE_PROMPTS[promptLanguage(language)][kind];

/**
 * Names one spoken prompt in a media URL (`<audioId>.<codec>.<prompt>.wav`): `sms-urdu`, `callback-english`. The
 * rendition with the prompt is another file than the one without, so a platform that cached the plain ad is not
 * handed a longer one under the same URL.
 */
export const TelephonePrompt = z
  .string()
  .regex(/^(sms|callback)-(urdu|english|punjabi|arabic)$/, 'prompt must be <sms|callback>-<language>');
export type TelephonePrompt = z.infer<typeof TelephonePrompt>;

/** The prompt a creative's telephone rendition ends with: null when its campaign has no response. */
export const telephonePromptOf = (
  response: { kind: ResponseKind } | null | undefined,
  language: TtsLanguage | null | undefined,
): TelephonePrompt | null => (response ? `${response.kind}-${promptLanguage(language)}` : null);

/** What the voice says for a prompt name, in which language; null for a name that is no prompt. */
export function spokenPrompt(prompt: string): { language: TtsLanguage; text: string } | null {
  if (!TelephonePrompt.safeParse(prompt).success) return null;
  const [kind, language] = prompt.split('-') as [ResponseKind, TtsLanguage];
  return { language, text: SPOKEN_FORM[language]?.[kind] ?? RESPONSE_PROMPTS[language][kind] };
}

/**
 * GET /api/audio-files/:id/telephone?prompt=: the telephone rendition's real length (with the prompt when one is
 * named), which is what a VAST `<Duration>` must say. Service callers only.
 */
export const TelephoneRenditionInfo = z.object({
  audioId: z.string(),
  prompt: TelephonePrompt.nullable(),
  durationSec: z.number().nonnegative(),
});
export type TelephoneRenditionInfo = z.infer<typeof TelephoneRenditionInfo>;
