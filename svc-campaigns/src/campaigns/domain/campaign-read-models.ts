import {
  pricePerPlay,
  type AdminCampaignRow,
  type CampaignDetail,
  type CampaignListItem,
  type ListQuote,
  readHoldSentence,
} from '@rbt/contracts';
import type { Campaign } from './campaign';
import { draftProgress, round2 } from '@rbt/pricing';
import { toDraft } from './draft-fields';
import { editRulesOf } from './paid-edit-rules';
import { ownerActionsOf } from './owner-status-use-case';
import { reasonCodeOf } from './status-reasons';

/** Spec §9: the weighted CPM shown at checkout when no quote is locked yet. */
const DEFAULT_WEIGHTED_CPM = 950;

/**
 * Progress: a draft shows the share of the wizard's steps it has completed, by the wizard's own rules (the spec's fixed 25% said nothing); running campaigns the share of booked impressions delivered.
 */
function progressOf(doc: Campaign, now: Date): number {
  if (doc.status === 'draft') return draftProgress(toDraft(doc), now);
  if (doc.status === 'completed') return 100;
  const expected = doc.quote?.estImpressions ?? 0;
  if (!expected) return 0;
  // One decimal, as analytics' completion ("0 %" on the card was "0.1 %" on analytics).
  return Math.min(100, Math.round(((doc.delivery?.impressions ?? 0) / expected) * 1000) / 10);
}

export function toListItem(doc: Campaign, now: Date): CampaignListItem {
  return {
    id: doc._id,
    name: doc.name,
    status: doc.status,
    objective: doc.objective ?? null,
    impressions: doc.delivery?.impressions ?? 0,
    spend: doc.delivery?.spend ?? 0,
    progress: progressOf(doc, now),
    createdAt: new Date(doc.createdAt).toISOString(),
    quote: doc.quote ? listQuote(doc.quote) : null,
    actions: ownerActionsOf(doc),
    lastPlayAt: isoOrNull(doc.delivery?.lastPlayAt),
    startDate: doc.schedule.startDate ?? null,
  };
}

export const isoOrNull = (d: Date | undefined | null): string | null => (d ? new Date(d).toISOString() : null);

/** The portal's one price per play (fee and VAT included), so the card's price and its spend per play agree. */
function listQuote(q: NonNullable<Campaign['quote']>): ListQuote {
  return {
    pricePerPlay: round2(pricePerPlay(q)),
    baseCost: q.baseCost,
    totalCost: q.totalCost,
    estImpressions: q.estImpressions,
  };
}

/**
 * Who made a status change, in words the advertiser can read: themselves, the review team (an admin's id is not
 * shown to advertisers), the schedule, or the capacity check. Entries written before actors were kept say nothing.
 */
export function actorOf(
  ownerId: string,
  by: string | undefined,
): 'you' | 'review team' | 'schedule' | 'capacity check' | undefined {
  if (!by) return undefined;
  if (by === ownerId) return 'you';
  if (by === 'scheduler') return 'schedule';
  if (by === 'svc-capacity') return 'capacity check';
  return 'review team';
}

export function toDetail(doc: Campaign): CampaignDetail {
  const d = toDraft(doc);
  const q = doc.quote ?? null;
  return {
    ...d,
    id: doc._id,
    status: doc.status,
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
    rejectionReason: doc.rejectionReason ?? null,
    reviewHold: doc.reviewHold ?? null,
    // A hold stored before its detail was: its sentence read back here, beside its writer, so no page parses it.
    reviewHoldDetail: doc.reviewHold ? (doc.reviewHoldDetail ?? readHoldSentence(doc.reviewHold)) : null,
    statusHistory: (doc.statusHistory ?? []).map((h) => {
      const reasonCode = reasonCodeOf(h, doc.ownerId);
      return {
        from: h.from,
        to: h.to,
        at: new Date(h.at).toISOString(),
        by: actorOf(doc.ownerId, h.by),
        ...(h.reason ? { reason: h.reason } : {}),
        ...(reasonCode ? { reasonCode } : {}),
      };
    }),
    campaign: { name: d.name, objective: d.objective },
    audience: { cities: d.cities, gender: d.gender, valueTier: d.valueTier },
    schedule: { startDate: d.startDate, endDate: d.endDate, timeSlots: d.timeSlots },
    pricing: {
      budgetPkr: q ? q.baseCost : d.budget,
      fees: q?.platformFee ?? 0,
      taxes: q?.vat ?? 0,
      totalCost: q?.totalCost ?? 0,
      weightedCpm: q?.weightedCpm ?? DEFAULT_WEIGHTED_CPM,
      locked: !!q,
    },
    quote: q,
    editRules: editRulesOf(doc),
    actions: ownerActionsOf(doc),
    pendingCreative: pendingCreativeOf(doc),
  };
}

function pendingCreativeOf(doc: Campaign): CampaignDetail['pendingCreative'] {
  const p = doc.pendingCreative;
  return p ? { ...p, submittedAt: new Date(p.submittedAt).toISOString() } : null;
}

export function toAdminRow(doc: Campaign): AdminCampaignRow {
  const s = doc.schedule;
  return {
    id: doc._id,
    name: doc.name,
    objective: doc.objective ?? null,
    userId: doc.ownerId,
    userEmail: doc.ownerEmail ?? '',
    companyName: null,
    status: doc.status,
    startDate: s.startDate ?? null,
    endDate: s.endDate ?? null,
    totalCost: doc.quote?.totalCost ?? 0,
    impressions: doc.delivery?.impressions ?? 0,
    guaranteedPlays: doc.quote?.estImpressions ?? 0,
    reach: doc.delivery?.uniqueReach || doc.quote?.estReach || 0,
  };
}
