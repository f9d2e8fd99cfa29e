import { draftEstimateRequest, FEE_LABELS } from '@rbt/contracts';
import type {
  CampaignDraft,
  EstimateRequest,
  EstimateResponse,
  Invoice,
  LockedQuote,
  Payment,
  Receipt,
} from '@rbt/contracts';

/** The estimate request svc-pricing answers, built from the stored draft only (never from browser figures). */
export function toEstimateRequest(d: CampaignDraft, ownerId: string): EstimateRequest {
  const request = draftEstimateRequest(d);
  // The owner is named so svc-pricing prices only the owner's own customer list (another's is refused).
  return { ...request, audience: { ...request.audience, listOwnerId: ownerId } };
}

/** The quote locked at submit: svc-pricing's checkout figures (spec §9: fee 8%, VAT 16%). */
export function toLockedQuote(r: EstimateResponse, now: Date): LockedQuote {
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
  };
}

export function invoiceLines(q: LockedQuote): Invoice['lines'] {
  return [
    { code: 'base', label: 'Campaign base cost', amountPkr: q.baseCost },
    { code: 'platform_fee', label: FEE_LABELS.platformFee, amountPkr: q.platformFee },
    { code: 'vat', label: FEE_LABELS.vat, amountPkr: q.vat },
  ];
}

/** Invoice numbers are per year and gap-free per sequence: INV-2026-000042. */
export function invoiceNumber(seq: number, now: Date): string {
  return `INV-${now.getUTCFullYear()}-${String(seq).padStart(6, '0')}`;
}

export function receiptOf(invoice: Invoice, payment: Payment): Receipt {
  return {
    number: invoice.number.replace(/^INV-/, 'RCT-'),
    invoiceNumber: invoice.number,
    paymentId: payment.id,
    amountPkr: payment.amountPkr,
    currency: 'PKR',
    paidAt: payment.createdAt,
    provider: payment.provider,
  };
}
