import type { Invoice, LockedQuote, TopUpQuote } from '@rbt/contracts';
import { round2 } from '@rbt/pricing';
import { campaignBookingExtended } from '../../campaigns';
import { applySet, bookingOf } from '../../campaigns';
import type { Campaign } from '../../ports';
import type { CampaignSet } from '../../campaigns';
import { playsPerDayAfter } from './top-up-quote';

// Apart from top-up-use-case (which opens the attempt through checkout) so settling a payment, which applies a paid
// top-up, does not import checkout back. Sums round with the pricing engine's round2, as the quotes they add were.

/** The campaign after a paid top-up: cumulative quote (each part keeps its price), later end, new booking. */
export function applyTopUp(
  d: Campaign & { quote: LockedQuote },
  t: TopUpQuote,
  topUpId: string,
  inv: Invoice,
  at: Date,
) {
  const q = d.quote;
  const baseCost = round2(q.baseCost + t.baseCost);
  const quote: LockedQuote = {
    ...q,
    baseCost,
    platformFee: round2(q.platformFee + t.platformFee),
    vat: round2(q.vat + t.vat),
    totalCost: round2(q.totalCost + t.totalCost),
    estImpressions: t.guaranteedPlays,
    ...playsPerDayAfter(q, t, d.schedule),
    // Blended: the total base over all plays, so cards and invoices keep "plays × price = base".
    weightedCpm: round2((baseCost / t.guaranteedPlays) * 1000),
    topUps: [
      ...(q.topUps ?? []),
      { ...t, id: topUpId, invoiceId: inv.id, paidAt: at.toISOString() } as NonNullable<LockedQuote['topUps']>[0],
    ],
  };
  const budgetGoal = (d.pricing?.goalType ?? 'budget') === 'budget';
  const set: CampaignSet = {
    quote,
    'schedule.endDate': t.endDate,
    ...(budgetGoal ? { 'pricing.budget': baseCost } : { 'pricing.targetImpressions': t.guaranteedPlays }),
    paidTotal: round2((d.paidTotal ?? 0) + t.totalCost),
    paymentClaim: null,
  };
  const booking = bookingOf(applySet(d, set));
  const events = [
    campaignBookingExtended(
      d,
      {
        topUpId,
        status: d.status,
        added: { startDate: t.fromDate, endDate: t.endDate, expectedImpressions: t.addedPlays },
        booking,
      },
      at,
    ),
  ];
  return { set, events };
}
