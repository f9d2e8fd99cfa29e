import { AudioFileView, TelephoneRenditionInfo, type TelephonePrompt } from '@rbt/contracts';
import { signIdentity } from '@rbt/service-kit';

/**
 * An accepted audio's measured length from svc-media (`GET /api/audio-files/:id`, signed as this service), the owner
 * of audio: the serving spec only carries what the campaign knew (a TTS estimate, or nothing for an upload), and a
 * VAST Duration that is wrong by 26 s makes players cut or pad the ad. Audio is immutable once accepted, so each
 * length is asked once per instance, off the hot path (when the campaign is indexed).
 */
export function audioInfoClient(baseUrl: string, secret: string, timeoutMs: number) {
  const known = new Map<string, number>();
  const headers = () => signIdentity(secret, { id: 'svc-capacity', role: 'service', email: '' });
  /** The audio's own length, or its telephone rendition's with the spoken prompt (made by svc-media on first ask). */
  const ask = async (audioId: string, prompt: TelephonePrompt | null): Promise<number | null> => {
    const id = encodeURIComponent(audioId);
    const url = prompt
      ? `${baseUrl}/api/audio-files/${id}/telephone?prompt=${encodeURIComponent(prompt)}`
      : `${baseUrl}/api/audio-files/${id}`;
    // Making a prompted rendition (speech, loudness, ffmpeg) takes longer than reading a record.
    const res = await fetch(url, { headers: headers(), signal: AbortSignal.timeout(timeoutMs * (prompt ? 4 : 1)) });
    const body: unknown = res.ok ? await res.json() : null;
    if (prompt) {
      const info = TelephoneRenditionInfo.safeParse(body);
      return info.success && info.data.audioId === audioId ? info.data.durationSec : null;
    }
    const view = AudioFileView.pick({ audioId: true, metadata: true }).safeParse(body);
    return view.success && view.data.audioId === audioId ? view.data.metadata.durationSec : null;
  };
  return {
    /**
     * Seconds of the audio (with the prompt when one is named), or null when svc-media does not know it or does
     * not answer (asked again next reload).
     */
    durationOf: async (audioId: string, prompt: TelephonePrompt | null = null): Promise<number | null> => {
      const cacheKey = `${audioId}|${prompt ?? ''}`;
      const hit = known.get(cacheKey);
      if (hit !== undefined) return hit;
      const seconds = await ask(audioId, prompt).catch(() => null);
      if (seconds !== null) known.set(cacheKey, seconds);
      return seconds;
    },
  };
}
export type AudioInfoClient = ReturnType<typeof audioInfoClient>;
