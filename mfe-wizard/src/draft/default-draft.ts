import { DRAFT_DEFAULTS, type CampaignDraftPatch } from '@rbt/contracts';
import type { WizardDraft } from './wizard-types';

/** A new draft suggests PKR 25,000 (five times the minimum) so step 1 shows what money buys at once (docs/decisions/pricing.md). */
export const DEFAULT_BUDGET_PKR = 25_000;

/** Spec §3 defaults of a new wizard draft (the server's, libs/contracts) with the suggested budget. */
export const DEFAULT_DRAFT: WizardDraft = { ...DRAFT_DEFAULTS, budget: DEFAULT_BUDGET_PKR };

const DRAFT_KEYS = Object.keys(DEFAULT_DRAFT) as (keyof WizardDraft)[];
const PENDING_KEYS = ['creativeType', 'ttsConfig', 'audioUrl', 'audioFile'] as const;

/**
 * Only the draft fields of a server answer (GET /api/campaigns/:id carries status, history and more). A running
 * campaign's new ad waiting for review is what its owner edits, so it stands in for the creative that plays.
 */
export function pickDraft(source: Partial<Record<string, unknown>>): CampaignDraftPatch {
  const out: Record<string, unknown> = {};
  for (const k of DRAFT_KEYS) if (source[k] !== undefined) out[k] = source[k];
  const pending = source.pendingCreative as Record<string, unknown> | null | undefined;
  if (pending) for (const k of PENDING_KEYS) out[k] = pending[k];
  return out as CampaignDraftPatch;
}

export function withDefaults(patch: CampaignDraftPatch): WizardDraft {
  return { ...DEFAULT_DRAFT, ...patch } as WizardDraft;
}
