import { type CallerResponseRequest, karachiClock, servedResponse } from '@rbt/contracts';
import type { ResponseRepository, ServingStore } from './ports';
import type { ServingIndex } from './serving-index';
import { recordOptOut } from './opt-out-use-case';
import { creativeOf } from './creative-rotation';

export interface ResponsePorts {
  serving: Pick<ServingStore, 'claimResponse' | 'releaseResponse' | 'optOut'>;
  responses: Pick<ResponseRepository, 'insert'>;
  index: Pick<ServingIndex, 'get'>;
  /** Wakes the SMS sender so a new SMS leaves without waiting for its timer. */
  afterSmsQueued: () => void;
  /** True when a sandbox SMSC (the stand-in) is set: a sandbox key's SMS are sent there; else recorded, not sent. */
  sandboxSmsc: boolean;
}

/** Why a response is refused (each counted): no live decision, no counted play, answered already, ad offers none. */
export type Refusal = 'unknown' | 'no_impression' | 'repeat' | 'no_response';
export type ResponseOutcome =
  { ok: true; outcome: 'sms_queued' | 'callback_listed' | 'opted_out' } | { ok: false; refused: Refusal };

/**
 * A caller pressed a key during the ringback (the platform reports it on the decision's signed response URL). 9:
 * the existing opt-out. 1: counted once per AdServingId while the decision is valid (the claim is one Redis call),
 * then stored with the caller's consent time: an SMS queued for the sender, or a lead on the callback list. When the
 * store fails the claim is given back, so the platform's retry still counts.
 */
export async function respond(
  p: ResponsePorts,
  adServingId: string,
  platformId: string,
  req: CallerResponseRequest,
  nowMs: number,
): Promise<ResponseOutcome> {
  if (req.key === '9') {
    const r = await recordOptOut(p.serving, adServingId, nowMs);
    return r === 'unknown' ? { ok: false, refused: 'unknown' } : { ok: true, outcome: 'opted_out' };
  }
  const claim = await p.serving.claimResponse(adServingId, platformId, nowMs);
  if (claim.outcome !== 'ok') return { ok: false, refused: claim.outcome };
  // The offer of the ad the caller heard (docs/creatives.md): each ad of several may have its own, or none.
  const campaign = p.index.get(claim.campaignId);
  const offer = campaign ? servedResponse(campaign.spec, creativeOf(campaign, claim.creativeId)) : null;
  if (!offer) {
    await p.serving.releaseResponse(adServingId);
    return { ok: false, refused: 'no_response' };
  }
  const at = new Date(nowMs);
  const common = {
    _id: adServingId,
    campaignId: claim.campaignId,
    // The ad the caller heard, so results per ad count its responses (absent: the campaign's own ad).
    ...(claim.creativeId ? { creativeId: claim.creativeId } : {}),
    platformId,
    sandbox: claim.sandbox,
    kind: offer.kind,
    pressedAt: at,
    date: karachiClock(nowMs).date,
  };
  try {
    if (offer.kind === 'sms') {
      // A sandbox key's SMS never reaches a subscriber (docs/operators.md "Sandbox"): it waits in the sandbox lane,
      // which only the sandbox SMSC's sender reads, or is recorded as not sent when there is none.
      const state = claim.sandbox && !p.sandboxSmsc ? ('not_sent' as const) : ('sending' as const);
      const sms = { text: offer.text, state, attempts: 0, nextAt: at };
      await p.responses.insert({ ...common, callerNumber: req.callerNumber, sms }, null);
      if (state === 'sending') p.afterSmsQueued();
      return { ok: true, outcome: 'sms_queued' };
    }
    const lead = claim.sandbox
      ? null
      : {
          campaignId: claim.campaignId,
          callerNumber: req.callerNumber,
          at,
          adServingId,
          ...(claim.creativeId ? { creativeId: claim.creativeId } : {}),
        };
    await p.responses.insert(common, lead);
    return { ok: true, outcome: 'callback_listed' };
  } catch (err) {
    await p.serving.releaseResponse(adServingId).catch(() => undefined);
    throw err;
  }
}
