// Which application owns a path. Pure so the rules can be tested without a browser.

export type RemoteName = 'dashboard' | 'wizard' | 'admin' | 'help';
export type PageApp = Exclude<RemoteName, 'help'>;

/** Spec §2 route list; the wizard owns /campaigns/*, the niche/standard targeting pages and the map demo. */
const ROUTES: ReadonlyArray<{ app: PageApp; pattern: RegExp }> = [
  { app: 'dashboard', pattern: /^\/$/ },
  { app: 'dashboard', pattern: /^\/settings\/notifications$/ },
  { app: 'dashboard', pattern: /^\/analytics$/ },
  { app: 'dashboard', pattern: /^\/billing$/ },
  { app: 'dashboard', pattern: /^\/campaigns$/ },
  { app: 'dashboard', pattern: /^\/settings$/ },
  { app: 'wizard', pattern: /^\/campaigns\/[^/]+$/ },
  { app: 'wizard', pattern: /^\/campaigns\/[^/]+\/(edit|checkout)$/ },
  { app: 'wizard', pattern: /^\/(niche-targeting|standard-targeting|map-demo|customer-upload)$/ },
  { app: 'admin', pattern: /^\/admin$/ },
];

/** Trailing slashes do not make a new page: /billing/ is /billing. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function appForPath(path: string): PageApp | null {
  const normalized = normalizePath(path);
  return ROUTES.find((route) => route.pattern.test(normalized))?.app ?? null;
}

/**
 * Signed in, which remote draws a path: its owner, and for a path nobody owns (not a public page either) the
 * dashboard, whose 404 page sits inside the portal frame with the header and Help.
 */
export function signedInApp(path: string): PageApp | null {
  return appForPath(path) ?? (publicPageForPath(path) ? null : 'dashboard');
}

/** The landing page's links lead to these shell pages, open to signed-out and signed-in visitors alike. */
export const PUBLIC_PAGES = ['pricing', 'docs', 'terms', 'privacy', 'help'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

export const publicPagePath = (page: PublicPage): string => `/${page}`;

/** The public page at a path, if any. No remote owns these paths, so signed in the shell shows them in place of the 404. */
export function publicPageForPath(path: string): PublicPage | null {
  const normalized = normalizePath(path);
  return PUBLIC_PAGES.find((page) => publicPagePath(page) === normalized) ?? null;
}

/**
 * The landing page's "View Demo": the wizard's map demo, open signed out. It works on sample figures
 * and calls no API, so nothing private is shown; signed in it is the same page.
 */
export const DEMO_PATH = '/map-demo';

/**
 * 'landing' is the shell's public site: the landing page at / and the public pages (views/landing.ts picks by path);
 * 'demo' mounts the wizard remote signed out on DEMO_PATH only.
 */
export type SignedOutView = 'landing' | 'not-found' | 'login' | 'demo';

/** Spec §2/§6: signed-out visitors get the public site, the demo and the 404; protected pages send them to login. */
export function signedOutView(path: string): SignedOutView {
  if (normalizePath(path) === '/' || publicPageForPath(path)) return 'landing';
  if (normalizePath(path) === DEMO_PATH) return 'demo';
  return appForPath(path) ? 'login' : 'not-found';
}
