import helmet from 'helmet';
import { oidcEnabled, type Config } from './config';
import type { NodeMiddleware } from './deps';

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url.replace(/\{[a-z]\}/g, '0')).origin];
  } catch {
    return [];
  }
};

/** The origins the portal's pages load code and assets from: the gateway itself and each remote's server. */
export function remoteOrigins(config: Config): string[] {
  const urls = [config.REMOTE_DASHBOARD_URL, config.REMOTE_WIZARD_URL, config.REMOTE_ADMIN_URL, config.REMOTE_HELP_URL];
  return [...new Set(urls.flatMap(originOf))];
}

/**
 * helmet with a Content-Security-Policy built from the runtime manifest: scripts, styles and fonts only from the
 * gateway and the remotes' servers; images also from the map tile server; no framing (clickjacking), no plugins.
 * `'unsafe-inline'` styles stay because EUI's emotion writes style tags at run time. No upgrade-insecure-requests:
 * the local stack serves the remotes over plain http on localhost, which the upgrade would break.
 */
export function securityHeaders(config: Config): NodeMiddleware {
  const remotes = remoteOrigins(config);
  const tiles = originOf(config.MAP_TILE_URL);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...tiles],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'", ...remotes],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: [
          "'self'",
          ...(oidcEnabled(config) ? originOf(config.OIDC_ISSUER_URL) : []),
          // The checkout posts a signed form to the payment provider's hosted page.
          ...config.PAYMENT_PAGE_URLS.split(',').flatMap((u) => originOf(u.trim() || undefined)),
        ],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin Referer is what the CSRF check falls back to when a browser sends no Origin.
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // Remotes' scripts are cross-origin by design; the shell does not need cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * What every proxied API answer carries: JSON is never a document, so its policy forbids everything (the OWASP
 * REST advice), no framing, no sniffing; kept short because it is written on every call.
 */
export const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
];
