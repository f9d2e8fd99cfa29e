import { conflict, fromZod, Caller } from '@rbt/service-kit';
import { CampaignDraftPatch, karachiToday, pkrText, type LockedQuote } from '@rbt/contracts';
import { toDraft } from './draft-fields';
import { assertTransition, paymentInProgress, statusChange } from './lifecycle';
import { loadOwned, type CampaignStore } from '../data-access/campaign-repository';
import type { Campaign, Change } from './campaign';
import type { PricingClient } from '../data-access/pricing-client';
import { toEstimateRequest, toLockedQuote } from './quote';
import { assertSubmittable } from './submit-rules';
import { assertAudioOwned, type AudioOwners } from './creative-ownership';
import { assertFeasible, placesOf, type FeasibilityPorts } from './feasibility';

export interface Submitted {
  doc: Campaign;
  quote: LockedQuote;
}

/** Already submitted and waiting for payment: the answer of the submit that locked the quote, with nothing changed. */
const replay = (doc: Campaign): Submitted | null =>
  doc.status === 'awaiting_payment' && doc.quote ? { doc, quote: doc.quote } : null;

/**
 * Validates the whole draft with the per-step rules, asks svc-pricing for the quote, locks it and moves the
 * campaign to awaiting_payment. A rejected campaign that was already paid goes back to review instead,
 * as long as the new quote is not above what was paid (docs/decisions/campaigns.md).
 * Submitting again (a double click, a retry, 20 at once) replays the locked quote: the quote is locked and
 * campaign.status_changed (to awaiting_payment or pending_review) emitted once per submission; an edit (back to
 * draft) is what allows a new one.
 */
export async function submitCampaign(
  p: CampaignStore & AudioOwners & FeasibilityPorts & { pricing: PricingClient },
  caller: Caller,
  id: string,
): Promise<Submitted> {
  const doc = await loadOwned(p, caller, id);
  const again = replay(doc);
  if (again) return again;
  const paidBefore = doc.status === 'rejected' && doc.paidTotal !== null;
  assertTransition(doc.status, paidBefore ? 'pending_review' : 'awaiting_payment');
  if (paymentInProgress(doc, p.clock()))
    throw conflict('A payment for this campaign is in progress.', { currentStatus: doc.status });
  const draft = { ...toDraft(doc), termsAccepted: true };
  // What was stored before a rule was tightened is checked again here, not trusted.
  const stored = CampaignDraftPatch.safeParse(draft);
  if (!stored.success) throw fromZod(stored.error);
  // Karachi's calendar day, as the wizard judges it (the draft's timezone field is informational).
  assertSubmittable(draft, karachiToday(p.clock()));
  await assertAudioOwned(p, doc.ownerId, draft.audioUrl);

  // Outside the write: a failing pricing service leaves the campaign untouched (503).
  const request = toEstimateRequest(draft, doc.ownerId);
  const estimate = await p.pricing.quote(request);
  // Before anything is locked: only plays the hours still to come can take are sold.
  const feasible = await assertFeasible(p, request, estimate.estImpressions, doc.status);
  const now = p.clock();
  const quote = toLockedQuote(estimate, now, feasible);
  if (paidBefore && quote.totalCost > (doc.paidTotal ?? 0)) {
    throw conflict(
      `The edited campaign costs ${pkrText(quote.totalCost)}, more than the ${pkrText(doc.paidTotal ?? 0)} already paid; reduce it or contact support.`,
      { currentStatus: doc.status },
    );
  }
  const change: Change = statusChange(
    doc,
    paidBefore ? 'pending_review' : 'awaiting_payment',
    caller.id,
    now,
    undefined,
    {
      quote,
      quotePlaces: placesOf(request),
      termsAccepted: true,
      rejectionReason: null,
    },
  );
  // Written only over the version that was validated and quoted (so only one of concurrent submits writes).
  const after = await p.campaigns.apply(doc, change, now);
  if (!after) {
    // Lost the race: if another submit locked the quote meanwhile, answer with it; otherwise the draft was edited.
    const winner = replay(await loadOwned(p, caller, id));
    if (winner) return winner;
    throw conflict('The campaign changed while it was being submitted; please submit again.', {
      currentStatus: doc.status,
    });
  }
  p.afterWrite();
  return { doc: after, quote };
}
