// Terms and Privacy: short, plausible and clearly marked as prototype text.
import { t, tag } from '../i18n';
import { prototypeNote } from './site-chrome';

export function termsBody(): string {
  const sections = (['service', 'account', 'content', 'prices', 'refunds', 'changes'] as const)
    .map(
      (s, i) =>
        `<h2>${i + 1}. ${t(`shell.terms.${s}.title`)}</h2><p>${t(`shell.terms.${s}.text`, { pricing: tag('<a href="/pricing">', '</a>') })}</p>`,
    )
    .join('');
  return `
  <h1>${t('shell.terms.title')}</h1>
  ${prototypeNote()}
  ${sections}`;
}

export function privacyBody(): string {
  return `
  <h1>${t('shell.privacy.title')}</h1>
  ${prototypeNote()}
  <h2>${t('shell.privacy.collect.title')}</h2>
  <ul>
    <li>${t('shell.privacy.collect.account')}</li>
    <li>${t('shell.privacy.collect.campaigns')}</li>
    <li>${t('shell.privacy.collect.delivery')}</li>
  </ul>
  ${(['see', 'use', 'payments', 'rights'] as const).map((s) => `<h2>${t(`shell.privacy.${s}.title`)}</h2><p>${t(`shell.privacy.${s}.text`)}</p>`).join('')}`;
}
