import { AudioFileView } from '@rbt/contracts';
import { signIdentity, unavailable, Logger } from '@rbt/service-kit';

/** Who owns an audio, as svc-media (the owner of audio) knows it; null when it has no such audio. */
export interface MediaClient {
  audioOwner(audioId: string): Promise<string | null>;
}

export const MEDIA_UNAVAILABLE =
  'The audio could not be checked right now, so nothing was saved. Please try again in a moment.';

/**
 * Asks svc-media `GET /api/audio-files/:id`, signed as this service (which may read any audio's record).
 * Asked at the moment of the write rather than from a copy built from events about audio: the wizard saves
 * the audio URL right after generating or uploading it, before such an event would have arrived.
 */
export function httpMediaClient(opts: {
  baseUrl: string;
  secret: string;
  timeoutMs: number;
  logger: Logger;
}): MediaClient {
  return {
    async audioOwner(audioId) {
      const headers = signIdentity(opts.secret, { id: 'svc-campaigns', role: 'service', email: '' });
      let res: Response;
      try {
        res = await fetch(`${opts.baseUrl}/api/audio-files/${encodeURIComponent(audioId)}`, {
          headers,
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (err) {
        opts.logger.warn({ err }, 'svc-media did not answer');
        throw unavailable(MEDIA_UNAVAILABLE);
      }
      if (res.status === 404) return null;
      const parsed = AudioFileView.pick({ audioId: true, ownerId: true }).safeParse(await res.json().catch(() => null));
      if (!res.ok || !parsed.success || parsed.data.audioId !== audioId) {
        opts.logger.warn({ status: res.status }, 'svc-media answered without a usable audio record');
        throw unavailable(MEDIA_UNAVAILABLE);
      }
      return parsed.data.ownerId;
    },
  };
}
