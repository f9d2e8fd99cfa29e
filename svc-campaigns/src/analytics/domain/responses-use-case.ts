import type { Caller } from '@rbt/service-kit';
import type { ResponseSummary } from '@rbt/contracts';
import { loadOwned } from '../../campaigns';
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

/** The callback list as CSV rows: each caller once (the list keeps one lead per number for 30 days). */
export function callbackCsvRows(s: ResponseSummary): string[][] {
  return [['caller_number', 'pressed_at'], ...s.callbacks.map((c) => [c.callerNumber, c.at])];
}
