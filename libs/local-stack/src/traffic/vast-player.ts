import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import { responseUrlOf } from './key-press';

/**
 * The operator platform's player for one call, on @dailymotion/vast-client (the IAB reference client): parse the
 * decision's VAST, fetch the MediaFile, fire the trackers. In node the library's pixel is a no-op (it needs
 * `window` and `Image`), so `nodePixels` gives a tracker a fetch-based one, as its docs allow.
 */
export interface FetchedAd {
  tracker: VASTTracker;
  mediaUrl: string;
  durationSec: number;
  adServingId: string | null;
  /** The signed press-1/press-9 URL when the campaign offers a response. */
  responseUrl: string | null;
}

type Template = string | { url?: string };

/** Makes a tracker fire its URLs with fetch, resolving the VAST macros it was given (e.g. [ERRORCODE]). */
export function nodePixels(tracker: VASTTracker, base: string, fire: (url: string) => Promise<unknown>): VASTTracker {
  (tracker as unknown as { trackURLs: unknown }).trackURLs = (templates: Template[], macros: object = {}) => {
    const values = macros as Record<string, unknown>;
    for (const t of templates) {
      const raw = typeof t === 'string' ? t : t.url;
      if (!raw) continue;
      // The decision API writes macros percent-encoded (%5BERRORCODE%5D): a raw [ is not an xs:anyURI.
      const url = raw.replace(/\[([A-Z]+)\]|%5B([A-Z]+)%5D/gi, (m, plain?: string, encoded?: string) => {
        const k = (plain ?? encoded) as string;
        return k in values ? encodeURIComponent(String(values[k])) : m;
      });
      void fire(new URL(url, base).toString()).catch(() => undefined);
    }
  };
  return tracker;
}

/** A pixel as a player fires it: a GET whose answer is ignored beyond its status. */
export async function pixel(url: string): Promise<number> {
  const res = await fetch(url);
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
}

/**
 * Asks the decision API for an ad as the platform (`Authorization: Bearer <key>`). Null when the answer is the
 * empty VAST (no campaign for this caller now).
 */
export async function requestAd(
  client: VASTClient,
  decisionUrl: string,
  platformKey: string,
  fire: (url: string) => Promise<unknown> = pixel,
): Promise<FetchedAd | null> {
  const response = await client.get(decisionUrl, {
    timeout: 5_000,
    fetchOptions: { headers: { authorization: `Bearer ${platformKey}` } },
  });
  const ad = response.ads?.[0];
  const creative = ad?.creatives?.find((c: { type: string }) => c.type === 'linear');
  const media = creative?.mediaFiles?.[0];
  if (!ad || !creative || !media?.fileURL) return null;
  const tracker = nodePixels(new VASTTracker(client, ad, creative), decisionUrl, fire);
  return {
    tracker,
    mediaUrl: new URL(media.fileURL, decisionUrl).toString(),
    durationSec: Number(creative.duration) || 0,
    adServingId: ad.adServingId ?? null,
    responseUrl: responseUrlOf((ad as { extensions?: Parameters<typeof responseUrlOf>[0] }).extensions),
  };
}

/** Fetches the MediaFile as a player buffering it would; false when it cannot be played. */
export async function fetchMedia(url: string): Promise<boolean> {
  const res = await fetch(url);
  const bytes = await res.arrayBuffer();
  return res.ok && (res.headers.get('content-type') ?? '').startsWith('audio/') && bytes.byteLength > 44;
}
