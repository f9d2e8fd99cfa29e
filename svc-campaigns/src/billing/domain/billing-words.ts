import {
  CREDIT_NOTE_REASONS,
  FEE_LABELS,
  PLATFORM_FEE_RATE,
  VAT_RATE,
  ratePercent,
  type CreditNote,
  type Language,
} from '@rbt/contracts';

/**
 * The words of invoices, receipts and credit notes in the buyer's language. The Urdu table has the English
 * one's type, so a label missing in one language is a compile error.
 */
const en = {
  invoice: 'Tax Invoice',
  receipt: 'Payment Receipt',
  creditNote: 'Credit Note',
  invoiceNumber: 'Invoice number',
  receiptNumber: 'Receipt number',
  creditNoteNumber: 'Credit note number',
  forInvoice: 'For invoice',
  issued: 'Issued',
  paidOn: 'Paid',
  campaign: 'Campaign',
  status: 'Status',
  paid: 'Paid',
  paymentMethod: 'Payment method',
  paymentId: 'Payment id',
  playsRun: 'Plays run',
  playsRunValue: (run: string, of: string) => `${run} of ${of}`,
  reason: 'Reason',
  reasons: CREDIT_NOTE_REASONS as Record<CreditNote['reason'], string>,
  seller: 'Seller',
  billTo: 'Bill to',
  columns: ['Description', 'Plays', 'Price per play', 'Amount'],
  playsBeforeFees: 'Plays (before fee and VAT)',
  creditedBeforeFees: 'Plays credited (before fee and VAT)',
  platformFee: FEE_LABELS.platformFee as string,
  vat: FEE_LABELS.vat as string,
  total: 'Total (PKR)',
  amountPaid: 'Amount paid (PKR)',
  totalCredited: 'Total credited (PKR)',
  paidByCredit: 'Paid by account credit (PKR)',
  testSeller: "TEST DOCUMENT: the seller details are the local stack's made-up ones. This is not a tax invoice.",
  invoiceFooter: 'Prototype: payment was simulated and no card was charged. Amounts in Pakistani rupees (PKR).',
  creditFooter: 'Credit for guaranteed plays that were not delivered. Amounts in Pakistani rupees (PKR).',
  guaranteedItem: (name: string) => `Guaranteed audio ad plays: ${name}`,
  creditedItem: (name: string) => `Credited plays not delivered: ${name}`,
  campaignItem: (name: string) => `Campaign: ${name}`,
  topUpItem: (name: string, from: string, to: string) => `Top-up of ${name}: added audio ad plays, ${from} to ${to}`,
};
type BillingWords = typeof en;

const ur: BillingWords = {
  invoice: 'ٹیکس انوائس',
  receipt: 'ادائیگی کی رسید',
  creditNote: 'کریڈٹ نوٹ',
  invoiceNumber: 'انوائس نمبر',
  receiptNumber: 'رسید نمبر',
  creditNoteNumber: 'کریڈٹ نوٹ نمبر',
  forInvoice: 'برائے انوائس',
  issued: 'تاریخ اجرا',
  paidOn: 'تاریخ ادائیگی',
  campaign: 'مہم',
  status: 'کیفیت',
  paid: 'ادا شدہ',
  paymentMethod: 'ادائیگی کا طریقہ',
  paymentId: 'ادائیگی آئی ڈی',
  playsRun: 'چلنے والے پلے',
  playsRunValue: (run, of) => `${of} میں سے ${run}`,
  reason: 'وجہ',
  reasons: {
    supply: 'آپریٹر کے پاس پیش گوئی سے کم موزوں کالیں آئیں',
    paused: 'مہم شیڈول ختم ہونے تک روکی رہی',
    ended: 'تمام پلے چلنے سے پہلے مہم کی آخری تاریخ آ گئی',
  },
  seller: 'فروخت کنندہ',
  billTo: 'خریدار',
  columns: ['تفصیل', 'پلے', 'فی پلے قیمت', 'رقم'],
  playsBeforeFees: 'پلے (فیس اور VAT سے پہلے)',
  creditedBeforeFees: 'کریڈٹ کیے گئے پلے (فیس اور VAT سے پہلے)',
  // "8 فیصد", not "8%": in an Urdu sentence the bidi algorithm reads "(8%)" as an Arabic number and shows "(%8)".
  platformFee: `پلیٹ فارم فیس (${ratePercent(PLATFORM_FEE_RATE).replace('%', ' فیصد')})`,
  vat: `VAT (${ratePercent(VAT_RATE)})`,
  total: 'کل رقم (PKR)',
  amountPaid: 'ادا کی گئی رقم (PKR)',
  totalCredited: 'کل کریڈٹ (PKR)',
  paidByCredit: 'اکاؤنٹ کریڈٹ سے ادا شدہ (PKR)',
  testSeller: 'ٹیسٹ دستاویز: فروخت کنندہ کی تفصیلات مقامی ٹیسٹ کی فرضی تفصیلات ہیں۔ یہ ٹیکس انوائس نہیں ہے۔',
  invoiceFooter: 'نمونہ: ادائیگی فرضی تھی اور کسی کارڈ سے رقم نہیں کاٹی گئی۔ تمام رقوم پاکستانی روپے (PKR) میں ہیں۔',
  creditFooter: 'ان ضمانت شدہ پلے کا کریڈٹ جو نہیں چلے۔ تمام رقوم پاکستانی روپے (PKR) میں ہیں۔',
  guaranteedItem: (name) => `ضمانت شدہ آڈیو اشتہار پلے: ${name}`,
  creditedItem: (name) => `نہ چلنے والے پلے کا کریڈٹ: ${name}`,
  campaignItem: (name) => `مہم: ${name}`,
  topUpItem: (name, from, to) => `${name} کا ٹاپ اپ: اضافی آڈیو اشتہار پلے، ${from} سے ${to} تک`,
};

export const BILLING_WORDS: Record<Language, BillingWords> = { en, ur };

/**
 * An invoice item's description in another language. Items are stored as English sentences (invoices are kept as
 * issued); the three shapes this service writes are read back and said again; anything else is shown as stored.
 */
export function itemDescription(words: BillingWords, stored: string): string {
  if (words === en) return stored;
  const topUp = /^Top-up of (.*): added audio ad plays, (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/s.exec(stored);
  if (topUp) return words.topUpItem(topUp[1]!, topUp[2]!, topUp[3]!);
  const named = /^(Guaranteed audio ad plays|Credited plays not delivered|Campaign): (.*)$/s.exec(stored);
  if (!named) return stored;
  const say = { 'Guaranteed audio ad plays': words.guaranteedItem, 'Credited plays not delivered': words.creditedItem };
  return (say[named[1] as keyof typeof say] ?? words.campaignItem)(named[2]!);
}
