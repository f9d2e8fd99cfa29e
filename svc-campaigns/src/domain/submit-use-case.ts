import { conflict, makeEvent, Caller } from '@rbt/service-kit';
import type { LockedQuote } from '@rbt/contracts';
import type { CampaignDoc } from '../data-access/campaign-model';
import { toDraft } from './draft-fields';
import { assertTransition, Change, statusChange } from './lifecycle';
import { loadOwned, Ports } from './ports';
import { paymentInProgress } from './draft-use-case';
import { toEstimateRequest, toLockedQuote } from './quote';
import { assertSubmittable, dateIn } from './submit-rules';

/**
 * Validates the whole draft with the per-step rules, asks svc-pricing for the quote, locks it and moves the
 * campaign to awaiting_payment. A rejected campaign that was already paid goes back to review instead,
 * as long as the new quote is not above what was paid (docs/decisions/campaigns.md).
 */
export async function submitCampaign(p: Ports, caller: Caller, id: string): Promise<{ doc: CampaignDoc; quote: LockedQuote }> {
  const doc = await loadOwned(p, caller, id);
  const paidBefore = doc.status === 'rejected' && doc.paidTotal !== null;
  if (doc.status !== 'awaiting_payment') assertTransition(doc.status, paidBefore ? 'pending_review' : 'awaiting_payment');
  if (paymentInProgress(doc, p.clock())) throw conflict('A payment for this campaign is in progress.', { currentStatus: doc.status });
  const draft = { ...toDraft(doc), termsAccepted: true };
  assertSubmittable(draft, dateIn(p.clock(), draft.timezone));

  // Outside the write: a failing pricing service leaves the campaign untouched (503).
  const estimate = await p.pricing.quote(toEstimateRequest(draft));
  const now = p.clock();
  const quote = toLockedQuote(estimate, now);
  if (paidBefore && quote.totalCost > (doc.paidTotal ?? 0)) {
    throw conflict(`The edited campaign costs PKR ${quote.totalCost}, more than the PKR ${doc.paidTotal} already paid; reduce it or contact support.`, { currentStatus: doc.status });
  }
  const submitted = makeEvent('campaigns', 'campaign.submitted', doc._id, { ownerId: doc.ownerId, totalCost: quote.totalCost }, now);
  const set = { quote, termsAccepted: true, rejectionReason: null };
  let change: Change;
  if (doc.status === 'awaiting_payment') change = { set, events: [submitted] };
  else {
    const moved = statusChange(doc, paidBefore ? 'pending_review' : 'awaiting_payment', caller.id, now, undefined, set);
    change = { ...moved, events: [submitted, ...moved.events] };
  }
  // Written only over the version that was validated and quoted; an edit in between means submit again.
  const after = await p.campaigns.apply(doc, change, now);
  if (!after) throw conflict('The campaign changed while it was being submitted; please submit again.', { currentStatus: doc.status });
  p.afterWrite();
  return { doc: after, quote };
}
