import { CITY_IDS } from '@rbt/contracts';
import { SHORT_CITIES } from '@rbt/pricing/src/reference/short-cities';
import type { RemoteName } from '../routes';
import { siteFooter, siteHeader } from './site-chrome';
import { t, tag, type ShellMessageId } from '../i18n';

/**
 * Signed out, the 404 inside the public site's frame (header with Login, footer with Help); a public path never gets
 * here (signedOutView). Signed in, the dashboard remote draws the 404 with the portal header (routes.signedInApp).
 */
export function notFoundHtml(): string {
  return `
<div class="rbt-public">${siteHeader(false)}
  <div class="rbt-not-found" data-testid="not-found-page">
    <h1>${t('shell.notFound.title')}</h1>
    <p>${t('shell.notFound.text')}</p>
    <a class="rbt-button" href="/">${t('shell.notFound.home')}</a>
  </div>${siteFooter()}
</div>`;
}

/** Above the signed-out map demo: the public site's header and what the demo is. */
export function demoBannerHtml(): string {
  return `
<div class="rbt-public" data-testid="demo-banner">${siteHeader(false)}
  <p class="rbt-demo-note" role="note">${t('shell.demo.note', {
    shown: SHORT_CITIES.length,
    cities: CITY_IDS.length,
    b: tag('<strong>', '</strong>'),
    login: tag('<a href="/api/login">', '</a>'),
  })}</p>
</div>`;
}

export function spinnerHtml(): string {
  return `<div class="rbt-spinner-wrap" data-testid="auth-spinner"><div class="rbt-spinner" role="progressbar" aria-label="${t('shell.loading')}"></div></div>`;
}

const AREA_LABEL: Record<RemoteName, ShellMessageId> = {
  dashboard: 'shell.area.dashboard',
  wizard: 'shell.area.wizard',
  admin: 'shell.area.admin',
  help: 'shell.area.help',
};

/** Shown in place of a remote that could not be loaded; the rest of the portal keeps working. */
export function remoteErrorElement(name: RemoteName): HTMLElement {
  const panel = document.createElement('div');
  panel.className = 'rbt-remote-error';
  panel.setAttribute('role', 'alert');
  panel.dataset.testid = `remote-error-${name}`;
  panel.innerHTML = `<p>${t('shell.remoteError.text', { area: t(AREA_LABEL[name]) })}</p><button type="button" class="rbt-button">${t('shell.remoteError.retry')}</button> <a href="/">${t('shell.remoteError.dashboard')}</a>`;
  // The header lives in the remotes, so the panel keeps a way out. A failed remote entry stays cached by the federation runtime, so Retry loads the page again.
  panel.querySelector('button')?.addEventListener('click', () => window.location.reload());
  return panel;
}
