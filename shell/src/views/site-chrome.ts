// Header and footer shared by the landing page and the public pages (spec §2 landing: header Pricing, Docs,
// Login; footer Terms, Privacy, Help). Signed in, the Login button becomes a way back to the dashboard.
import { publicPagePath } from '../routes';

export function siteHeader(signedIn: boolean): string {
  const account = signedIn
    ? `<a class="rbt-button rbt-button-small" href="/">Dashboard</a>`
    : `<a class="rbt-button rbt-button-small" href="/api/login">Login</a>`;
  return `
  <header class="rbt-landing-header">
    <a class="rbt-brand" href="/">RBT Ads</a>
    <nav aria-label="Site">
      <a href="${publicPagePath('pricing')}">Pricing</a>
      <a href="${publicPagePath('docs')}">Docs</a>
      ${account}
    </nav>
  </header>`;
}

export function siteFooter(): string {
  return `
  <footer class="rbt-footer">
    <a href="${publicPagePath('terms')}">Terms</a>
    <a href="${publicPagePath('privacy')}">Privacy</a>
    <a href="${publicPagePath('help')}">Help</a>
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
export const PROTOTYPE_NOTE = `<p class="rbt-prototype" role="note"><strong>Prototype text.</strong> This page is a placeholder written for the prototype; it is not legal advice and is not a binding agreement.</p>`;

/** The page's call to action: sign in when signed out, start a campaign when signed in. */
/**
 * Where a new visitor's calls to action go: the sign-up page (issue 28: "Get Started" opened sign-in, a dead end
 * for someone without an account). The header's Login stays /api/login for those who have one.
 */
export const SIGN_UP_PATH = '/signup';

export const callToAction = (signedIn: boolean, signedOutText: string): string =>
  signedIn
    ? `<a class="rbt-button" href="/campaigns/targeting">Start a campaign</a>`
    : `<a class="rbt-button" href="${SIGN_UP_PATH}">${signedOutText}</a>`;
