import { signIdentity, type Caller } from '@rbt/service-kit';

/**
 * Signs the caller's identity for the services. A signature stays valid for 60 s, so one per caller per second
 * is as good as one per call and spares an HMAC on every proxied request under load.
 */
export function identitySigner(secret: string, reuseMs = 1000, maxEntries = 10_000) {
  const cache = new Map<string, { at: number; headers: Record<string, string> }>();
  return (caller: Caller, now = Date.now()): Record<string, string> => {
    const key = `${caller.id}\n${caller.role}\n${caller.email}\n${caller.sandbox ? 'sandbox' : ''}`;
    const hit = cache.get(key);
    if (hit && now - hit.at < reuseMs) return hit.headers;
    // A crude bound is enough: entries are tiny and rebuilt within a second.
    if (cache.size >= maxEntries) cache.clear();
    const headers = signIdentity(secret, caller, now);
    cache.set(key, { at: now, headers });
    return headers;
  };
}
