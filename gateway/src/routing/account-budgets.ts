/**
 * The per-account budgets' classes and their configuration (account-limits.ts applies them). Which class a call
 * spends from: reads (GET/HEAD), drafts (a new campaign), lists (an audience-list upload), uploads (audio), tts
 * (speech generation), writes (any other change).
 */
export const ROUTE_CLASSES = ['reads', 'writes', 'drafts', 'lists', 'uploads', 'tts'] as const;
export type RouteClass = (typeof ROUTE_CLASSES)[number];
export type AccountBudgets = Record<RouteClass, { points: number; seconds: number }>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The class a call counts against; `key` is the canonical lower-case path (path-rule.ts). */
export function routeClass(method: string, key: string): RouteClass {
  if (READS.has(method)) return 'reads';
  if (method === 'POST' && key === '/api/campaigns') return 'drafts';
  if (method === 'POST' && key.startsWith('/api/audience-lists')) return 'lists';
  if (key.startsWith('/api/tts')) return 'tts';
  if (key.startsWith('/api/objects') || (method === 'POST' && key === '/api/audio-files')) return 'uploads';
  return 'writes';
}

/** "reads=600/60,writes=120/60,…": points per window in seconds for every class (config ACCOUNT_RATE_LIMITS). */
export function parseBudgets(text: string): AccountBudgets {
  const entries = text.split(',').map((part) => {
    const m = /^\s*([a-z]+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part);
    if (!m || !(ROUTE_CLASSES as readonly string[]).includes(m[1]!) || Number(m[2]) < 1 || Number(m[3]) < 1)
      throw new Error(`"${part}" is not <class>=<points>/<seconds> with a class of ${ROUTE_CLASSES.join(', ')}`);
    return [m[1]!, { points: Number(m[2]), seconds: Number(m[3]) }] as const;
  });
  const budgets = Object.fromEntries(entries) as Partial<AccountBudgets>;
  const missing = ROUTE_CLASSES.filter((k) => !budgets[k]);
  if (missing.length) throw new Error(`no budget for ${missing.join(', ')}`);
  return budgets as AccountBudgets;
}
