// Which language a page is in, without React: the shell uses it on the public pages, the remotes through
// the lifecycles. Signed in the account's choice wins; signed out the cookie; on a first visit the browser's
// languages (navigator.languages is what the browser sends as Accept-Language).
import { Language } from '@rbt/contracts';
import { apiFetch } from '../api-fetch';
import { setFormatLanguage } from '../format/language';

/** Same name as the gateway's (gateway/src/auth/account-language.ts), which writes it when an account chooses. */
export const LANGUAGE_COOKIE = 'rbt_lang';
const YEAR_S = 365 * 24 * 3600;

/** The switch's labels: each language named in itself, so a reader finds theirs whatever the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ur' ? 'rtl' : 'ltr');

export function languageFromCookie(cookie: string): Language | undefined {
  const value = /(?:^|;\s*)rbt_lang=([^;]*)/.exec(cookie)?.[1];
  const parsed = Language.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The first of the browser's languages the portal speaks ("ur-PK" → ur), else English. */
export function languageFromAccepted(accepted: readonly string[]): Language {
  for (const tag of accepted) {
    const parsed = Language.safeParse(tag.toLowerCase().split('-')[0]);
    if (parsed.success) return parsed.data;
  }
  return 'en';
}

export function chooseLanguage(from: { account?: Language; cookie: string; accepted: readonly string[] }): Language {
  return from.account ?? languageFromCookie(from.cookie) ?? languageFromAccepted(from.accepted);
}

/** Puts the page in a language: `<html lang dir>` and the formatters. */
export function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  setFormatLanguage(language);
}

/** The cookie holds a choice someone made (the switch, or the account's), never a guess from Accept-Language. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** The page's language as the shell set it on `<html lang>`; the remotes read it when they mount. */
export const pageLanguage = (): Language => (document.documentElement.lang === 'ur' ? 'ur' : 'en');

/**
 * Saves the choice on the account when signed in (and as the language of the account's emails, which svc-campaigns
 * keeps with the email preferences; best effort, the page's language does not wait on it), in the cookie always,
 * and reloads: every remote mounts anew in it.
 */
export async function switchLanguage(language: Language, signedIn: boolean): Promise<void> {
  if (signedIn) {
    await Promise.all([
      apiFetch('/api/account/language', { method: 'PATCH', body: { language } }),
      apiFetch('/api/notifications/preferences', { method: 'PUT', body: { language } }).catch(() => undefined),
    ]);
  }
  rememberLanguage(language);
  window.location.reload();
}
