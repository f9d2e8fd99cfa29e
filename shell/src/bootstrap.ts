import { registerApplication, start } from 'single-spa';
import { AuthUser } from '@rbt/contracts';
import { apiFetch } from '@rbt/web-kit/src/api-fetch';
import { UNAUTHORIZED_EVENT } from '@rbt/web-kit/src/events';
import {
  applyLanguage,
  chooseLanguage,
  languageFromCookie,
  rememberLanguage,
  switchLanguage,
} from '@rbt/web-kit/src/i18n/language';
import { loadShellLanguage } from './i18n';
import { fetchManifest } from './manifest';
import { loadLifecycles, registerManifestRemotes } from './remotes';
import { DEMO_PATH, normalizePath, publicPageForPath, signedInApp, signedOutView, type PageApp } from './routes';
import { landingHtml } from './views/landing';
import { demoBannerHtml, notFoundHtml, spinnerHtml } from './views/pages';
import { unauthorizedThenLogin } from './views/toast';
import { watchAuthOnFocus } from './auth-watch';
import { helpOnDemand } from './help-on-demand';
import '@rbt/web-kit/src/i18n/rtl.css';
import './styles.css';

const PAGE_APPS: PageApp[] = ['dashboard', 'wizard', 'admin'];

function layout(root: HTMLElement) {
  root.innerHTML = `<section id="rbt-page"></section><main id="rbt-main"></main><aside id="app-help"></aside>`;
  const page = root.querySelector<HTMLElement>('#rbt-page')!;
  const main = root.querySelector<HTMLElement>('#rbt-main')!;
  const help = root.querySelector<HTMLElement>('#app-help')!;
  const appElements = {} as Record<PageApp, HTMLElement>;
  for (const name of PAGE_APPS) {
    appElements[name] = document.createElement('div');
    appElements[name].id = `app-${name}`;
    main.appendChild(appElements[name]);
  }
  return { page, appElements, help };
}

async function currentUser(): Promise<AuthUser | null> {
  // Spec §7: 401 or any failure means signed out.
  return apiFetch('/api/auth/user', { nullOn401: true, schema: AuthUser }).catch(() => null);
}

/** Resolves once the first page the shell draws itself (a public page, or none) is on screen. */
function startSignedIn(user: AuthUser, dom: ReturnType<typeof layout>): Promise<void> {
  window.addEventListener(UNAUTHORIZED_EVENT, () => unauthorizedThenLogin());
  watchAuthOnFocus(async () => (await currentUser()) !== null, unauthorizedThenLogin);
  for (const name of PAGE_APPS) {
    registerApplication({
      name,
      app: () => loadLifecycles(name),
      activeWhen: (location) => signedInApp(location.pathname) === name,
      customProps: { user, domElement: dom.appElements[name] },
    });
  }
  registerApplication({
    name: 'help',
    app: () => loadLifecycles('help'),
    activeWhen: helpOnDemand().activeWhen,
    customProps: { user, domElement: dom.help },
  });
  // The public pages belong to the shell; every other path is a remote's (the dashboard draws the 404 in the frame).
  const showPublicPage = async () => {
    const page = publicPageForPath(window.location.pathname);
    if (!page) {
      dom.page.innerHTML = '';
      return;
    }
    // Their own chunk (see landingHtml); drawn only if the address is still theirs when it arrives.
    const { publicPageHtml } = await import('./views/public-pages');
    if (publicPageForPath(window.location.pathname) === page) dom.page.innerHTML = publicPageHtml(page, true);
  };
  window.addEventListener('single-spa:before-routing-event', () => void showPublicPage());
  const first = showPublicPage();
  start({ urlRerouteOnly: true });
  return first;
}

/** The map demo signed out: the site header and a banner from the shell, the page from the wizard remote (no user). */
function startDemo(dom: ReturnType<typeof layout>, remotes: Partial<Record<PageApp | 'help', string>>) {
  dom.page.innerHTML = demoBannerHtml();
  registerManifestRemotes(remotes);
  registerApplication({
    name: 'wizard',
    app: () => loadLifecycles('wizard'),
    activeWhen: (location) => normalizePath(location.pathname) === DEMO_PATH,
    customProps: { user: null, domElement: dom.appElements.wizard },
  });
  // Any other address reached from the demo (a header link) is decided afresh by a signed-out boot.
  window.addEventListener('single-spa:before-routing-event', () => {
    if (signedOutView(window.location.pathname) !== 'demo') window.location.reload();
  });
  start({ urlRerouteOnly: true });
}

async function startSignedOut(dom: ReturnType<typeof layout>, remotes: Partial<Record<PageApp | 'help', string>>) {
  const view = signedOutView(window.location.pathname);
  if (view === 'demo') startDemo(dom, remotes);
  else if (view === 'landing') dom.page.innerHTML = await landingHtml();
  else if (view === 'not-found') dom.page.innerHTML = notFoundHtml();
  else unauthorizedThenLogin();
}

/**
 * The page's language: the account's, else the cookie's, else the browser's. An account that never chose
 * takes what the visitor picked before signing in, so the choice survives signing in. The remotes read it from
 * `<html lang>` when they mount.
 */
async function settleLanguage(user: AuthUser | null): Promise<void> {
  const cookie = document.cookie;
  const language = chooseLanguage({ account: user?.language, cookie, accepted: navigator.languages });
  if (user && !user.language && languageFromCookie(cookie))
    void apiFetch('/api/account/language', { method: 'PATCH', body: { language } }).catch(() => undefined);
  // Signed out later, the public pages stay in the account's language.
  if (user?.language) rememberLanguage(user.language);
  applyLanguage(language);
  await loadShellLanguage(language);
  // The public pages' English / اردو buttons (site-chrome.ts); the portal header has its own (web-kit).
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-language]');
    const next = button?.dataset.language;
    if (next === 'en' || next === 'ur') void switchLanguage(next, user !== null);
  });
}

export async function boot(root: HTMLElement): Promise<void> {
  const dom = layout(root);
  dom.page.innerHTML = spinnerHtml();
  const [remotes, user] = await Promise.all([
    fetchManifest().catch((error: unknown) => {
      console.error('[shell] no remote manifest', error);
      return {};
    }),
    currentUser(),
  ]);
  await settleLanguage(user);
  dom.page.innerHTML = '';
  if (!user) return startSignedOut(dom, remotes);
  registerManifestRemotes(remotes);
  await startSignedIn(user, dom);
}
