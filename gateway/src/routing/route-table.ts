import { SERVING_PATHS } from '@rbt/contracts';
import type { Config } from '../config';
import { pathRule } from './path-rule';

export type ServiceName = 'campaigns' | 'pricing' | 'media' | 'capacity';

export interface Route {
  prefix: string;
  service: ServiceName;
  /** Reachable without a session (public reference data). */
  public?: boolean;
  /** Only admins (403 for others). */
  admin?: boolean;
  /** Machine clients only: a platform API key, never a session (gateway/src/platforms/rtb-path.ts). */
  platform?: boolean;
}

/** Which service answers which /api prefix; the longest matching prefix wins. */
export const ROUTES: Route[] = [
  { prefix: '/api/admin/campaigns', service: 'campaigns', admin: true },
  { prefix: '/api/admin/capacity', service: 'capacity', admin: true },
  { prefix: '/api/admin/billing', service: 'campaigns', admin: true },
  { prefix: '/api/capacity', service: 'capacity' },
  { prefix: '/api/campaigns', service: 'campaigns' },
  { prefix: '/api/dashboard', service: 'campaigns' },
  { prefix: '/api/invoices', service: 'campaigns' },
  { prefix: '/api/billing', service: 'campaigns' },
  { prefix: '/api/analytics', service: 'campaigns' },
  { prefix: '/api/notifications', service: 'campaigns' },
  { prefix: '/api/estimate', service: 'pricing' },
  { prefix: '/api/price', service: 'pricing' },
  { prefix: '/api/reference', service: 'pricing', public: true },
  { prefix: '/api/audience-lists', service: 'pricing' },
  { prefix: '/api/tts', service: 'media' },
  { prefix: '/api/objects', service: 'media' },
  { prefix: '/api/audio-files', service: 'media' },
  { prefix: '/api/audio', service: 'media' },
  { prefix: '/api/help', service: 'media' },
  // Serving API for operators' platforms: matched only by the /rtb path, exactly, never by the /api code below.
  { prefix: SERVING_PATHS.decisions, service: 'capacity', platform: true },
  { prefix: SERVING_PATHS.track, service: 'capacity', public: true },
  { prefix: SERVING_PATHS.media, service: 'media', public: true },
];

const isRtb = (r: Route) => r.prefix.startsWith('/rtb/');
/** The /rtb routes; `matchRoute` never answers one, so no session path can proxy to them. */
export const RTB_ROUTES: readonly Route[] = ROUTES.filter(isRtb);

// Longest prefix first, sorted once: every proxied call asks this several times.
const BY_LENGTH = ROUTES.filter((r) => !isRtb(r)).sort((a, b) => b.prefix.length - a.prefix.length);

/** The route of a request path (before `?`) under the gateway's path rule: canonical spellings only, any case. */
export function matchRoute(path: string): Route | undefined {
  const v = pathRule(path);
  if (v.kind !== 'guarded') return undefined;
  return BY_LENGTH.find((r) => v.key === r.prefix || v.key.startsWith(`${r.prefix}/`));
}

export function serviceUrls(c: Config): Record<ServiceName, string> {
  return { campaigns: c.CAMPAIGNS_URL, pricing: c.PRICING_URL, media: c.MEDIA_URL, capacity: c.CAPACITY_URL };
}
