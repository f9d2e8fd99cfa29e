import { PLATFORM_FEE_RATE, SCRIPT_CHARS_PER_SECOND, VAT_RATE, groupedFigure, pkrText } from '@rbt/contracts';
import type { HelpWords } from './help-words-types';
import { IDEAL_MAX_SEC } from './help-limits';

/** "16 فیصد", not "16%": inside a right-to-left sentence the bidi algorithm shows "%16" (docs/decisions/i18n.md). */
const percent = (rate: number) => `${Number((rate * 100).toFixed(4))} فیصد`;
const VAT = percent(VAT_RATE);
const FEE = percent(PLATFORM_FEE_RATE);
/** First-strong isolates keep "PKR 12,50,000" in its order inside a right-to-left sentence, as web-kit does. */
const isolate = (s: string) => `\u2068${s}\u2069`;
/** Western digits grouped in lakhs and crores (12,50,000), the way the portal writes figures in Urdu. */
const count = (n: number) => groupedFigure(n, { language: 'ur' });
const pkr = (n: number) => isolate(pkrText(n, { digits: 0, language: 'ur' }));
const day = new Intl.DateTimeFormat('ur-PK-u-nu-latn', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "2030-01-16" → "16 جنوری 2030"; Karachi calendar dates, so no zone shift. */
const date = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/**
 * The offline assistant in Urdu, for a shop owner reading it in the help panel: the same advice and
 * figures as the English table, said the way the portal's Urdu pages say them (Western digits, "شام 6 سے رات 10
 * بجے", "فی ویو PKR 0.50"). Brand names and PKR, LUFS, VAT stay in Latin as on every Urdu page.
 */
export const URDU_HELP: HelpWords = {
  suggestion: {
    'no-cities': () => ({
      title: 'کم از کم ایک شہر چنیں',
      description:
        'ابھی کوئی شہر نہیں چنا گیا، اس لیے سامعین کا اندازہ نہیں لگ سکتا۔ شہر تلاش کریں یا نقشے پر کسی نشان پر کلک کریں۔',
    }),
    'small-audience': ({ reach }) => ({
      title: 'آپ کے سامعین کم ہیں',
      description: `صرف ایک شہر چنا گیا ہے جس میں تقریباً ${isolate(count(reach))} صارفین ہیں۔ زیادہ لوگوں تک پہنچنے کے لیے آس پاس کے شہر شامل کریں یا جنس، آلے کی قسم یا ویلیو ٹیئر کی شرط نرم کریں۔`,
    }),
    'freq-high': () => ({
      title: 'دن میں پانچ بار سننے سے لوگ اکتا سکتے ہیں',
      description:
        'دن میں 3 یا 4 بار کی حد پر بھی 5 یا 10 فیصد کی رعایت ملتی ہے، اور لوگ ایک ہی اشتہار کم بار سنتے ہیں۔',
    }),
    'dates-order': ({ startDate, endDate }) => ({
      title: 'آخری تاریخ شروع کی تاریخ سے پہلے ہے',
      description: `مہم ${date(startDate)} کو شروع ہو کر ${date(endDate)} کو ختم ہو رہی ہے۔ دورانیے کا کوئی تیار انتخاب چنیں یا آخری تاریخ درست کریں۔`,
    }),
    'no-dates': () => ({
      title: 'مہم کی تاریخیں طے کریں',
      description: 'آگے بڑھنے سے پہلے شروع اور آخری تاریخ ضروری ہیں؛ جلدی شروع کرنے کے لیے "1 ہفتہ" چن لیں۔',
    }),
    'no-slots': () => ({
      title: 'کم از کم ایک گھنٹہ چنیں',
      description:
        'اشتہار صرف انہی گھنٹوں میں چلتا ہے جو آپ چنیں۔ سب سے زیادہ کالیں شام 6 سے رات 10 بجے کے درمیان ہوتی ہیں۔',
    }),
    'no-prime-time': () => ({
      title: 'پرائم ٹائم کا کوئی گھنٹہ نہیں چنا گیا',
      description:
        'آپ کا کوئی بھی گھنٹہ شام 6 سے رات 10 بجے کے درمیان نہیں، جب سب سے زیادہ کالیں ہوتی ہیں۔ ان میں سے ایک دو گھنٹے شامل کرنے سے زیادہ لوگ اشتہار سنیں گے؛ ان کی قیمت عام وقت سے دگنی ہے۔',
    }),
    'no-script': () => ({
      title: 'اپنے اشتہار کی تحریر لکھیں',
      description: 'متن سے آواز بنانے کے لیے تحریر ضروری ہے: 120 سے 300 حروف رکھیں، جو بول کر 10 سے 25 سیکنڈ بنتے ہیں۔',
    }),
    'script-long': ({ seconds, length }) => ({
      title: `تحریر تقریباً ${seconds} سیکنڈ کی ہے`,
      description: `${SCRIPT_CHARS_PER_SECOND} حروف فی سیکنڈ کے حساب سے آپ کی ${length} حروف کی تحریر ${IDEAL_MAX_SEC} سیکنڈ سے لمبی ہے۔ بہت سے لوگ اس کے ختم ہونے سے پہلے کال اٹھا لیتے ہیں؛ اسے تقریباً ${IDEAL_MAX_SEC * SCRIPT_CHARS_PER_SECOND} حروف تک مختصر کریں۔`,
    }),
    'brand-late': ({ brand }) => ({
      title: 'اپنے برانڈ کا نام شروع کے سیکنڈوں میں لیں',
      description: `"${brand}" کا نام تحریر میں بہت دیر سے آتا ہے۔ کال اٹھاتے ہی اشتہار رک جاتا ہے، اس لیے برانڈ کا نام پہلے جملے میں لیں۔`,
    }),
    'brand-missing': ({ brand }) => ({
      title: 'برانڈ کا نام شروع میں لیں',
      description: `تحریر میں "${brand}" (مہم کے نام سے لیا گیا) کہیں نہیں آتا۔ جلدی کال اٹھانے والوں کو بھی پتا چلنا چاہیے کہ اشتہار کس کا ہے۔`,
    }),
    'cta-late': ({ missing }) => ({
      title: missing ? 'سننے والوں کو بتائیں کہ کیا کریں' : 'کیا کرنا ہے، یہ پہلے بتائیں',
      description:
        'سننے والوں کو شروع میں ہی بتائیں کہ کیا کریں (کال کریں، دکان پر آئیں، آرڈر کریں…): کال اٹھاتے ہی اشتہار کٹ جاتا ہے، اکثر 10 سیکنڈ کے اندر۔',
    }),
    'budget-below-estimate': ({ budget, estimate, share }) => ({
      title: 'بجٹ اندازے سے کم ہے',
      description: `آپ کا ${pkr(budget)} کا بجٹ اندازاً ${pkr(estimate)} کی لاگت کا تقریباً ${share} فیصد ہے۔ بجٹ بڑھائیں، دن کم کریں یا سامعین محدود کریں، ورنہ کم لوگ اشتہار سنیں گے۔`,
    }),
    'dash-continue': () => ({
      title: 'مسودہ مکمل کریں یا نئی مہم شروع کریں',
      description:
        'مسودے میں آپ کا لکھا سب کچھ محفوظ رہتا ہے: "جاری رکھیں" اشتہار کے مرحلے سے شروع کرتا ہے۔ نئی مہم 60 منٹ سے کم میں چل پڑتی ہے۔',
    }),
    'wizard-flow': () => ({
      title: 'مہم تین مرحلوں میں',
      description:
        'پہلے سامعین اور شیڈول، پھر اشتہار، پھر جائزہ اور ادائیگی۔ شہر اور گھنٹے چنتے ہی اندازہ بدلتا رہتا ہے۔',
    }),
    'analytics-live': () => ({
      title: 'اعداد و شمار اصل میں چلے اشتہارات کے ہیں',
      description:
        'سنے جانے اور خرچ میں صرف وہی بار گنے جاتے ہیں جب اشتہار واقعی چلا، اس لیے مہم کے اعداد اس کے چلنے کے بعد ہی آتے ہیں۔',
    }),
    'billing-invoices': () => ({
      title: `انوائس میں ${VAT} سیلز ٹیکس شامل ہے`,
      description:
        'ہر ادا شدہ مہم کی انوائس میں بنیادی لاگت، پلیٹ فارم فیس اور سیلز ٹیکس درج ہوتے ہیں؛ اسے کھول کر پرنٹ کریں یا PDF میں محفوظ کریں۔',
    }),
    'niche-stack': () => ({
      title: 'کئی خصوصی ہدف ملانے سے قیمت بڑھتی ہے',
      description:
        'دو یا زیادہ پریمیم ہدف (آلہ، شہر کا علاقہ، دلچسپی) ملانے پر قیمت 1.25 سے ضرب ہوتی ہے؛ صرف وہی رکھیں جو واقعی ضروری ہوں۔',
    }),
    'standard-cities': () => ({
      title: 'پہلے شہر چنیں',
      description: `"محفوظ کر کے آگے بڑھیں" کے لیے کم از کم ایک شہر ضروری ہے؛ کراچی، لاہور اور اسلام آباد فی ویو ${isolate('PKR 0.50')} بڑھاتے ہیں۔`,
    }),
    'admin-review': () => ({
      title: 'ادا شدہ مہمات کا جائزہ لیں',
      description:
        'جائزے والی مہمات منظور یا مسترد کریں؛ چلتی مہمات روکیں اور دوبارہ چلائیں؛ آنے والے دنوں کی گنجائش اپ لوڈ کرتے رہیں۔',
    }),
    'general-start': () => ({
      title: 'ڈیش بورڈ سے شروع کریں',
      description: 'ڈیش بورڈ پر آپ کے مسودے اور چلتی مہمات ہیں، اور وہیں سے نئی مہم سب سے جلدی شروع ہوتی ہے۔',
    }),
  },
  pageTips: {
    dashboard: [
      'مسودے ساتھ ساتھ محفوظ ہوتے ہیں؛ "جاری رکھیں" اشتہار کے مرحلے سے شروع کرتا ہے۔',
      '"جاری مہمات" میں وہ مہمات گنی جاتی ہیں جو اس وقت چل رہی ہیں۔',
    ],
    'campaign-wizard': [
      'موجودہ مرحلہ مکمل ہونے تک "جاری رکھیں" بند رہتا ہے۔',
      'جائزے کے مرحلے کے لیے اندازہ ایک بار طے ہو جاتا ہے۔',
    ],
    analytics: ['اعداد میں وہی بار گنے جاتے ہیں جب اشتہار واقعی چلا، صرف بک ہونے والے نہیں۔'],
    billing: [
      `بجٹ پر ${VAT} سیلز ٹیکس اور ${FEE} پلیٹ فارم فیس لگتی ہے۔`,
      'اس نمونے میں ادائیگیاں فرضی ہیں: کسی کارڈ سے رقم نہیں کٹتی۔',
    ],
    'niche-targeting': [
      'خصوصی ہدف کا مسودہ محفوظ کرنے تک اسی براؤزر میں رہتا ہے۔',
      'کسی برانڈ کو ہٹانے سے اس کے ماڈل بھی ہٹ جاتے ہیں۔',
    ],
    'standard-targeting': ['"محفوظ کر کے آگے بڑھیں" کے لیے کم از کم ایک شہر ضروری ہے۔'],
    admin: ['صرف چلتی مہم روکی جا سکتی ہے، اور صرف رکی ہوئی دوبارہ چلائی جا سکتی ہے۔'],
    unknown: ['مہم شروع کرنے یا بلنگ کھولنے کے لیے "فوری کام" استعمال کریں۔'],
  },
  sectionTips: {
    audience: [
      `کراچی، لاہور یا اسلام آباد فی ویو ${isolate('PKR 0.50')} بڑھاتے ہیں؛ دوسرے شہر ${isolate('PKR 0.20')}۔`,
      'اسمارٹ فون والوں تک پہنچنا 15 فیصد مہنگا ہے؛ سادہ فون والوں تک 10 فیصد سستا۔',
    ],
    schedule: [
      'پرائم ٹائم شام 6 سے رات 10 بجے تک ہے: عام وقت سے دگنی قیمت۔',
      'دن میں 3 بار کی حد سے 5 فیصد بچت ہوتی ہے، 4 یا زیادہ سے 10 فیصد۔',
    ],
    creative: [
      'تحریر 10 سے 25 سیکنڈ کی رکھیں: تقریباً 12 حروف فی سیکنڈ۔',
      `کال کی گھنٹی پر چلانے کے لیے آواز کی سطح ${isolate('-16 LUFS')} پر برابر کی جاتی ہے۔`,
    ],
    budget: [
      'دکھائی گئی لاگت کی حد اندازے کے 90 سے 110 فیصد تک ہے۔',
      `کل رقم = بجٹ + ${FEE} پلیٹ فارم فیس + ${VAT} سیلز ٹیکس۔`,
    ],
  },
};
