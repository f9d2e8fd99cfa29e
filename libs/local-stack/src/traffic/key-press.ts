import type { Rand } from './audience-mix';

/**
 * What a caller does after an ad that offers a response (docs/delivery-traffic.md): 4 % press 1, 0.2 % press 9
 * (field figures of RBT ad products put responses at a few percent of plays and opt-outs far below), the rest
 * nothing. Only callers who heard the ad to its end are asked.
 */
export const KEY_PRESS = { respond: 0.04, optOut: 0.002 } as const;

export function keyPressOf(rand: Rand, shares: { respond: number; optOut: number } = KEY_PRESS): '1' | '9' | null {
  const u = rand();
  if (u < shares.respond) return '1';
  if (u < shares.respond + shares.optOut) return '9';
  return null;
}

interface ParsedNode {
  name?: string;
  value?: string;
  attributes?: Record<string, string>;
  children?: ParsedNode[];
}

/** The signed response URL of an ad's `rbt-response` extension as @dailymotion/vast-client parsed it; null if none. */
export function responseUrlOf(extensions: ParsedNode[] | undefined): string | null {
  const ext = extensions?.find((e) => e.attributes?.type === 'rbt-response');
  const find = (n: ParsedNode): string | null =>
    n.name === 'Url' && n.value ? n.value.trim() : ((n.children ?? []).map(find).find(Boolean) ?? null);
  return ext ? find(ext) : null;
}
