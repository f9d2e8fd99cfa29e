import { isDeepStrictEqual } from 'node:util';
import { conflict } from '@rbt/service-kit';
import type { CampaignDraftPatch, CampaignStatus } from '@rbt/contracts';
import type { CampaignDoc } from '../data-access/campaign-model';
import { toDraft } from './draft-fields';

/** Paid statuses whose campaign may still change in ways that cannot raise its price (issue 16). */
export const PAID_EDITABLE: CampaignStatus[] = ['pending_review', 'scheduled', 'live', 'paused'];

// Fields the wizard writes for its own bookkeeping; they never reach the price or the booking (keptCreatives is
// the set-aside work of the creative methods not selected: it never plays).
const BOOKKEEPING = new Set([
  'estimatedReach',
  'frontendCalculatedCost',
  'frontendCalculationDetails',
  'keptCreatives',
]);
// The creative may change only before approval, so review still sees what will play.
const CREATIVE = new Set(['ttsConfig', 'audioUrl', 'creativeType']);

/** The patch without the fields whose value is what is stored already (the wizard re-sends whole steps). */
export function realChanges(doc: CampaignDoc, patch: CampaignDraftPatch): CampaignDraftPatch {
  const current = toDraft(doc) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => v !== undefined && !isDeepStrictEqual(v, current[k] ?? null)),
  ) as CampaignDraftPatch;
}

const duration = (c: unknown): number | undefined => (c as { durationSec?: number } | null)?.durationSec;

/**
 * A paid campaign may change its name, and while in review its creative if the new one is no longer than the
 * old (a longer spot would be a different product). Anything else could raise the price: a 409 naming the fields
 * and the top-up it would need, which the portal does not take yet.
 */
export function assertPaidEditAllowed(doc: CampaignDoc, changes: CampaignDraftPatch): void {
  const refused: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'name' || BOOKKEEPING.has(key)) continue;
    if (CREATIVE.has(key) && doc.status === 'pending_review') {
      const before = duration(doc.creative?.ttsConfig);
      const after = key === 'ttsConfig' ? duration(value) : undefined;
      if (before === undefined || after === undefined || after <= before) continue;
    }
    refused.push(key);
  }
  if (!refused.length) return;
  const creativeNote = doc.status === 'pending_review' ? 'name and creative (same length or shorter)' : 'name';
  throw conflict(
    `This campaign is paid (${doc.status}); changing ${refused.join(', ')} could raise its price and would need a new quote and a top-up, which the portal cannot take yet. Only its ${creativeNote} can change; duplicate it to run a changed version.`,
    { currentStatus: doc.status, fields: refused, needsTopUp: true },
  );
}
