import { t } from '../i18n';

/** At most one toast at a time (spec §9): a new one replaces the old. */
export function showToast(title: string, text: string): void {
  let host = document.getElementById('rbt-toast');
  if (!host) {
    host = document.createElement('div');
    host.id = 'rbt-toast';
    host.setAttribute('aria-live', 'assertive');
    document.body.appendChild(host);
  }
  host.innerHTML = '';
  const toast = document.createElement('div');
  toast.className = 'rbt-toast';
  toast.setAttribute('role', 'alert');
  const strong = document.createElement('strong');
  strong.textContent = title;
  const p = document.createElement('p');
  p.textContent = text;
  toast.append(strong, p);
  host.appendChild(toast);
}

export const LOGIN_DELAY_MS = 500;

/** Spec §4/§8: toast "Unauthorized", then the login endpoint after 500 ms. */
export function unauthorizedThenLogin(go: (url: string) => void = (url) => window.location.assign(url)): void {
  showToast(t('shell.toast.unauthorized.title'), t('shell.toast.unauthorized.text'));
  setTimeout(() => go('/api/login'), LOGIN_DELAY_MS);
}
