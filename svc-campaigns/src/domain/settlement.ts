import type { Invoice, InvoiceItem } from '@rbt/contracts';
import { CREDIT_NOTE_REASONS as REASONS, FEE_LABELS } from '@rbt/contracts';
import { invoiceDocument, type BillingDocument } from './billing-document';

/** Why a campaign ended short of its guaranteed plays (the notification and the credit note say it in words). */
export type ShortReason = 'supply' | 'paused' | 'ended';

export interface Settlement {
  guaranteedPlays: number;
  /** Plays billed: counted plays, never more than guaranteed (delivery beyond booking is never billed). */
  playsRun: number;
  playsCredited: number;
  reason: ShortReason;
  /** The invoice's lines, each reversed pro rata (credited ÷ guaranteed), in paisa-exact PKR. */
  lines: Invoice['lines'];
  totalPkr: number;
}

/** amount × num ÷ den in whole paisa, half up, in integers (no binary-fraction drift). */
const proRata = (amountPkr: number, num: number, den: number) => {
  const paisa = Math.round(amountPkr * 100);
  return Math.floor((2 * paisa * num + den) / (2 * den)) / 100;
};

/**
 * The settlement of a completed campaign: null when every guaranteed play ran; otherwise the unplayed plays are
 * credited with every invoice line (plays, platform fee, VAT) reversed pro rata, so the credit's VAT is exactly the
 * VAT of what was not delivered. The total is the sum of the rounded lines, as on the invoice.
 */
export function settle(
  inv: Invoice,
  guaranteedPlays: number,
  delivered: number,
  reason: ShortReason,
): Settlement | null {
  const playsRun = Math.min(delivered, guaranteedPlays);
  const playsCredited = guaranteedPlays - playsRun;
  if (playsCredited <= 0 || guaranteedPlays <= 0) return null;
  const lines = inv.lines.map((l) => ({ ...l, amountPkr: proRata(l.amountPkr, playsCredited, guaranteedPlays) }));
  const totalPkr = Math.round(lines.reduce((s, l) => s + l.amountPkr * 100, 0)) / 100;
  return { guaranteedPlays, playsRun, playsCredited, reason, lines, totalPkr };
}

const money = (n: number) => `PKR ${n.toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The advertiser's notification: how many plays ran, how many were credited and why. */
export const settlementMessage = (campaignName: string, s: Settlement) =>
  `${campaignName} ended with ${s.playsRun.toLocaleString('en-PK')} of ${s.guaranteedPlays.toLocaleString('en-PK')} ` +
  `guaranteed plays: ${s.playsCredited.toLocaleString('en-PK')} plays (${money(s.totalPkr)}) were credited because ` +
  `${REASONS[s.reason]}.`;

/** The credit note PDF's blocks: the invoice's seller, buyer and line, for the credited plays only. */
export function creditNoteDocument(inv: Invoice, s: Settlement, number: string, issuedAt: string): BillingDocument {
  const base = invoiceDocument(inv);
  const amount = (code: string) => s.lines.find((l) => l.code === code)?.amountPkr ?? 0;
  const item = inv.items?.[0];
  const items: InvoiceItem[] = [
    {
      description: `Credited plays not delivered: ${inv.campaignName}`,
      plays: s.playsCredited,
      unitPricePkr: item?.unitPricePkr ?? 0,
      amountPkr: amount('base'),
    },
  ];
  return {
    ...base,
    title: 'Credit Note',
    meta: [
      ['Credit note number', number],
      ['For invoice', inv.number],
      ['Issued', new Date(issuedAt).toISOString().slice(0, 10)],
      ['Campaign', inv.campaignName],
      ['Plays run', `${s.playsRun} of ${s.guaranteedPlays}`],
      ['Reason', REASONS[s.reason]],
    ],
    items,
    totals: [
      ['Plays credited (before fee and VAT)', amount('base')],
      [FEE_LABELS.platformFee, amount('platform_fee')],
      [FEE_LABELS.vat, amount('vat')],
      ['Total credited (PKR)', s.totalPkr],
    ],
    footer: 'Credit for guaranteed plays that were not delivered. Amounts in Pakistani rupees (PKR).',
  };
}
