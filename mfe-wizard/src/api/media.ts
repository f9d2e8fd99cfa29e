import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@rbt/web-kit';
import {
  audioIdOf,
  AudioFileView,
  RegisterAudioFileResponse,
  TtsResponse,
  UploadUrlResponse,
  type AudioMetadata,
  type TtsRequestInput,
} from '@rbt/contracts';

/** What the preview needs of an audio: the server's measured figures and the rendition URLs. */
export interface AudioInfo {
  metadata: AudioMetadata;
  renditions: { master: string; telephone: string; download: string };
}

const audioKey = (id: string) => ['/api/audio-files', id];

// Parsed after the fetch: the contracts' input and output types differ (defaults), which apiFetch's schema option cannot express.
export async function generateSpeech(req: TtsRequestInput): Promise<TtsResponse> {
  return TtsResponse.parse(await apiFetch<unknown>('/api/tts/generate', { method: 'POST', body: req }));
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

export function useGenerateSpeech() {
  return useMutation({ mutationFn: generateSpeech });
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
