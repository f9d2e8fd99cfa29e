import type { Invoice, InvoiceItem, Language } from '@rbt/contracts';
import { CREDIT_NOTE_REASONS as REASONS, toPaisa } from '@rbt/contracts';
import { invoiceDocument, karachiDate, type BillingDocument } from './billing-document';
import { BILLING_WORDS } from './billing-words';
import { pkrText } from '@rbt/contracts';

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
export const proRata = (amountPkr: number, num: number, den: number) => {
  const paisa = toPaisa(amountPkr);
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

const money = (n: number) => pkrText(n);

/** The advertiser's notification: how many plays ran, how many were credited and why. */
export const settlementMessage = (campaignName: string, s: Settlement) =>
  `${campaignName} ended with ${s.playsRun.toLocaleString('en-PK')} of ${s.guaranteedPlays.toLocaleString('en-PK')} ` +
  `guaranteed plays: ${s.playsCredited.toLocaleString('en-PK')} plays (${money(s.totalPkr)}) were credited because ` +
  `${REASONS[s.reason]}.`;

/** The credit note PDF's blocks: the invoice's seller, buyer and line, for the credited plays only. */
export function creditNoteDocument(
  inv: Invoice,
  s: Settlement,
  number: string,
  issuedAt: string,
  language: Language = 'en',
): BillingDocument {
  const w = BILLING_WORDS[language];
  const base = invoiceDocument(inv, language);
  const amount = (code: string) => s.lines.find((l) => l.code === code)?.amountPkr ?? 0;
  // English keeps the bare counts it always printed; Urdu groups them in lakhs (12,50,000) as its amounts are.
  const count = (n: number) => (language === 'ur' ? n.toLocaleString('en-IN') : String(n));
  const item = inv.items?.[0];
  const items: InvoiceItem[] = [
    {
      description: w.creditedItem(inv.campaignName),
      plays: s.playsCredited,
      unitPricePkr: item?.unitPricePkr ?? 0,
      amountPkr: amount('base'),
    },
  ];
  return {
    ...base,
    title: w.creditNote,
    meta: [
      [w.creditNoteNumber, number],
      [w.forInvoice, inv.number],
      [w.issued, karachiDate(issuedAt, language)],
      [w.campaign, inv.campaignName],
      [w.playsRun, w.playsRunValue(count(s.playsRun), count(s.guaranteedPlays))],
      [w.reason, w.reasons[s.reason]],
    ],
    items,
    totals: [
      [w.creditedBeforeFees, amount('base')],
      [w.platformFee, amount('platform_fee')],
      [w.vat, amount('vat')],
      [w.totalCredited, s.totalPkr],
    ],
    footer: w.creditFooter,
  };
}
