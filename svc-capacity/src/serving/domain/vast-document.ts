/**
 * IAB VAST 4.1 answers, built from template strings (a DOM builder costs more than the whole decision) with every
 * interpolated value XML-escaped, and what they say about the ad beyond its media (title, advertiser, IAB categories,
 * language). Each answer validates against vast_4.1.xsd (test/vast-schema.test.ts).
 */
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

export interface VastAd {
  adServingId: string;
  campaignId: string;
  /** The creative's UniversalAdId: the campaign id for its own creative, the added creative's id otherwise. */
  creativeId?: string;
  meta: AdMetadata;
  durationSec: number;
  /** Seconds the answer (its tracking and media URLs) stays valid: VAST `<Expires>`. */
  expiresSec: number;
  /** Absolute signed URLs. */
  impressionUrl: string;
  errorUrl: string;
  /** The press-9 URL (the caller opts out of RBT ads for good). */
  optOutUrl: string;
  /** Press 1: what the caller gets, the prompt the platform plays or shows, and the signed response URL. */
  response?: { kind: 'sms' | 'callback'; prompt: string; url: string } | null;
  trackingUrls: Record<'start' | 'firstQuartile' | 'midpoint' | 'thirdQuartile' | 'complete', string>;
  /** One per rendition offered, in the platform's order of preference (`codec` is VAST's attribute). */
  mediaFiles: { url: string; codec: string }[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

const AD_SYSTEM = 'RBT Ads';
const QUARTILES = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;

/** HH:MM:SS.mmm, VAST's Duration. */
export function vastDuration(sec: number): string {
  const ms = Math.max(0, Math.round(sec * 1000));
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${p(h)}:${p(m)}:${p(s)}.${p(ms % 1000, 3)}`;
}

/** The no-ad answer: an empty VAST, optionally with an Error URL (VAST 303 "no ad"). */
export const emptyVast = (errorUrl?: string): string =>
  errorUrl
    ? `<?xml version="1.0" encoding="UTF-8"?><VAST version="4.1" xmlns="http://www.iab.com/VAST"><Error><![CDATA[${errorUrl}]]></Error></VAST>`
    : '<?xml version="1.0" encoding="UTF-8"?><VAST version="4.1" xmlns="http://www.iab.com/VAST"/>';

const cdata = (url: string) => `<![CDATA[${url.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/**
 * Our extensions: the creative's language (VAST 4.1 has no element for an ad's spoken language) and the signed
 * press-9 URL the platform calls when the caller opts out of RBT ads (docs/operators.md "Press 9"), and, when the
 * ad played has a response, the press-1 offer with the signed response URL (docs/operators.md "Press 1").
 */
const extensions = (language: string | null, optOutUrl: string, response: VastAd['response']) =>
  '<Extensions>' +
  (language ? `<Extension type="rbt-creative"><Language>${xmlEscape(language)}</Language></Extension>` : '') +
  `<Extension type="rbt-optout"><OptOut key="9">${cdata(optOutUrl)}</OptOut></Extension>` +
  (response
    ? `<Extension type="rbt-response"><Response key="1" optOutKey="9" kind="${response.kind}">` +
      `<Prompt>${xmlEscape(response.prompt)}</Prompt><Url method="POST">${cdata(response.url)}</Url>` +
      '</Response></Extension>'
    : '') +
  '</Extensions>';

/**
 * One InLine audio ad: Impression, Error, brand-safety metadata (title, advertiser, IAB categories, language),
 * quartile trackers, one MediaFile per telephone rendition, and how long the answer stays valid.
 */
export function vastAd(ad: VastAd): string {
  const id = xmlEscape(ad.adServingId);
  const { meta } = ad;
  const tracking = QUARTILES.map((e) => `<Tracking event="${e}">${cdata(ad.trackingUrls[e])}</Tracking>`).join('');
  const categories = meta.categories
    .map((c) => `<Category authority="${CATEGORY_AUTHORITY}">${xmlEscape(c)}</Category>`)
    .join('');
  const media = ad.mediaFiles
    .map(
      (m) =>
        `<MediaFile delivery="progressive" type="audio/wav" codec="${xmlEscape(m.codec)}" width="0" height="0">` +
        `${cdata(m.url)}</MediaFile>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<VAST version="4.1" xmlns="http://www.iab.com/VAST"><Ad id="${id}" adType="audio"><InLine>` +
    `<AdSystem>${AD_SYSTEM}</AdSystem>` +
    `<Error>${cdata(ad.errorUrl)}</Error>` +
    extensions(meta.language, ad.optOutUrl, ad.response) +
    `<Impression id="${id}">${cdata(ad.impressionUrl)}</Impression>` +
    `<AdServingId>${id}</AdServingId>` +
    `<AdTitle>${xmlEscape(meta.title)}</AdTitle>` +
    (meta.advertiser ? `<Advertiser>${xmlEscape(meta.advertiser)}</Advertiser>` : '') +
    categories +
    `<Creatives><Creative id="${xmlEscape(ad.creativeId ?? ad.campaignId)}">` +
    `<UniversalAdId idRegistry="rbt-ads">${xmlEscape(ad.creativeId ?? ad.campaignId)}</UniversalAdId>` +
    // Linear_Base_type's TrackingEvents come before the InLine extension's Duration and MediaFiles (xsd order).
    `<Linear><TrackingEvents>${tracking}</TrackingEvents>` +
    `<Duration>${vastDuration(ad.durationSec)}</Duration>` +
    `<MediaFiles>${media}</MediaFiles>` +
    '</Linear></Creative></Creatives>' +
    `<Expires>${Math.max(0, Math.floor(ad.expiresSec))}</Expires>` +
    '</InLine></Ad></VAST>'
  );
}
