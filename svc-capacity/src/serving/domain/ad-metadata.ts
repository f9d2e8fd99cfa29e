import type { ServingSpec } from '@rbt/contracts';

/**
 * The IAB category authority of `<Category>`: IAB Tech Lab Content Taxonomy 1.0 codes, the ones operators' ad
 * servers and OpenRTB's `cat` use, so a platform can apply its own brand-safety blocklist.
 */
export const CATEGORY_AUTHORITY = 'https://iabtechlab.com/standards/content-taxonomy/';

/**
 * The one mapping of the portal's niche interests (libs/pricing INTERESTS, spec §9) to IAB categories
 * (docs/operators.md lists it). The objective (awareness, conversion…) says what the advertiser wants, not what the
 * ad is about, so it maps to no category; a campaign without interests carries none.
 */
export const IAB_CATEGORY_OF_INTEREST: Readonly<Record<string, string>> = {
  technology: 'IAB19',
  finance: 'IAB13',
  health: 'IAB7',
  shopping: 'IAB22',
  gaming: 'IAB9-30',
  music: 'IAB1-6',
  education: 'IAB5',
  automotive: 'IAB2',
  'real-estate': 'IAB21',
  business: 'IAB3',
};

/** ISO 639-1 codes of the TTS languages. */
const ISO_639_1: Record<NonNullable<ServingSpec['language']>, string> = {
  urdu: 'ur',
  english: 'en',
  punjabi: 'pa',
  arabic: 'ar',
};

/** What the VAST answer says about the ad beyond its media: title, advertiser, IAB categories, language. */
export interface AdMetadata {
  title: string;
  advertiser: string | null;
  categories: string[];
  /** ISO 639-1, null when the creative's language is unknown (an upload). */
  language: string | null;
}

/** The metadata of a campaign's ad; a campaign without a name (an event from before names were sent) shows its id. */
export function adMetadataOf(campaignId: string, s: ServingSpec): AdMetadata {
  const categories = [...new Set(s.interests.map((i) => IAB_CATEGORY_OF_INTEREST[i]).filter((c) => c !== undefined))];
  return {
    title: s.title || campaignId,
    advertiser: s.advertiser,
    categories,
    language: languageCode(s.language),
  };
}

/** A creative's spoken language as ISO 639-1; null when unknown (an upload). */
export const languageCode = (l: ServingSpec['language']): string | null => (l ? ISO_639_1[l] : null);
