import type { BillingParty, BillingProfile, Invoice, InvoiceItem, LockedQuote, Receipt } from '@rbt/contracts';
import { FEE_LABELS } from '@rbt/contracts';

/**
 * The seller on every invoice and receipt. A placeholder company until the operator's registered details are
 * known (docs/decisions/campaigns.md, "Invoices and receipts").
 */
export const SELLER: BillingParty = {
  name: 'RBT Ads',
  company: 'RBT Ads (Private) Limited',
  address: 'Office 1204, Ocean Tower, Clifton Block 9, Karachi 75600, Pakistan',
  ntn: '0000000-0',
  email: 'billing@rbt-ads.pk',
};

/** The buyer block: the stored billing profile, else only the account's email (invoices issued before a profile). */
export function buyerOf(profile: BillingProfile | null, email: string): BillingParty {
  if (!profile) return { name: email || 'Advertiser', company: null, address: null, ntn: null, email: email || null };
  return {
    name: profile.name,
    company: profile.company,
    address: profile.address,
    ntn: profile.ntn,
    email: email || null,
  };
}

/**
 * One line: the campaign's guaranteed plays × price per play = the base cost (before fee and VAT). The base cost
 * is the locked, authoritative figure; the price per play is base ÷ plays shown to 4 decimals, so plays × the shown
 * price may differ from the amount by less than half a paisa per 100 plays.
 */
export function invoiceItems(q: LockedQuote, campaignName: string): InvoiceItem[] {
  const plays = Math.round(q.estImpressions);
  const unitPricePkr = plays > 0 ? Math.round((q.baseCost / plays) * 10_000) / 10_000 : 0;
  return [{ description: `Guaranteed audio ad plays: ${campaignName}`, plays, unitPricePkr, amountPkr: q.baseCost }];
}

/** Text blocks shared by the invoice and receipt PDFs, in reading order (the renderer only lays them out). */
export interface BillingDocument {
  title: 'Tax Invoice' | 'Payment Receipt' | 'Credit Note';
  meta: [label: string, value: string][];
  seller: BillingParty;
  buyer: BillingParty;
  items: InvoiceItem[];
  totals: [label: string, amountPkr: number][];
  footer: string;
}

const karachiDate = (iso: string) =>
  new Intl.DateTimeFormat('en-PK', {
    timeZone: 'Asia/Karachi',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
const lineAmount = (inv: Invoice, code: string) => inv.lines.find((l) => l.code === code)?.amountPkr ?? 0;
const fallbackItems = (inv: Invoice): InvoiceItem[] => [
  { description: `Campaign: ${inv.campaignName}`, plays: 0, unitPricePkr: 0, amountPkr: lineAmount(inv, 'base') },
];

export function invoiceDocument(inv: Invoice): BillingDocument {
  return {
    title: 'Tax Invoice',
    meta: [
      ['Invoice number', inv.number],
      ['Issued', karachiDate(inv.issuedAt)],
      ['Campaign', inv.campaignName],
      ['Status', 'Paid'],
    ],
    seller: inv.seller ?? SELLER,
    buyer: inv.buyer ?? buyerOf(null, ''),
    items: inv.items ?? fallbackItems(inv),
    totals: [
      ['Plays (before fee and VAT)', lineAmount(inv, 'base')],
      [FEE_LABELS.platformFee, lineAmount(inv, 'platform_fee')],
      [FEE_LABELS.vat, lineAmount(inv, 'vat')],
      ['Total (PKR)', inv.totalPkr],
    ],
    footer: 'Prototype: payment was simulated and no card was charged. Amounts in Pakistani rupees (PKR).',
  };
}

export function receiptDocument(inv: Invoice, r: Receipt): BillingDocument {
  return {
    ...invoiceDocument(inv),
    title: 'Payment Receipt',
    meta: [
      ['Receipt number', r.number],
      ['For invoice', r.invoiceNumber],
      ['Paid', karachiDate(r.paidAt)],
      ['Payment method', r.provider],
      ['Payment id', r.paymentId],
    ],
    totals: [
      ['Plays (before fee and VAT)', lineAmount(inv, 'base')],
      [FEE_LABELS.platformFee, lineAmount(inv, 'platform_fee')],
      [FEE_LABELS.vat, lineAmount(inv, 'vat')],
      ['Amount paid (PKR)', r.amountPkr],
    ],
  };
}
