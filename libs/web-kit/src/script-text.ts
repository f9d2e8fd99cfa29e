// The face and the class's rules (script-font.css) are the page's: the shell injects them once with rtl.css, so
// no remote carries a copy of the CSS or the style-loader runtime (page weight).

/** Class that renders Arabic-script text (Urdu, Punjabi Shahmukhi, Arabic) in the shipped Nastaliq font. */
export const SCRIPT_CLASS = 'rbt-script';

const RTL_LANGUAGES: Record<string, string> = { urdu: 'ur', punjabi: 'pa-Arab', arabic: 'ar' };
// First strong character decides, as the Unicode bidi algorithm does for dir="auto".
const STRONG = /[\p{Script=Arabic}\p{Script=Hebrew}]|[\p{L}]/u;
const RTL_CHAR = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

export interface ScriptTextProps {
  dir: 'rtl' | 'ltr';
  lang?: string;
  className: string;
}

/**
 * Direction and font of an ad script or any text that may be Urdu. Text written in Arabic script reads right to
 * left; Roman Urdu (Latin letters, common in Pakistan) stays left to right even when the chosen voice is Urdu.
 * An empty field takes the direction of its language so the caret starts on the right side.
 */
export function scriptTextProps(text: string, language?: string): ScriptTextProps {
  const first = STRONG.exec(text)?.[0];
  const rtlLang = language ? RTL_LANGUAGES[language] : undefined;
  const rtl = first ? RTL_CHAR.test(first) : Boolean(rtlLang);
  return { dir: rtl ? 'rtl' : 'ltr', ...(rtl ? { lang: rtlLang ?? 'ur' } : {}), className: SCRIPT_CLASS };
}
