import type { Caller } from '@rbt/service-kit';
import type { ResponseSummary } from '@rbt/contracts';
import { creativesView, loadOwned } from '../../campaigns';
import type { Ports } from '../../ports';

const EMPTY: ResponseSummary = {
  days: [],
  hours: [],
  totals: {
    plays: 0,
    responses: 0,
    smsSending: 0,
    smsDelivered: 0,
    callbacks: 0,
    responseRatePct: 0,
    costPerResponsePkr: null,
  },
  callbacks: [],
  byCreative: [],
};

/**
 * The owner's press-1 results (GET /api/campaigns/{id}/responses): responses, response rate, cost per response and
 * SMS delivered per day, and the callback list, as svc-capacity counted them (404 for another's campaign).
 */
export async function campaignResponses(p: Ports, caller: Caller, id: string): Promise<ResponseSummary> {
  const doc = await loadOwned(p, caller, id);
  return (await p.capacity.responses(doc._id)) ?? EMPTY;
}

/**
 * The callback list as CSV rows: each caller once (the list keeps one lead per number for 30 days), with the ad the
 * caller heard as the details page numbers it ("Ad 2" is 2; a lead without an ad is the campaign's own, 1).
 */
export async function callbackCsvRows(p: Ports, caller: Caller, id: string): Promise<string[][]> {
  const doc = await loadOwned(p, caller, id);
  const s = (await p.capacity.responses(doc._id)) ?? EMPTY;
  const ads = creativesView(doc).creatives;
  const adOf = (creativeId?: string) => String(ads.find((a) => a.id === creativeId)?.ordinal ?? 1);
  return [['caller_number', 'pressed_at', 'ad'], ...s.callbacks.map((c) => [c.callerNumber, c.at, adOf(c.creativeId)])];
}
