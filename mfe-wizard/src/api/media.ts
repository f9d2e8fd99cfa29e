import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@rbt/web-kit';
import {
  audioIdOf,
  AudioFileView,
  DEFAULT_VOICE,
  RegisterAudioFileResponse,
  TTS_DEFAULTS,
  TtsEmotion,
  TtsLanguage,
  TtsResponse,
  UploadUrlResponse,
  VOICES,
  VoiceId,
  voicesFor,
  type AudioMetadata,
  type CampaignDraft,
  type TtsRequestInput,
} from '@rbt/contracts';

/** What the preview needs of an audio: the server's measured figures and the rendition URLs. */
export interface AudioInfo {
  metadata: AudioMetadata;
  renditions: { master: string; telephone: string; download: string };
}

const audioKey = (id: string) => ['/api/audio-files', id];

export type DraftTtsConfig = NonNullable<CampaignDraft['ttsConfig']>;

/** Spec §3 ttsConfig defaults, an empty script. */
export const DEFAULT_TTS: DraftTtsConfig = { script: '', ...TTS_DEFAULTS };

export const asLanguage = (v: string): TtsLanguage =>
  TtsLanguage.safeParse(v).success ? (v as TtsLanguage) : TTS_DEFAULTS.language;

/** A voice that reads the language: the current one if it can, else the first that does. */
export function voiceFor(language: TtsLanguage, current: string): string {
  const options = voicesFor(language);
  return options.some((v) => v.id === current) ? current : (options[0]?.id ?? VOICES[0].id);
}

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

// Parsed after the fetch: the contracts' input and output types differ (defaults), which apiFetch's schema option cannot express.
export async function generateSpeech(req: TtsRequestInput): Promise<TtsResponse> {
  return TtsResponse.parse(await apiFetch<unknown>('/api/tts/generate', { method: 'POST', body: req }));
}

/** Speech from the form's settings; the answer seeds the preview's cache, so the preview shows without another call. */
export function useGenerateSpeech() {
  const remember = useRememberAudio();
  return useMutation({
    mutationFn: (c: DraftTtsConfig) => generateSpeech(ttsRequest(c)),
    onSuccess: (r) => remember(r.audioId, r),
  });
}

/** Step 1 of the spec's upload flow: a short-lived signed URL to PUT the file to. */
export async function requestUploadUrl(): Promise<string> {
  return UploadUrlResponse.parse(await apiFetch<unknown>('/api/objects/upload', { method: 'POST' })).uploadURL;
}

/** Step 3: register the uploaded file; the answer's objectPath becomes the draft's audioUrl. */
export async function registerAudioFile(audioFileURL: string): Promise<RegisterAudioFileResponse> {
  return RegisterAudioFileResponse.parse(
    await apiFetch<unknown>('/api/audio-files', { method: 'PUT', body: { audioFileURL } }),
  );
}

/** The preview's figures for an audio of the draft (after a reload the draft only has its URL). */
export function useAudioInfo(audioUrl: string | null) {
  const id = audioIdOf(audioUrl);
  return useQuery({
    queryKey: audioKey(id ?? ''),
    queryFn: async (): Promise<AudioInfo> =>
      AudioFileView.parse(await apiFetch<unknown>(`/api/audio-files/${encodeURIComponent(id ?? '')}`)),
    enabled: !!id,
  });
}

/** Seeds the preview cache from a generate or register answer, so the preview shows without another call. */
export function useRememberAudio() {
  const client = useQueryClient();
  return (id: string, info: AudioInfo) => client.setQueryData(audioKey(id), info);
}

/** The spec §4 three-call flow for audio made in the browser (a recording): signed URL, PUT, register. */
export async function uploadBlob(blob: Blob): Promise<RegisterAudioFileResponse> {
  const url = await requestUploadUrl();
  const res = await fetch(url, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': blob.type || 'application/octet-stream' },
    body: blob,
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return registerAudioFile(url);
}
