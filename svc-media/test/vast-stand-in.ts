import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in decision server saw. */
export interface Hit {
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

/** The VAST 4.1 audio answer the decision API gives (docs/delivery.md), with the stand-in's tracking URLs. */
export function vastAnswer(o: { base: string; adServingId: string; mediaUrl: string; durationSec: number }): string {
  const t = (event: string) => `${o.base}/rtb/v1/track/${o.adServingId}/${event}?exp=1&sig=x`;
  const tracking = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']
    .map((e) => `<Tracking event="${e}"><![CDATA[${t(e)}]]></Tracking>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1"><Ad id="campaign-1"><InLine>
<AdSystem version="1">RBT Ads</AdSystem><AdTitle>Eid sale</AdTitle>
<AdServingId>${o.adServingId}</AdServingId>
<Impression id="rbt"><![CDATA[${t('impression')}]]></Impression>
<Error><![CDATA[${t('error')}&code=[ERRORCODE]]]></Error>
<Creatives><Creative id="audio-1" adId="campaign-1"><UniversalAdId idRegistry="rbt-ads">audio-1</UniversalAdId>
<Linear><Duration>00:00:${String(o.durationSec).padStart(2, '0')}.000</Duration>
<TrackingEvents>${tracking}</TrackingEvents>
<MediaFiles><MediaFile delivery="progressive" type="audio/wav" width="0" height="0"><![CDATA[${o.mediaUrl}]]></MediaFile></MediaFiles>
</Linear></Creative></Creatives></InLine></Ad></VAST>`;
}

/**
 * A stand-in for svc-capacity's decision and tracking API until it lands (then the tests move to the real one):
 * answers every decision with `answer(hit)` (an ad, or the empty VAST for null) and 204 to tracking, recording hits.
 */
export async function startDecisionStandIn(answer: (hit: Hit, base: string) => string | null) {
  const hits: Hit[] = [];
  let base = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const hit = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
    };
    hits.push(hit);
    if (url.pathname.startsWith('/rtb/v1/track/')) return res.writeHead(204).end();
    const xml = answer(hit, base) ?? '<VAST version="4.1"/>';
    res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, hits, stop: () => new Promise<void>((r) => server.close(() => r())) };
}
