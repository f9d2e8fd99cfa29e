import type { Language } from '@rbt/contracts';
import { PAGE_WORDS, type PageWords } from './page-words';
import { NASTALIQ_PATH } from './page-font';
import { PAGE_SCRIPTS } from './page-scripts';
import { CHECKED_LENGTH, MIN_SCORE } from './password-strength';
import { PASSWORD_MIN_LENGTH } from '@rbt/contracts';

/**
 * Server-rendered sign-in, sign-up and sign-out pages: they work without JavaScript and load nothing from another
 * site. Each is in the visitor's language (page-language.ts), right to left in Urdu, with a link to the other one.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where a page and its language link point: the page's own path and the query it must keep (returnTo, email). */
export interface PageView {
  language: Language;
  path: string;
  keep?: Record<string, string | undefined>;
}

function languageLink(view: PageView, w: PageWords): string {
  const other: Language = view.language === 'en' ? 'ur' : 'en';
  const kept = Object.entries(view.keep ?? {}).filter((e): e is [string, string] => Boolean(e[1]));
  const query = new URLSearchParams(kept);
  query.set('lang', other);
  return `<a class="lang" href="${esc(`${view.path}?${query}`)}" lang="${other}" hreflang="${other}">${w.switchTo}</a>`;
}

const layout = (view: PageView, title: string, body: string) => {
  const w = PAGE_WORDS[view.language];
  const ur = view.language === 'ur';
  return `<!doctype html>
<html lang="${view.language}" dir="${ur ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · RBT Ads</title>
<style>
@font-face{font-family:'Noto Nastaliq Urdu';font-display:swap;src:url(${NASTALIQ_PATH}) format('woff2');unicode-range:U+0600-06FF,U+0750-077F,U+FB50-FDFF,U+FE70-FEFC}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f4fa;margin:0;color:#1d1e24}
html[lang=ur] body{font-family:'Noto Nastaliq Urdu',system-ui,sans-serif;line-height:2.2}
main{max-width:420px;margin:8vh auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:24px;margin:0 0 4px}p.sub{color:#5a6270;margin:0 0 24px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #cad3e2;border-radius:6px;font-size:15px}
html[lang=ur] input,html[lang=ur] button{font-family:inherit;line-height:2}
button{margin-top:22px;width:100%;padding:11px;border:0;border-radius:6px;background:#0b64dd;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.err{background:#fbe9e9;color:#a71627;padding:10px 12px;border-radius:6px;margin-bottom:8px}
.note{background:#e6f1fa;color:#0b4a8b;padding:10px 12px;border-radius:6px;margin-bottom:8px}
.alt{margin-top:18px;font-size:14px;text-align:center}a{color:#0b64dd}
.top{display:flex;justify-content:space-between;align-items:baseline;margin-bottom:18px}
.brand{font-weight:700;color:#0b64dd;text-decoration:none}.lang{font-size:14px}
.hint{font-size:13px;color:#5a6270;margin:6px 0 0}meter{width:100%;height:8px;margin-top:6px}
</style></head><body><main><div class="top"><a class="brand" href="/" dir="ltr">RBT Ads</a>${languageLink(view, w)}</div>${body}</main></body></html>`;
};

const alerts = (opts: { error?: string; notice?: string }) =>
  `${opts.error ? `<div class="err" role="alert">${esc(opts.error)}</div>` : ''}${opts.notice ? `<div class="note" role="status">${esc(opts.notice)}</div>` : ''}`;

export function signInPage(
  language: Language,
  opts: { error?: string; notice?: string; email?: string; returnTo?: string } = {},
): string {
  const w = PAGE_WORDS[language];
  const view = { language, path: '/signin', keep: { returnTo: opts.returnTo, email: opts.email } };
  return layout(
    view,
    w.signInTitle,
    `<h1>${w.signInTitle}</h1><p class="sub">${w.signInLead}</p>
${alerts(opts)}
<form method="post" action="/api/auth/signin" id="signin-form">
<input type="hidden" name="returnTo" value="${esc(opts.returnTo ?? '/')}">
<input type="hidden" name="proofChallenge" id="proofChallenge"><input type="hidden" name="proofNonce" id="proofNonce">
<label for="email">${w.email}</label><input id="email" name="email" type="email" dir="ltr" autocomplete="email" required value="${esc(opts.email ?? '')}">
<label for="password">${w.password}</label><input id="password" name="password" type="password" dir="ltr" autocomplete="current-password" required>
<button type="submit">${w.signInButton}</button><p class="hint" id="proof-status" role="status" data-checking="${esc(w.checkingBrowser)}"></p></form>
<script defer src="${PAGE_SCRIPTS.signInProof}"></script>
<p class="alt">${w.newHere} <a href="/signup">${w.createAccountLink}</a></p>`,
  );
}

const meterWords = ({ strength, tooShortSoFar, acceptable, notAcceptable }: PageWords) => ({
  strength,
  tooShortSoFar,
  acceptable,
  notAcceptable,
});

export function signUpPage(language: Language, opts: { error?: string; values?: Record<string, string> } = {}): string {
  const w = PAGE_WORDS[language];
  const v = (k: string) => esc(opts.values?.[k] ?? '');
  return layout(
    { language, path: '/signup' },
    w.signUpTitle,
    `<h1>${w.signUpHeading}</h1><p class="sub">${w.signUpLead}</p>
${alerts(opts)}
<form method="post" action="/api/auth/signup">
<label for="firstName">${w.firstName}</label><input id="firstName" name="firstName" required value="${v('firstName')}" autocomplete="given-name">
<label for="lastName">${w.lastName}</label><input id="lastName" name="lastName" value="${v('lastName')}" autocomplete="family-name">
<label for="companyName">${w.companyName}</label><input id="companyName" name="companyName" value="${v('companyName')}" autocomplete="organization">
<label for="email">${w.email}</label><input id="email" name="email" type="email" dir="ltr" required value="${v('email')}" autocomplete="email">
<label for="password">${w.password}</label><input id="password" name="password" type="password" dir="auto" minlength="${PASSWORD_MIN_LENGTH}" required autocomplete="new-password" aria-describedby="password-rule password-strength">
<p class="hint" id="password-rule">${w.passwordRule}</p>
<meter id="password-meter" min="0" max="4" low="2" high="3" optimum="4" value="0" aria-label="${w.strengthLabel}"></meter>
<p class="hint" id="password-strength" aria-live="polite" data-min-length="${PASSWORD_MIN_LENGTH}" data-min-score="${MIN_SCORE}" data-checked-length="${CHECKED_LENGTH}" data-words="${esc(JSON.stringify(meterWords(w)))}"></p>
<button type="submit">${w.signUpButton}</button></form>
<script defer src="${PAGE_SCRIPTS.zxcvbnCore}"></script><script defer src="${PAGE_SCRIPTS.zxcvbnCommon}"></script><script defer src="${PAGE_SCRIPTS.passwordMeter}"></script>
<p class="alt">${w.haveAccount} <a href="/signin">${w.signInLink}</a></p>`,
  );
}

/** GET /api/logout (an old link or a typed address): signing out changes state, so it takes a POST from this form. */
export function signOutPage(language: Language): string {
  const w = PAGE_WORDS[language];
  return layout(
    { language, path: '/api/logout' },
    w.signOutTitle,
    `<h1>${w.signOutTitle}</h1><p class="sub">${w.signOutLead}</p>
<form method="post" action="/api/logout"><button type="submit">${w.signOutButton}</button></form>
<p class="alt"><a href="/">${w.backToPortal}</a></p>`,
  );
}
