/**
 * Where the browser may be sent after sign-in: only the portal's own pages (shell/src/routes.ts: the remotes'
 * routes and the public pages), spelt plainly, with an optional query of plain characters. A filter on "starts with
 * one slash" let `/\evil.example` through, which browsers read as `//evil.example`; a list of known pages cannot
 * be tricked by spelling.
 */
const ID = '[A-Za-z0-9_-]{1,64}';
const PAGES = [
  '/',
  '/(analytics|billing|campaigns|admin)',
  `/campaigns/${ID}`,
  `/campaigns/${ID}/(edit|checkout)`,
  '/(niche-targeting|standard-targeting|map-demo|customer-upload)',
  '/(pricing|docs|terms|privacy|help)',
];
const RETURN_TO = new RegExp(`^(${PAGES.join('|')})(\\?[A-Za-z0-9_.~=&%+,-]{0,512})?$`);

/** `to` when it is one of the portal's pages, else the home page. */
export const safeReturn = (to: unknown): string => (typeof to === 'string' && RETURN_TO.test(to) ? to : '/');
