import type { EmailKind, Language } from '@rbt/contracts';

interface KindWords {
  subject: string;
  /**
   * `{name}` is the campaign's name; `{reason}` an admin's or the service's reason, when there is one; `{amount}`
   * the money an email about money is about (PKR, to the paisa); `{from}`, `{to}`, `{plays}`, `{spend}` and
   * `{listen}` a scheduled report's period and figures.
   */
  body: string;
  withReason?: string;
}

interface EmailWords {
  kinds: Record<EmailKind, KindWords>;
  unnamed: string;
  greeting: string;
  open: string;
  unsubscribe: string;
  essential: string;
  /** The link to the portal's email settings. */
  settings: string;
  signature: string;
  /** The page the one-click unsubscribe link opens. */
  unsubscribed: string;
}

/** The email copy, in English and in Urdu (the bell's sentences in the portal, with a subject line each). */
export const EMAIL_WORDS: Record<Language, EmailWords> = {
  en: {
    kinds: {
      approved: { subject: '{name} was approved', body: 'Your campaign {name} was approved and is scheduled.' },
      rejected: {
        subject: '{name} was not approved',
        body: 'Your campaign {name} was not approved.',
        withReason: 'Your campaign {name} was not approved. Reason: {reason}',
      },
      live: { subject: '{name} is live', body: 'Your campaign {name} is live and its ad is playing.' },
      paused: { subject: '{name} was paused', body: 'Your campaign {name} was paused.' },
      resumed: { subject: '{name} is live again', body: 'Your campaign {name} was resumed and is live again.' },
      completed: { subject: '{name} has completed', body: 'Your campaign {name} has completed.' },
      capacity_hold: {
        subject: '{name} is on hold',
        body: 'Your campaign {name} is on hold: not enough capacity for some cities and hours.',
      },
      creative_approved: {
        subject: 'The new ad of {name} was approved',
        body: 'The new ad of {name} was approved and now plays.',
      },
      creative_rejected: {
        subject: 'The new ad of {name} was not approved',
        body: 'The new ad of {name} was not approved. The current ad keeps playing.',
        withReason: 'The new ad of {name} was not approved. Reason: {reason} The current ad keeps playing.',
      },
      credit_note: {
        subject: 'A credit note for {name}',
        body: 'Your campaign {name} has completed, but not every guaranteed play could run, so a credit note for the rest was issued. The credit note is attached (PDF).',
      },
      submitted: {
        subject: '{name} was submitted for review',
        body: 'Your campaign {name} was submitted and waits for review. We will email you when it is approved.',
      },
      behind_pace: {
        subject: '{name} is behind pace',
        body: 'Your campaign {name} has delivered fewer plays than planned so far.',
        withReason: 'Your campaign {name} has delivered fewer plays than planned so far: {reason}',
      },
      payment_pending: {
        subject: 'Payment awaited for {name}',
        body: 'Your campaign {name} waits for your payment of {amount}. It goes to review once the payment is confirmed.',
      },
      payment_received: {
        subject: 'Payment received for {name}',
        body: 'We received your payment of {amount} for {name}. The campaign now waits for review.',
      },
      payment_refunded: {
        subject: 'Refund for {name}',
        body: '{amount} for your campaign {name} was refunded.',
        withReason: '{amount} for your campaign {name} was refunded: {reason}',
      },
      scheduled_report: {
        subject: 'Report for {name}: {from} to {to}',
        body: '{name} from {from} to {to}: {plays} plays, {spend} spent, {listen} listened to the end. The figures per day, hour and city are attached (CSV).',
      },
    },
    unnamed: 'Your campaign',
    greeting: 'Hello,',
    open: 'Open the campaign in the portal',
    unsubscribe: 'Stop these emails',
    essential: 'You receive this email because it is about your order or your money.',
    settings: 'Choose which emails you get',
    signature: 'RBT Ads',
    unsubscribed: "Done: you will get no more of these emails. The portal's bell still shows them.",
  },
  ur: {
    kinds: {
      approved: {
        subject: '{name} منظور ہو گئی',
        body: 'آپ کی مہم {name} منظور ہو گئی ہے اور اپنے وقت پر چلے گی۔',
      },
      rejected: {
        subject: '{name} منظور نہیں ہوئی',
        body: 'آپ کی مہم {name} منظور نہیں ہوئی۔',
        withReason: 'آپ کی مہم {name} منظور نہیں ہوئی۔ وجہ: {reason}',
      },
      live: { subject: '{name} چل پڑی ہے', body: 'آپ کی مہم {name} چل پڑی ہے۔' },
      paused: { subject: '{name} روک دی گئی', body: 'آپ کی مہم {name} روک دی گئی ہے۔' },
      resumed: { subject: '{name} دوبارہ چل پڑی', body: 'آپ کی مہم {name} دوبارہ چل پڑی ہے۔' },
      completed: { subject: '{name} مکمل ہو گئی', body: 'آپ کی مہم {name} مکمل ہو گئی ہے۔' },
      capacity_hold: {
        subject: '{name} رکی ہوئی ہے',
        body: 'آپ کی مہم {name} فی الحال رکی ہوئی ہے: کچھ شہروں اور گھنٹوں میں اشتہار چلانے کی گنجائش کافی نہیں۔',
      },
      creative_approved: {
        subject: '{name} کا نیا اشتہار منظور ہو گیا',
        body: 'مہم {name} کا نیا اشتہار منظور ہو گیا ہے اور اب وہی چل رہا ہے۔',
      },
      creative_rejected: {
        subject: '{name} کا نیا اشتہار منظور نہیں ہوا',
        body: 'مہم {name} کا نیا اشتہار منظور نہیں ہوا۔ پرانا اشتہار چلتا رہے گا۔',
        withReason: 'مہم {name} کا نیا اشتہار منظور نہیں ہوا۔ وجہ: {reason} پرانا اشتہار چلتا رہے گا۔',
      },
      credit_note: {
        subject: '{name} کے لیے کریڈٹ نوٹ',
        body: 'آپ کی مہم {name} مکمل ہو گئی ہے، مگر ضمانت شدہ تمام اشتہار نہیں چل سکے، اس لیے باقی رقم کا کریڈٹ نوٹ جاری کیا گیا ہے۔ کریڈٹ نوٹ (PDF) ساتھ منسلک ہے۔',
      },
      submitted: {
        subject: '{name} جائزے کے لیے جمع ہو گئی',
        body: 'آپ کی مہم {name} جمع ہو گئی ہے اور جائزے کی منتظر ہے۔ منظوری پر ہم آپ کو ای میل کریں گے۔',
      },
      behind_pace: {
        subject: '{name} رفتار سے پیچھے ہے',
        body: 'آپ کی مہم {name} نے اب تک منصوبے سے کم پلے چلائے ہیں۔',
        withReason: 'آپ کی مہم {name} نے اب تک منصوبے سے کم پلے چلائے ہیں: {reason}',
      },
      payment_pending: {
        subject: '{name} کی ادائیگی کا انتظار ہے',
        body: 'آپ کی مہم {name} آپ کی {amount} کی ادائیگی کی منتظر ہے۔ ادائیگی کی تصدیق کے بعد یہ جائزے میں جائے گی۔',
      },
      payment_received: {
        subject: '{name} کی ادائیگی موصول ہو گئی',
        body: 'ہمیں مہم {name} کے لیے آپ کی {amount} کی ادائیگی موصول ہو گئی ہے۔ مہم اب جائزے کی منتظر ہے۔',
      },
      payment_refunded: {
        subject: '{name} کی رقم واپس',
        body: 'آپ کی مہم {name} کے {amount} واپس کر دیے گئے ہیں۔',
        withReason: 'آپ کی مہم {name} کے {amount} واپس کر دیے گئے ہیں: {reason}',
      },
      scheduled_report: {
        subject: '{name} کی رپورٹ: {from} سے {to} تک',
        body: '{name}، {from} سے {to} تک: {plays} پلے، {spend} خرچ، {listen} آخر تک سنے گئے۔ دن، گھنٹے اور شہر کے حساب سے اعداد ساتھ منسلک ہیں (CSV)۔',
      },
    },
    unnamed: 'آپ کی مہم',
    greeting: 'السلام علیکم،',
    open: 'پورٹل میں مہم کھولیں',
    unsubscribe: 'یہ ای میلز بند کریں',
    essential: 'یہ ای میل آپ کو اس لیے ملی ہے کہ یہ آپ کے آرڈر یا رقم کے بارے میں ہے۔',
    settings: 'منتخب کریں کہ کون سی ای میلز آئیں',
    signature: 'RBT Ads',
    unsubscribed: 'ہو گیا: آپ کو یہ ای میلز اب نہیں آئیں گی۔ پورٹل کی گھنٹی میں یہ اطلاعات اب بھی نظر آئیں گی۔',
  },
};
