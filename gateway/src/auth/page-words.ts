import { PASSWORD_MIN_LENGTH, type Language } from '@rbt/contracts';

/**
 * The words of the gateway's own pages (sign in, sign up, sign out) in each portal language. They are
 * server-rendered without JavaScript, so they cannot use the remotes' catalogs; the keys are the same in both
 * languages by type, which is this file's parity check.
 */
const en = {
  signInTitle: 'Sign in',
  signInLead: 'Build, price and launch ringback-tone audio campaigns.',
  email: 'Email',
  password: 'Password',
  signInButton: 'Sign in',
  newHere: 'New to RBT Ads?',
  createAccountLink: 'Create an account',
  signUpTitle: 'Create account',
  signUpHeading: 'Create your account',
  signUpLead: 'Start your first campaign in minutes.',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  signUpButton: 'Create account',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  signOutTitle: 'Sign out',
  signOutLead: 'Sign out of RBT Ads on this browser?',
  signOutButton: 'Sign out',
  backToPortal: 'Back to the portal',
  switchTo: 'اردو',
  genericFailure: 'Incorrect email or password.',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignUps: 'Too many sign-up attempts. Please wait a while and try again.',
  signedUp:
    'Thanks! If this email is new to RBT Ads, your account is ready: sign in with the password you chose. If you already have an account, sign in with your existing password.',
  invalidSignUp: 'Invalid sign-up',
  proofNeeded:
    'This account has had many failed sign-ins, so your browser must first do a short check. Turn on JavaScript and try again.',
  checkingBrowser: 'Checking this browser, a few seconds…',
  passwordRule: `At least ${PASSWORD_MIN_LENGTH} characters. Any characters work, spaces and Urdu too; a phrase of a few words is easiest to remember. Common passwords are refused.`,
  strength: ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'],
  strengthLabel: 'Password strength',
  tooShortSoFar: 'Too short',
  acceptable: 'Accepted',
  notAcceptable: 'Not accepted yet',
};
export type PageWords = typeof en;

const ur: PageWords = {
  signInTitle: 'سائن اِن',
  signInLead: 'رِنگ بیک ٹون آڈیو اشتہاری مہم بنائیں، قیمت دیکھیں اور چلائیں۔',
  email: 'ای میل',
  password: 'پاس ورڈ',
  signInButton: 'سائن اِن کریں',
  newHere: 'RBT Ads پر نئے ہیں؟',
  createAccountLink: 'اکاؤنٹ بنائیں',
  signUpTitle: 'اکاؤنٹ بنائیں',
  signUpHeading: 'اپنا اکاؤنٹ بنائیں',
  signUpLead: 'اپنی پہلی مہم چند منٹ میں شروع کریں۔',
  firstName: 'پہلا نام',
  lastName: 'خاندانی نام',
  companyName: 'کمپنی کا نام',
  signUpButton: 'اکاؤنٹ بنائیں',
  haveAccount: 'پہلے سے اکاؤنٹ ہے؟',
  signInLink: 'سائن اِن کریں',
  signOutTitle: 'سائن آؤٹ',
  signOutLead: 'کیا اس براؤزر پر RBT Ads سے سائن آؤٹ کرنا ہے؟',
  signOutButton: 'سائن آؤٹ کریں',
  backToPortal: 'پورٹل پر واپس جائیں',
  switchTo: 'English',
  genericFailure: 'ای میل یا پاس ورڈ درست نہیں۔',
  tooManySignIns: 'سائن اِن کی بہت زیادہ کوششیں ہوئیں۔ چند منٹ انتظار کر کے دوبارہ کوشش کریں۔',
  tooManySignUps: 'اکاؤنٹ بنانے کی بہت زیادہ کوششیں ہوئیں۔ کچھ دیر انتظار کر کے دوبارہ کوشش کریں۔',
  signedUp:
    'شکریہ! اگر یہ ای میل RBT Ads پر نئی ہے تو آپ کا اکاؤنٹ تیار ہے: اپنے چنے ہوئے پاس ورڈ سے سائن اِن کریں۔ اگر آپ کا اکاؤنٹ پہلے سے ہے تو اپنے موجودہ پاس ورڈ سے سائن اِن کریں۔',
  invalidSignUp: 'فارم میں کچھ درست نہیں',
  proofNeeded:
    'اس اکاؤنٹ پر سائن اِن کی بہت سی ناکام کوششیں ہوئی ہیں، اس لیے پہلے آپ کا براؤزر ایک مختصر جانچ کرے گا۔ JavaScript آن کریں اور دوبارہ کوشش کریں۔',
  checkingBrowser: 'براؤزر کی جانچ ہو رہی ہے، چند سیکنڈ…',
  passwordRule: `کم از کم ${PASSWORD_MIN_LENGTH} حروف۔ کوئی بھی حروف چلیں گے، خالی جگہ اور اردو بھی؛ چند الفاظ کا جملہ یاد رکھنا سب سے آسان ہے۔ عام پاس ورڈ قبول نہیں کیے جاتے۔`,
  strength: ['بہت کمزور', 'کمزور', 'درمیانہ', 'مضبوط', 'بہت مضبوط'],
  strengthLabel: 'پاس ورڈ کی مضبوطی',
  tooShortSoFar: 'بہت چھوٹا',
  acceptable: 'قبول ہے',
  notAcceptable: 'ابھی قبول نہیں',
};

export const PAGE_WORDS: Record<Language, PageWords> = { en, ur };

/** Sign-up fields in Urdu: what is wrong with each, whatever zod's English message said (the path says which). */
const URDU_FIELD_FIXES: Record<string, string> = {
  email: 'درست ای میل لکھیں',
  password: `کم از کم ${PASSWORD_MIN_LENGTH} حروف استعمال کریں، اور کوئی عام یا آسانی سے بوجھا جانے والا پاس ورڈ نہیں`,
  firstName: 'اپنا پہلا نام لکھیں (80 حروف تک، سادہ متن)',
  lastName: '80 حروف تک، سادہ متن',
  companyName: '120 حروف تک، سادہ متن',
};

/** The sign-up form's first problem as one sentence in the page's language: "field: what to do". */
export function signUpProblem(language: Language, path: string, message: string): string {
  if (language === 'en') return `${path}: ${message}`;
  const label = (ur as unknown as Record<string, string>)[path] ?? path;
  return `${label}: ${URDU_FIELD_FIXES[path] ?? ur.invalidSignUp}`;
}
