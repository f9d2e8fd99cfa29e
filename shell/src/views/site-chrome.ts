// Header and footer shared by the landing page and the public pages (spec §2 landing: header Pricing, Docs,
// Login; footer Terms, Privacy, Help). Signed in, the Login button becomes a way back to the dashboard.
import { LANGUAGE_NAMES, pageLanguage } from '@rbt/web-kit/src/i18n/language';
import { publicPagePath } from '../routes';
import { t, tag } from '../i18n';

/** English / اردو: names the other language in itself; bootstrap.ts answers the click. */
function languageSwitch(): string {
  const other = pageLanguage() === 'ur' ? 'en' : 'ur';
  return `<button type="button" class="rbt-lang" data-language="${other}" lang="${other}" data-testid="language-switch">${LANGUAGE_NAMES[other]}</button>`;
}

export function siteHeader(signedIn: boolean): string {
  const account = signedIn
    ? `<a class="rbt-button rbt-button-small" href="/">${t('shell.nav.dashboard')}</a>`
    : `<a class="rbt-button rbt-button-small" href="/api/login">${t('shell.nav.login')}</a>`;
  return `
  <header class="rbt-landing-header">
    <a class="rbt-brand" href="/">${t('shell.brand')}</a>
    <nav aria-label="${t('shell.nav.label')}">
      <a href="${publicPagePath('pricing')}">${t('shell.nav.pricing')}</a>
      <a href="${publicPagePath('docs')}">${t('shell.nav.docs')}</a>
      ${languageSwitch()}
      ${account}
    </nav>
  </header>`;
}

export function siteFooter(): string {
  return `
  <footer class="rbt-footer">
    <a href="${publicPagePath('terms')}">${t('shell.footer.terms')}</a>
    <a href="${publicPagePath('privacy')}">${t('shell.footer.privacy')}</a>
    <a href="${publicPagePath('help')}">${t('shell.footer.help')}</a>
  </footer>`;
}

/** A public page: the site chrome around an article; `testid` names the page for tests. */
export function publicShell(page: string, signedIn: boolean, body: string): string {
  return `
<div class="rbt-public" data-testid="public-page-${page}">${siteHeader(signedIn)}
  <article class="rbt-doc">${body}</article>${siteFooter()}
</div>`;
}

/** Marks text that is a placeholder for the real legal wording. */
export const prototypeNote = (): string =>
  `<p class="rbt-prototype" role="note">${t('shell.legal.prototype', { b: tag('<strong>', '</strong>') })}</p>`;

/**
 * Where a new visitor's calls to action go: the sign-up page ("Get Started" opened sign-in, a dead end
 * for someone without an account). The header's Login stays /api/login for those who have one.
 */
export const SIGN_UP_PATH = '/signup';

/** The page's call to action: sign up when signed out, start a campaign when signed in. */
export const callToAction = (signedIn: boolean, signedOutText: string): string =>
  signedIn
    ? `<a class="rbt-button" href="/campaigns/targeting">${t('shell.cta.start')}</a>`
    : `<a class="rbt-button" href="${SIGN_UP_PATH}">${signedOutText}</a>`;
