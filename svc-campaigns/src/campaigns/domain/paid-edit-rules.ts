import { isDeepStrictEqual } from 'node:util';
import { conflict } from '@rbt/service-kit';
import {
  NO_LOCKS,
  PAID_EDITABLE_STATUSES,
  type CampaignDraftPatch,
  type EditRules,
  type LockReason,
} from '@rbt/contracts';
import type { Campaign } from './campaign';
import { toDraft } from './draft-fields';

// Fields the wizard writes for its own bookkeeping; they never reach the price or the booking (keptCreatives is
// the set-aside work of the creative methods not selected: it never plays).
const BOOKKEEPING = new Set([
  'estimatedReach',
  'frontendCalculatedCost',
  'frontendCalculationDetails',
  'keptCreatives',
]);
const AUDIENCE = [
  'cities',
  'gender',
  'valueTier',
  'deviceType',
  'freqCapPerDay',
  'customTargeting',
  'nicheTargeting',
  'audienceListId',
];
const TIMES = ['startDate', 'daysOfWeek', 'timeSlots', 'timezone', 'pacing'];
const MONEY = ['goalType', 'budget', 'targetImpressions', 'promoCode', 'bidStrategy', 'endDate'];
const CREATIVE = ['creativeType', 'ttsConfig', 'audioUrl', 'audioFile', 'rightsConfirmed'];
const OTHER = ['objective', 'termsAccepted'];
// The press-1 response is reviewed with the creative: it may change until approval, then it is what was approved.
const RESPONSE = ['response'];

/** The reasons, in the words the wizard and the 409 both use (docs/decisions/campaigns.md). */
export const LOCK_REASONS = {
  audience:
    'Who hears a paid campaign is fixed: its plays were priced and booked for this audience. To reach other people, duplicate the campaign.',
  times: 'The start date, days and hours of a paid campaign are booked. To run at other times, duplicate the campaign.',
  topUp:
    'To raise the budget or run longer, use “Add budget or days” on the campaign page: you pay only for the added plays.',
  topUpAfterReview:
    'The budget and end date can be raised once the review has approved the campaign (“Add budget or days” on its page).',
  rights:
    'You confirmed the rights to this campaign’s ads when you paid; a new ad is covered by the same confirmation.',
  other: 'The objective and the accepted terms were part of what was paid for and reviewed.',
  ended: 'This campaign has ended; nothing about it can change any more.',
} as const satisfies Record<LockReason, string>;

/** The patch without the fields whose value is what is stored already (the wizard re-sends whole steps). */
export function realChanges(doc: Campaign, patch: CampaignDraftPatch): CampaignDraftPatch {
  const current: Record<string, unknown> = toDraft(doc);
  return Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => v !== undefined && !isDeepStrictEqual(v, current[k] ?? null)),
  ) as CampaignDraftPatch;
}

const lock = (fields: string[], why: LockReason) => Object.fromEntries(fields.map((f) => [f, why]));

/** The rules with each locked field's reason in English beside its code (EditRules.lockedWhy). */
function rules(lockedWhy: Record<string, LockReason>, summary: string | null): EditRules {
  const locked = Object.fromEntries(Object.entries(lockedWhy).map(([f, why]) => [f, LOCK_REASONS[why]]));
  return { locked, lockedWhy, summary };
}

/**
 * The one rule of what the owner may change per status, sent with the campaign (CampaignDetail.editRules) and
 * enforced by saveDraft. The name may always change (but not once ended); while in review the creative may change
 * if the new spot is no longer than the old (review has not heard it yet); once approved a new creative waits for
 * review beside the playing one (creative-swap.ts); everything else of a paid campaign is locked, each with its reason.
 */
export function editRulesOf(doc: Pick<Campaign, 'status'>): EditRules {
  const s = doc.status;
  if (s === 'completed')
    return rules(
      lock(['name', ...AUDIENCE, ...TIMES, ...MONEY, ...CREATIVE, ...OTHER, ...RESPONSE], 'ended'),
      LOCK_REASONS.ended,
    );
  if (!PAID_EDITABLE_STATUSES.includes(s)) return NO_LOCKS;
  const inReview = s === 'pending_review';
  return rules(
    {
      ...lock(AUDIENCE, 'audience'),
      ...lock(TIMES, 'times'),
      ...lock(MONEY, inReview ? 'topUpAfterReview' : 'topUp'),
      // Approved: the other creative fields go to review as a pending creative (creative-swap.ts).
      ...(inReview ? {} : { rightsConfirmed: 'rights' as const, ...lock(RESPONSE, 'other') }),
      ...lock(OTHER, 'other'),
    },
    inReview
      ? 'This campaign is paid and in review: you can change its name, and its ad if the new one is no longer.'
      : 'This campaign is paid: you can change its name and its ad here (your new ad will play after review; the current ad keeps playing until then). Budget and end date are raised from its page.',
  );
}

/** A 409 naming the refused fields with their reasons in plain words; nothing of the save is written. */
export function assertPaidEditAllowed(doc: Campaign, changes: CampaignDraftPatch): void {
  const { locked } = editRulesOf(doc);
  const refused: string[] = [];
  for (const key of Object.keys(changes)) {
    if (BOOKKEEPING.has(key)) continue;
    // In review a longer spot would be a different product than the one paid for.
    if (key === 'ttsConfig' && !locked[key]) {
      const before = doc.creative.ttsConfig?.durationSec;
      const after = changes.ttsConfig?.durationSec;
      if (before !== undefined && after !== undefined && after > before) refused.push(key);
      continue;
    }
    if (locked[key]) refused.push(key);
  }
  if (!refused.length) return;
  const reasons = Object.fromEntries(
    refused.map((f) => [f, locked[f] ?? 'The new ad is longer than the one paid for; keep it as long or shorter.']),
  );
  const distinct = [...new Set(Object.values(reasons))];
  throw conflict(`This change was not saved. ${distinct.join(' ')}`, {
    currentStatus: doc.status,
    fields: refused,
    reasons,
  });
}
