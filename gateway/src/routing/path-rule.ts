/**
 * The one rule for every path check in the gateway (route table, guards, the API fast path, future roots such as
 * /rtb). Express and koa-router match routes case-insensitively and ignore one trailing slash, so a check that
 * compares paths literally can be stepped round by spelling: `/API/auth/signin` once skipped the same-origin
 * check while express still signed the caller in. So:
 * - a path is under a guarded root when its loose form (escapes decoded, `\` as `/`, slashes collapsed, lower
 *   case) starts with one: no spelling escapes detection;
 * - under a guarded root only the canonical spelling is served: no backslash, no empty segment (`//`, trailing
 *   `/`), no `.`/`..` segment, no escape of an unreserved character, `/` or `\`, no broken escape; anything else
 *   is refused (400) before sessions, guards or routes see it;
 * - every decision compares the ASCII lower-case `key`, as the routers do; a service receives the route prefix
 *   spelt canonically (`withCanonicalPrefix`), the rest of the path as sent.
 */
export const GUARDED_ROOTS = ['api', 'rtb'] as const;
export type GuardedRoot = (typeof GUARDED_ROOTS)[number];

export type PathVerdict =
  { kind: 'outside' } | { kind: 'refused'; reason: string } | { kind: 'guarded'; root: GuardedRoot; key: string };

const ESCAPE = /%([0-9A-Fa-f]{2})/g;
// Unreserved characters (RFC 3986 §2.3) mean the same escaped or not; `/` and `\` escaped change segmenting.
const NEEDLESS_ESCAPE = /%(2[dDeEfF]|3[0-9]|[46][1-9A-Fa-f]|[57][0-9aA]|5[cCfF]|7[eE])/;
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
const ROOT = new RegExp(`^/(${GUARDED_ROOTS.join('|')})(?:/|$)`);

const asciiLower = (s: string) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

function looseForm(path: string): string {
  const decoded = path.replace(ESCAPE, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return asciiLower(decoded.replace(/\\/g, '/').replace(/\/{2,}/g, '/'));
}

function refusal(path: string): string | undefined {
  if (path.includes('\\')) return 'a backslash';
  if (BROKEN_ESCAPE.test(path)) return 'a broken percent-escape';
  if (NEEDLESS_ESCAPE.test(path)) return 'an escaped letter, digit, dot, slash or backslash';
  const segments = path.split('/').slice(1);
  if (segments.some((s) => s === '')) return 'an empty segment (double or trailing slash)';
  if (segments.some((s) => s === '.' || s === '..')) return 'a dot segment';
  return undefined;
}

/** The verdict on one request path (the part before `?`). */
export function pathRule(path: string): PathVerdict {
  const root = ROOT.exec(looseForm(path))?.[1] as GuardedRoot | undefined;
  if (!root) return { kind: 'outside' };
  const reason = refusal(path);
  if (reason) return { kind: 'refused', reason };
  return { kind: 'guarded', root, key: asciiLower(path) };
}

/** The path of a raw request target (`req.url`): the part before `?`. */
export const pathOfUrl = (url: string) => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

/** The lower-case key of an /api path, or undefined when it is not a canonical /api path. */
export function apiKey(path: string): string | undefined {
  const v = pathRule(path);
  return v.kind === 'guarded' && v.root === 'api' ? v.key : undefined;
}

export const NON_CANONICAL = (reason: string) => ({
  error: { code: 'bad_request', message: `This path is not in canonical form: it has ${reason}.` },
});

/**
 * The request target with the route's prefix spelt as the table spells it: services check paths literally (public
 * paths, raw-body routes, signed upload paths), so they only ever see the canonical prefix. The rule guarantees the
 * raw prefix has the same length (no escapes, no extra slashes), only its case may differ.
 */
export const withCanonicalPrefix = (url: string, prefix: string) =>
  asciiLower(url.slice(0, prefix.length)) === prefix ? prefix + url.slice(prefix.length) : url;
