import { mediaFileOf, SERVING_PATHS, TELEPHONE_CODECS, TelephoneCodec, type PlatformCreatives } from '@rbt/contracts';
import { adMetadataOf, languageCode } from './vast-document';
import type { ServeableCampaign } from './serving-index';

const DAY_MS = 86_400_000;
/** How long a catalogue URL stays valid past the day it was listed on. */
export const CATALOGUE_URL_DAYS = 7;

/**
 * URLs in the catalogue expire at a day boundary 7 days on, so the whole list (and its ETag) stays the same for a
 * day unless a creative changes: a platform polling it gets 304 and keeps its loaded files.
 */
export const catalogueExpiry = (nowMs: number) => (Math.floor(nowMs / DAY_MS) + 1 + CATALOGUE_URL_DAYS) * DAY_MS;

/**
 * Every creative the index can serve now, with each telephone rendition's signed URL (`sign(path, exp)` gives the
 * absolute URL), sorted by id so the same index gives the same bytes.
 */
export function creativeCatalogue(
  campaigns: readonly ServeableCampaign[],
  sign: (path: string, expMs: number) => string,
  nowMs: number,
): PlatformCreatives {
  const exp = catalogueExpiry(nowMs);
  const creatives = [...campaigns]
    .filter((c) => c.spec.audio)
    // A campaign with several ads lists each under its own UniversalAdId (docs/creatives.md).
    .flatMap((c) => {
      const own = { id: c.id, audio: c.spec.audio as NonNullable<ServeableCampaign['spec']['audio']> };
      const meta = adMetadataOf(c.id, c.spec);
      const ads = c.spec.creatives.length
        ? c.spec.creatives.map((x) => ({ id: x.id, audio: x.audio, language: languageCode(x.language) }))
        : [{ ...own, language: meta.language }];
      // Each ad's rendition ends with its own response's prompt (by ad: two may share an audio).
      return ads.map((ad) => ({ ad, meta, prompt: c.prompts?.get(ad.id) }));
    })
    .sort((a, b) => (a.ad.id < b.ad.id ? -1 : 1))
    .map(({ ad, meta, prompt }) => {
      const audio = ad.audio;
      return {
        universalAdId: ad.id,
        title: meta.title,
        advertiser: meta.advertiser,
        durationSec: audio.durationSec,
        language: ad.language,
        categories: meta.categories,
        renditions: TelephoneCodec.options.map((codec) => ({
          codec,
          vastCodec: TELEPHONE_CODECS[codec].vastCodec,
          type: 'audio/wav' as const,
          url: sign(`${SERVING_PATHS.media}/${mediaFileOf(audio.id, codec, prompt)}`, exp),
          expiresAt: new Date(exp).toISOString(),
        })),
      };
    });
  return { creatives };
}
