import crypto from 'node:crypto';
import { VASTClient } from '@dailymotion/vast-client';
import { SERVING_PATHS } from '@rbt/contracts';
import { type Rand, subscriberPool, type Subscriber } from './audience-mix';
import { DEFAULT_DROP_OFF, type DropOff, planPlay } from './drop-off';
import { fetchMedia, pixel, requestAd } from './vast-player';
import { keyPressOf } from './key-press';

export interface TrafficOptions {
  /** The gateway, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  platformKey: string;
  callsPerSecond: number;
  /** Real seconds of audio per second of the run: 10 plays a 20 s ad's quartiles within 2 s. */
  timeScale?: number;
  poolSize?: number;
  /** The cities the platform covers (its subscribers live there); every city by default. */
  cities?: readonly string[];
  /** Calls and pixels in flight at most; further arrivals are dropped (counted) so a slow server is not buried. */
  maxInFlight?: number;
  dropOff?: DropOff;
  rand?: Rand;
  log?: (line: string) => void;
}

export interface TrafficStats {
  calls: number;
  ads: number;
  empty: number;
  failed: number;
  dropped: number;
  events: Record<string, number>;
  /** Tracking answers 204 (counted, or a repeat of a counted one) per event: what the portal accepted. */
  accepted: Record<string, number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Fires a tracking URL as a platform honouring Retry-After: a 503 may answer a count that did run in Redis but
 * replied late, so the pixel is fired again (a repeat answers 204 and is not counted twice), up to 5 times.
 */
async function trackOnce(url: string): Promise<number> {
  for (let tries = 1; ; tries += 1) {
    const status = await pixel(url);
    if (status !== 503 || tries === 5) return status;
    await sleep(1000);
  }
}

/** The query an operator's platform sends for one call of this subscriber: G.711 A-law, as Pakistani E1 links carry. */
export function decisionUrl(baseUrl: string, s: Subscriber, callId: string): string {
  const { sub, city, gender, device, tier } = s;
  const q = new URLSearchParams({ sub, city, gender, device, tier, callId, codec: 'alaw' });
  return `${baseUrl}${SERVING_PATHS.decisions}?${q}`;
}

/**
 * The operator's platform stand-in: synthetic calls arrive as a Poisson process at `callsPerSecond`, each from a
 * subscriber of a fixed pool; the platform asks the decision API, fetches the MediaFile, fires the Impression and
 * the quartiles it reaches on the drop-off curve at their (scaled) times, or an Error. A client of the product only.
 */
export function startTraffic(o: TrafficOptions): { stop(): Promise<void>; stats: TrafficStats } {
  const rand = o.rand ?? Math.random;
  const pool = subscriberPool(o.poolSize ?? 5_000, rand, o.cities);
  const scale = o.timeScale ?? 10;
  const client = new VASTClient();
  const stats: TrafficStats = { calls: 0, ads: 0, empty: 0, failed: 0, dropped: 0, events: {}, accepted: {} };
  const inFlight = new Set<Promise<unknown>>();
  // A play's quartiles count only after its impression did, so the player waits for the impression's answer.
  const impressions = new Map<string, Promise<number>>();
  // Pixels are fire-and-forget for the play, but stop() waits for them so a run's last events arrive.
  const fire = (url: string) => {
    const p = trackOnce(url)
      .then((status) => {
        const event = /\/track\/[^/]+\/(\w+)/.exec(url)?.[1] ?? 'other';
        if (status === 204) stats.accepted[event] = (stats.accepted[event] ?? 0) + 1;
        return status;
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    const id = /\/track\/([^/]+)\/impression\?/.exec(url)?.[1];
    if (id) impressions.set(id, p);
    return p;
  };
  const count = (event: string) => (stats.events[event] = (stats.events[event] ?? 0) + 1);
  let running = true;

  const call = async () => {
    const s = pool[Math.floor(rand() * pool.length)];
    stats.calls++;
    const ad = await requestAd(client, decisionUrl(o.baseUrl, s, crypto.randomUUID()), o.platformKey, fire);
    if (!ad) return void stats.empty++;
    stats.ads++;
    if (!(await fetchMedia(ad.mediaUrl))) {
      ad.tracker.error({ ERRORCODE: 405 }); // the MediaFile could not be played
      return void count('error');
    }
    ad.tracker.trackImpression();
    count('impression');
    const impression = ad.adServingId ? impressions.get(ad.adServingId) : undefined;
    if (ad.adServingId) impressions.delete(ad.adServingId);
    if (impression && (await impression.catch(() => 0)) !== 204) return;
    const plan = planPlay(rand, o.dropOff ?? DEFAULT_DROP_OFF);
    const ms = (share: number) => (share * ad.durationSec * 1000) / scale;
    let elapsed = 0;
    for (const e of plan.events) {
      await sleep(ms(e.at) - elapsed);
      elapsed = ms(e.at);
      if (e.event === 'complete') ad.tracker.complete();
      else ad.tracker.track(e.event, { once: true });
      count(e.event);
    }
    // A caller who heard the whole ad may answer its offer: press 1 or, rarely, 9 (docs/delivery-traffic.md).
    const key = ad.responseUrl && plan.events.some((e) => e.event === 'complete') ? keyPressOf(rand) : null;
    if (key) {
      const res = await fetch(new URL(ad.responseUrl as string, o.baseUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${o.platformKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ key, callerNumber: s.e164 }),
      });
      await res.arrayBuffer().catch(() => undefined);
      count(key === '1' ? 'press1' : 'press9');
    }
    if (plan.error) {
      await sleep(Math.max(0, ms(plan.error.at) - elapsed));
      ad.tracker.error({ ERRORCODE: 400 }); // general linear error: the player stopped mid-play
      count('error');
    }
  };

  const loop = (async () => {
    while (running) {
      // Exponential gaps: arrivals of independent calls.
      await sleep((-Math.log(1 - rand()) * 1000) / o.callsPerSecond);
      if (!running) break;
      if (inFlight.size >= (o.maxInFlight ?? 500)) {
        stats.dropped++;
        continue;
      }
      const p = call()
        .catch((err: Error) => {
          stats.failed++;
          if (stats.failed % 50 === 1) o.log?.(`call failed (${stats.failed} so far): ${err.message}`);
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  })();
  return {
    stats,
    async stop() {
      running = false;
      await loop;
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
