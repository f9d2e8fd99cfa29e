import { AudioFileView } from '@rbt/contracts';
import { signIdentity } from '@rbt/service-kit';

/**
 * An accepted audio's measured length from svc-media (`GET /api/audio-files/:id`, signed as this service), the owner
 * of audio: the serving spec only carries what the campaign knew (a TTS estimate, or nothing for an upload), and a
 * VAST Duration that is wrong by 26 s makes players cut or pad the ad. Audio is immutable once accepted, so each
 * length is asked once per instance, off the hot path (when the campaign is indexed).
 */
export function audioInfoClient(baseUrl: string, secret: string, timeoutMs: number) {
  const known = new Map<string, number>();
  return {
    /** Seconds of the audio, or null when svc-media does not know it or does not answer (asked again next reload). */
    durationOf: async (audioId: string): Promise<number | null> => {
      const hit = known.get(audioId);
      if (hit !== undefined) return hit;
      try {
        const res = await fetch(`${baseUrl}/api/audio-files/${encodeURIComponent(audioId)}`, {
          headers: signIdentity(secret, { id: 'svc-capacity', role: 'service', email: '' }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const view = AudioFileView.pick({ audioId: true, metadata: true }).safeParse(res.ok ? await res.json() : null);
        if (!view.success || view.data.audioId !== audioId) return null;
        known.set(audioId, view.data.metadata.durationSec);
        return view.data.metadata.durationSec;
      } catch {
        return null;
      }
    },
  };
}
export type AudioInfoClient = ReturnType<typeof audioInfoClient>;
