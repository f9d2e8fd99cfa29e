import { draftEstimateRequest } from '@rbt/contracts';
import type { CampaignDraft, EstimateRequest, EstimateResponse, Feasibility, LockedQuote } from '@rbt/contracts';

/** The estimate request svc-pricing answers, built from the stored draft only (never from browser figures). */
export function toEstimateRequest(d: CampaignDraft, ownerId: string): EstimateRequest {
  const request = draftEstimateRequest(d);
  // The owner is named so svc-pricing prices only the owner's own customer list (another's is refused).
  return { ...request, audience: { ...request.audience, listOwnerId: ownerId } };
}

/**
 * The quote locked at submit: svc-pricing's checkout figures (spec §9: fee 8%, VAT 16%), and the delivery confidence
 * of svc-capacity's feasibility answer when there was one (the load of the hours sold, not the audience's size).
 */
export function toLockedQuote(r: EstimateResponse, now: Date, feasible?: Feasibility | null): LockedQuote {
  return {
    baseCost: r.checkout.baseCost,
    platformFee: r.checkout.platformFee,
    vat: r.checkout.tax,
    totalCost: r.checkout.total,
    estImpressions: r.estImpressions,
    estReach: r.estReach,
    targetedUsers: r.targetedUsers,
    playsPerDay: r.impressionsPerDay,
    weightedCpm: r.checkout.weightedCpm,
    lockedAt: now.toISOString(),
    ...(feasible ? { deliveryConfidence: feasible.deliveryConfidence } : {}),
  };
}
