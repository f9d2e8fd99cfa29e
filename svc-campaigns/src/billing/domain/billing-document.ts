import type {
  BillingParty,
  BillingProfile,
  Invoice,
  InvoiceItem,
  Language,
  LockedQuote,
  Payment,
  Receipt,
} from '@rbt/contracts';
import { basePricePerPlay, FEE_LABELS } from '@rbt/contracts';
import { BILLING_WORDS, itemDescription } from './billing-words';

/**
 * The seller of invoices issued before the seller block was copied onto each invoice: its name only, as no tax
 * numbers were recorded then. Every newer invoice carries the configured seller (config-seller.ts).
 */
const EARLY_SELLER: BillingParty = {
  name: 'RBT Ads',
  company: 'RBT Ads (Private) Limited',
  address: null,
  ntn: null,
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
  const unitPricePkr = Math.round(basePricePerPlay(q) * 10_000) / 10_000;
  const description = BILLING_WORDS.en.guaranteedItem(campaignName);
  return [{ description, plays, unitPricePkr, amountPkr: q.baseCost }];
}

/** Text blocks shared by the invoice and receipt PDFs, in reading order (the renderer only lays them out). */
export interface BillingDocument {
  /** The buyer's language: the words, the figures' grouping and, in Urdu, a right-to-left page. */
  language: Language;
  title: string;
  /** Column headings of the items table: description, plays, price per play, amount. */
  columns: string[];
  headings: { seller: string; buyer: string };
  meta: [label: string, value: string][];
  seller: BillingParty;
  buyer: BillingParty;
  items: InvoiceItem[];
  totals: [label: string, amountPkr: number][];
  footer: string;
  /** Said above everything when the seller is the local stack's made-up one (not a tax invoice). */
  notice: string | null;
}

/** A Karachi calendar date: "24 Nov 2026", in Urdu with Urdu month names and Western digits ("24 نومبر 2026"). */
export const karachiDate = (iso: string, language: Language = 'en') =>
  new Intl.DateTimeFormat(language === 'ur' ? 'ur-PK-u-nu-latn' : 'en-PK', {
    timeZone: 'Asia/Karachi',
    day: '2-digit',
    month: language === 'ur' ? 'long' : 'short',
    year: 'numeric',
  }).format(new Date(iso));
const lineAmount = (inv: Invoice, code: string) => inv.lines.find((l) => l.code === code)?.amountPkr ?? 0;
const fallbackItems = (inv: Invoice): InvoiceItem[] => [
  {
    description: BILLING_WORDS.en.campaignItem(inv.campaignName),
    plays: 0,
    unitPricePkr: 0,
    amountPkr: lineAmount(inv, 'base'),
  },
];

export function invoiceDocument(inv: Invoice, language: Language = 'en'): BillingDocument {
  const w = BILLING_WORDS[language];
  const seller = inv.seller ?? EARLY_SELLER;
  return {
    language,
    title: w.invoice,
    notice: seller.testOnly ? w.testSeller : null,
    columns: w.columns,
    headings: { seller: w.seller, buyer: w.billTo },
    meta: [
      [w.invoiceNumber, inv.number],
      [w.issued, karachiDate(inv.issuedAt, language)],
      [w.campaign, inv.campaignName],
      [w.status, w.paid],
    ],
    seller,
    buyer: inv.buyer ?? buyerOf(null, ''),
    items: (inv.items ?? fallbackItems(inv)).map((it) => ({ ...it, description: itemDescription(w, it.description) })),
    totals: [
      [w.playsBeforeFees, lineAmount(inv, 'base')],
      [w.platformFee, lineAmount(inv, 'platform_fee')],
      [w.vat, lineAmount(inv, 'vat')],
      [w.total, inv.totalPkr],
      // Of the total, what the account credit paid (the provider was asked only for the rest).
      ...(inv.paidByCreditPkr ? [[w.paidByCredit, inv.paidByCreditPkr] as [string, number]] : []),
    ],
    footer: w.invoiceFooter,
  };
}

export function receiptDocument(inv: Invoice, r: Receipt, language: Language = 'en'): BillingDocument {
  const w = BILLING_WORDS[language];
  return {
    ...invoiceDocument(inv, language),
    title: w.receipt,
    meta: [
      [w.receiptNumber, r.number],
      [w.forInvoice, r.invoiceNumber],
      [w.paidOn, karachiDate(r.paidAt, language)],
      [w.paymentMethod, r.provider],
      [w.paymentId, r.paymentId],
    ],
    totals: [
      [w.playsBeforeFees, lineAmount(inv, 'base')],
      [w.platformFee, lineAmount(inv, 'platform_fee')],
      [w.vat, lineAmount(inv, 'vat')],
      [w.amountPaid, r.amountPkr],
      ...(inv.paidByCreditPkr ? [[w.paidByCredit, inv.paidByCreditPkr] as [string, number]] : []),
    ],
  };
}

/** The invoice's lines from the locked quote: base cost, platform fee and VAT. */
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
