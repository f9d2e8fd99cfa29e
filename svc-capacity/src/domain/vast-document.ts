/**
 * IAB VAST 4.1 answers, built from template strings (a DOM builder costs more than the whole decision) with every
 * interpolated value XML-escaped. Each answer validates against vast_4.1.xsd (test/vast-schema.test.ts).
 */
export interface VastAd {
  adServingId: string;
  campaignId: string;
  title: string;
  durationSec: number;
  /** Absolute signed URLs. */
  impressionUrl: string;
  errorUrl: string;
  trackingUrls: Record<'start' | 'firstQuartile' | 'midpoint' | 'thirdQuartile' | 'complete', string>;
  mediaUrl: string;
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

/** One InLine audio ad: Impression, Error, quartile trackers and the telephone rendition as MediaFile. */
export function vastAd(ad: VastAd): string {
  const id = xmlEscape(ad.adServingId);
  const tracking = QUARTILES.map((e) => `<Tracking event="${e}">${cdata(ad.trackingUrls[e])}</Tracking>`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<VAST version="4.1" xmlns="http://www.iab.com/VAST"><Ad id="${id}" adType="audio"><InLine>` +
    `<AdSystem>${AD_SYSTEM}</AdSystem>` +
    `<Error>${cdata(ad.errorUrl)}</Error>` +
    `<Impression id="${id}">${cdata(ad.impressionUrl)}</Impression>` +
    `<AdServingId>${id}</AdServingId>` +
    `<AdTitle>${xmlEscape(ad.title)}</AdTitle>` +
    `<Creatives><Creative id="${xmlEscape(ad.campaignId)}">` +
    `<UniversalAdId idRegistry="rbt-ads">${xmlEscape(ad.campaignId)}</UniversalAdId>` +
    // Linear_Base_type's TrackingEvents come before the InLine extension's Duration and MediaFiles (xsd order).
    `<Linear><TrackingEvents>${tracking}</TrackingEvents>` +
    `<Duration>${vastDuration(ad.durationSec)}</Duration>` +
    '<MediaFiles><MediaFile delivery="progressive" type="audio/wav" width="0" height="0">' +
    `${cdata(ad.mediaUrl)}</MediaFile></MediaFiles>` +
    '</Linear></Creative></Creatives></InLine></Ad></VAST>'
  );
}
