import crypto from 'node:crypto';

export interface Ack {
  campaignId: string;
  /** When the tracking answered 204: the play is the portal's from here on. */
  at: number;
}

interface PlayerStats {
  decisions: number;
  ads: number;
  empty: number;
  decisionErrors: number;
  /** Impressions answered 204 (counted, or a repeat of a counted one). */
  accepted: number;
  /** Impressions never answered 204 after every retry. */
  unacknowledged: number;
  /** Tracking calls retried after a 5xx or a broken connection (an instance killed under them). */
  retries: number;
  /** Arrivals not sent because too many calls were in flight (the run fell behind its rate). */
  dropped: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const IMPRESSION = /<Impression[^>]*><!\[CDATA\[(.*?)\]\]><\/Impression>/;
const CAMPAIGN = /<UniversalAdId[^>]*>([^<]+)<\/UniversalAdId>/;

/**
 * An operator's platform at a fixed rate of calls a second through the gateway: each call asks for a decision and,
 * when it gets an ad, fires its Impression; a tracking call that fails (5xx, broken connection) is fired again, as
 * the spec's platforms do (a repeat is counted once). Every subscriber is new, so no frequency cap empties a call.
 */
export function startPlayer(o: { url: string; key: string; ratePerS: number; maxInFlight?: number }) {
  const stats: PlayerStats = {
    decisions: 0,
    ads: 0,
    empty: 0,
    decisionErrors: 0,
    accepted: 0,
    unacknowledged: 0,
    retries: 0,
    dropped: 0,
  };
  const acks: Ack[] = [];
  const inFlight = new Set<Promise<void>>();
  const auth = { authorization: `Bearer ${o.key}` };
  const track = async (url: string, campaignId: string) => {
    for (let tries = 0; tries < 40; tries += 1) {
      if (tries) {
        stats.retries += 1;
        await sleep(250);
      }
      const status = await fetch(url)
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => 0);
      if (status === 204) {
        stats.accepted += 1;
        acks.push({ campaignId, at: Date.now() });
        return;
      }
      if (status && status < 500) break;
    }
    stats.unacknowledged += 1;
  };
  const call = async () => {
    const q = new URLSearchParams({
      sub: crypto.randomBytes(32).toString('hex'),
      city: 'karachi',
      callId: crypto.randomUUID(),
    });
    stats.decisions += 1;
    const xml = await fetch(`${o.url}/rtb/v1/decisions?${q}`, { headers: auth })
      .then((r) => (r.ok ? r.text() : null))
      .catch(() => null);
    if (xml === null) return void (stats.decisionErrors += 1);
    const impression = IMPRESSION.exec(xml)?.[1];
    const campaignId = CAMPAIGN.exec(xml)?.[1];
    if (!impression || !campaignId) return void (stats.empty += 1);
    stats.ads += 1;
    await track(impression.replace(/&amp;/g, '&'), campaignId);
  };
  const t0 = Date.now();
  let started = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - t0) * o.ratePerS) / 1000) - started;
    for (let i = 0; i < due; i += 1) {
      started += 1;
      if (inFlight.size >= (o.maxInFlight ?? 2000)) {
        stats.dropped += 1;
        continue;
      }
      const p = call().finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  }, 10);
  return {
    stats,
    acks,
    /** Stops new calls and waits for those under way (their impressions included). */
    stop: async () => {
      clearInterval(timer);
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
