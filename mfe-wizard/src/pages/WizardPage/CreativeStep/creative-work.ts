import type { CampaignDraft, CampaignDraftPatch, KeptCreatives } from '@rbt/contracts';
import { DEFAULT_TTS } from '../../../api/media';

type Method = CampaignDraft['creativeType'];
type CreativeFields = Pick<CampaignDraft, 'creativeType' | 'ttsConfig' | 'audioUrl' | 'audioFile' | 'keptCreatives'>;

/** The selected method's work as it is set aside; null when there is nothing worth keeping. */
function workOf(d: CreativeFields): NonNullable<KeptCreatives['tts']> | null {
  const tts = d.creativeType === 'tts' ? d.ttsConfig : null;
  const file = d.creativeType === 'upload' ? d.audioFile : null;
  const typed =
    !!tts && (tts.script.trim() !== '' || tts.language !== DEFAULT_TTS.language || tts.voice !== DEFAULT_TTS.voice);
  if (!typed && !d.audioUrl && !file) return null;
  return { ttsConfig: tts, audioUrl: d.audioUrl, audioFile: file };
}

/**
 * The draft patch of a method change. The spec (§4) resets the audio and the preview on a change; that
 * is read as the *shown* creative: the method left is set aside in `keptCreatives` (script, language, voice,
 * generated audio, uploaded file and its name) and the method chosen gets back what was set aside for it, so
 * nothing the user made is lost until they replace it. Text-to-speech with nothing kept starts from the defaults.
 */
export function switchMethod(d: CreativeFields, next: Method): CampaignDraftPatch {
  if (next === d.creativeType) return {};
  const { [next]: restored, ...others } = (d.keptCreatives ?? {}) as KeptCreatives;
  const aside = workOf(d);
  return {
    creativeType: next,
    ttsConfig: next === 'tts' ? { ...DEFAULT_TTS, ...restored?.ttsConfig } : null,
    audioUrl: restored?.audioUrl ?? null,
    audioFile: next === 'upload' ? (restored?.audioFile ?? null) : null,
    keptCreatives: aside ? { ...others, [d.creativeType]: aside } : others,
  };
}
