import type { CreditNote, Language } from '@rbt/contracts';
import { BILLING_WORDS } from '../../billing';

/** The words of the proof-of-play PDF; the Urdu table has the English one's type (a missing label fails to compile). */
const en = {
  title: 'Proof of Play',
  proofNumber: 'Proof number',
  issued: 'Issued',
  campaign: 'Campaign',
  advertiser: 'Advertiser',
  schedule: 'Schedule',
  scheduleValue: (from: string, to: string) => `${from} to ${to}`,
  guaranteed: 'Guaranteed plays',
  delivered: 'Plays delivered',
  deliveredShare: 'Delivered of guaranteed',
  listenThrough: 'Listened to the end',
  creditNote: 'Credit note',
  creditNoteValue: (number: string, plays: string, amount: string, reason: string) =>
    `${number}: ${plays} plays credited, ${amount}, because ${reason}.`,
  noCreditNote: 'None issued.',
  byDay: 'Plays by day',
  byHour: 'Plays by hour (Pakistan time)',
  byCity: 'Plays by city',
  day: 'Day',
  hour: 'Hour',
  city: 'City',
  plays: 'Plays',
  noPlays: 'No plays counted.',
  perCreative: 'Plays of each ad: the tables above add them up.',
  creativeTitle: (n: number, plays: string) => `Ad ${n}: ${plays} plays`,
  statementTitle: 'Statement',
  statement: (issuer: string) =>
    `${issuer} states that the plays above are the plays its ad server counted for this campaign, as of the issue time. ` +
    'The content hash covers every figure in this document; the signature is the product’s own.',
  contentHash: 'Content SHA-256',
  signature: 'Signature (HMAC-SHA256)',
  verifyAt: 'Verify this document (anyone can open it; it also checks a file’s SHA-256)',
  reasons: BILLING_WORDS.en.reasons,
};
type ProofWords = typeof en;

const ur: ProofWords = {
  title: 'پلے کا ثبوت',
  proofNumber: 'ثبوت نمبر',
  issued: 'تاریخ اجرا',
  campaign: 'مہم',
  advertiser: 'مشتہر',
  schedule: 'شیڈول',
  scheduleValue: (from, to) => `${from} سے ${to} تک`,
  guaranteed: 'ضمانت شدہ پلے',
  delivered: 'چلنے والے پلے',
  deliveredShare: 'ضمانت میں سے چلے',
  listenThrough: 'آخر تک سنے گئے',
  creditNote: 'کریڈٹ نوٹ',
  creditNoteValue: (number, plays, amount, reason) => `${number}: ${plays} پلے کا کریڈٹ، ${amount}، کیونکہ ${reason}۔`,
  noCreditNote: 'کوئی جاری نہیں ہوا۔',
  byDay: 'دن کے حساب سے پلے',
  byHour: 'گھنٹے کے حساب سے پلے (پاکستانی وقت)',
  byCity: 'شہر کے حساب سے پلے',
  day: 'دن',
  hour: 'گھنٹہ',
  city: 'شہر',
  plays: 'پلے',
  noPlays: 'کوئی پلے شمار نہیں ہوا۔',
  perCreative: 'ہر اشتہار کے پلے: اوپر کے جدول انہی کا مجموعہ ہیں۔',
  creativeTitle: (n, plays) => `اشتہار ${n}: ${plays} پلے`,
  statementTitle: 'بیان',
  statement: (issuer) =>
    `${issuer} تصدیق کرتا ہے کہ اوپر دیے گئے پلے وہی ہیں جو اس کے اشتہار سرور نے اجرا کے وقت تک اس مہم کے لیے شمار کیے۔ ` +
    'مواد کا ہیش اس دستاویز کے ہر عدد کا احاطہ کرتا ہے؛ دستخط پروڈکٹ کا اپنا ہے۔',
  contentHash: 'مواد کا SHA-256',
  signature: 'دستخط (HMAC-SHA256)',
  verifyAt: 'اس دستاویز کی تصدیق کریں (کوئی بھی کھول سکتا ہے؛ یہ فائل کا SHA-256 بھی جانچتا ہے)',
  reasons: BILLING_WORDS.ur.reasons as Record<CreditNote['reason'], string>,
};

export const PROOF_WORDS: Record<Language, ProofWords> = { en, ur };
