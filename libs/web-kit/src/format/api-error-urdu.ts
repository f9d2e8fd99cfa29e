// API errors in Urdu. Services answer stable codes, field paths and English sentences; an Urdu page says
// the code and the field in Urdu and keeps only the rule's figures from the English sentence (its limit), so no
// English sentence from a service reaches an Urdu page.
import { lakhGrouped } from './lakh';

const FIELD_LABELS: Record<string, string> = {
  name: 'مہم کا نام',
  objective: 'مقصد',
  cities: 'شہروں کی فہرست',
  gender: 'جنس کا انتخاب',
  valueTier: 'ویلیو درجہ',
  deviceType: 'ڈیوائس کی قسم',
  freqCapPerDay: 'فی شخص روزانہ پلے',
  startDate: 'شروع کی تاریخ',
  endDate: 'آخری تاریخ',
  daysOfWeek: 'ہفتے کے دن',
  timeSlots: 'وقت کے سلاٹ',
  budget: 'بجٹ',
  budgetPkr: 'بجٹ',
  amountPkr: 'بجٹ',
  targetImpressions: 'ضمانت شدہ پلے',
  script: 'اسکرپٹ',
  audioUrl: 'آڈیو',
  fileUrl: 'آڈیو',
  promoCode: 'پرومو کوڈ',
  email: 'ای میل',
  password: 'پاس ورڈ',
};

/** Campaign states as an Urdu sentence says them: "یہ مہم <words> ہے". */
export const URDU_STATE_WORDS: Record<string, string> = {
  draft: 'مسودہ',
  awaiting_payment: 'ادائیگی کی منتظر',
  pending_review: 'ادا شدہ اور جائزے میں',
  scheduled: 'ادا شدہ اور شروع ہونے کو تیار',
  live: 'چل رہی',
  paused: 'رکی ہوئی',
  completed: 'مکمل',
  rejected: 'جائزے میں مسترد',
  cancelled: 'منسوخ',
};

/** "audience.cities.3" → the label of its last named part; a path the table does not know is "یہ قدر" (this value). */
export function urduFieldLabel(path: string): string {
  const parts = path.replace(/(\.\d+)+$/, '').split('.');
  return FIELD_LABELS[parts.at(-1) ?? ''] ?? 'یہ قدر';
}

/** The limit an English rule states ("at most 1000000000", "at least 5,000"), said in Urdu with lakh grouping. */
export function urduLimit(english: string, money: boolean): string | null {
  const m = /\b(at most|at least|above|below|up to)\s+(?:PKR\s+)?([\d,]+(?:\.\d+)?)/i.exec(english);
  if (!m) return null;
  const n = Number(m[2]!.replace(/,/g, ''));
  const figure = `${money ? 'PKR ' : ''}${Number.isInteger(n) ? lakhGrouped(n) : m[2]}`;
  const words: Record<string, string> = {
    'at most': 'زیادہ سے زیادہ',
    'up to': 'زیادہ سے زیادہ',
    below: 'اس سے کم',
    'at least': 'کم از کم',
    above: 'اس سے زیادہ',
  };
  return `${words[m[1]!.toLowerCase()]} \u2068${figure}\u2069`;
}

export const URDU_ERRORS = {
  invalid: (label: string, limit: string | null) =>
    limit ? `${label} درست نہیں: ${limit} ہونا چاہیے۔` : `${label} غائب ہے یا درست نہیں۔`,
  invalidSomething: 'جو درج کیا گیا اس میں کچھ درست نہیں۔',
  moved: (state: string) => `یہ مہم اب ${state} ہے، اس لیے یہ کام نہیں ہو سکتا۔`,
  changed: 'اس دوران یہ بدل گیا۔ صفحہ دوبارہ کھولیں اور پھر کوشش کریں۔',
  signedOut: 'آپ سائن آؤٹ ہو چکے ہیں۔ جاری رکھنے کے لیے دوبارہ سائن اِن کریں۔',
  forbidden: 'آپ کا اکاؤنٹ یہ نہیں کر سکتا۔ ضرورت ہو تو کسی ایڈمن سے کہیں۔',
  notFound: 'یہ نہیں ملا: شاید اسے حذف کر دیا گیا ہے۔',
  tooLarge: 'یہ بھیجنے کے لیے بہت بڑا ہے۔ چھوٹی فائل یا مختصر متن چنیں۔',
  tooMany: 'ایک ساتھ بہت زیادہ درخواستیں۔ ذرا رک کر دوبارہ کوشش کریں۔',
  tryAgain: 'ہماری طرف کچھ خرابی ہوئی۔ براہِ کرم دوبارہ کوشش کریں۔',
  offline: 'پورٹل تک رسائی نہیں ہو سکی۔ اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
};

const MONEY = /(budget|amountPkr|totalCost)$/i;

/** An answer's words in Urdu: by status and code, the first bad field by its Urdu label with the rule's limit. */
export function explainInUrdu(
  status: number,
  env: { code: string | null; message: string | null; details: unknown },
): { message: string; field: string | null; retry: boolean } {
  const none = { field: null, retry: false };
  if (status === 400 || status === 422 || env.code === 'validation_failed' || env.code === 'bad_request') {
    const issues = Array.isArray(env.details) ? (env.details as { path?: unknown; message?: unknown }[]) : [];
    const first = issues.find((i) => typeof i?.message === 'string');
    const text = typeof first?.message === 'string' ? first.message : (env.message ?? '');
    const path =
      typeof first?.path === 'string' && first.path ? first.path : (/^([A-Za-z][\w.]*): /.exec(text)?.[1] ?? null);
    if (!path) return { ...none, message: URDU_ERRORS.invalidSomething };
    const limit = urduLimit(text, MONEY.test(path));
    return { field: path, retry: false, message: URDU_ERRORS.invalid(urduFieldLabel(path), limit) };
  }
  if (status === 409) {
    const state =
      /^This campaign is (\w+)/.exec(env.message ?? '')?.[1] ??
      (env.details as { currentStatus?: unknown } | undefined)?.currentStatus;
    const words = typeof state === 'string' ? URDU_STATE_WORDS[state] : undefined;
    return { ...none, message: words ? URDU_ERRORS.moved(words) : URDU_ERRORS.changed };
  }
  const fixed: Record<number, string> = {
    401: URDU_ERRORS.signedOut,
    403: URDU_ERRORS.forbidden,
    404: URDU_ERRORS.notFound,
    413: URDU_ERRORS.tooLarge,
  };
  if (fixed[status]) return { ...none, message: fixed[status]! };
  if (status === 429) return { field: null, retry: true, message: URDU_ERRORS.tooMany };
  return { field: null, retry: true, message: URDU_ERRORS.tryAgain };
}
