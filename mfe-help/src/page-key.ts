import type { HelpPageKey } from '@rbt/contracts';

/** Spec §2 help page keys (the contract's enum), from the browser path. */
export type PageKey = HelpPageKey;

const EXACT: Record<string, PageKey> = {
  '/': 'dashboard',
  '/campaigns/new': 'campaign-wizard',
  // Choosing the targeting method is the first screen of creating a campaign.
  '/campaigns/targeting': 'campaign-wizard',
  '/analytics': 'analytics',
  '/billing': 'billing',
  // Settings holds the billing details: Billing's help speaks of them.
  '/settings': 'billing',
  '/niche-targeting': 'niche-targeting',
  '/standard-targeting': 'standard-targeting',
  '/admin': 'admin',
};

export function pageKeyFor(path: string): PageKey {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return EXACT[trimmed] ?? 'unknown';
}
