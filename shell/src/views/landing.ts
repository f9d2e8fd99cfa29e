// Spec §2 landing page, as static markup: the shell carries no React, and nothing here is user input.
import { CITY_IDS } from '@rbt/contracts';
import { DEMO_PATH, publicPageForPath } from '../routes';
import { t } from '../i18n';
import { SIGN_UP_PATH, siteFooter, siteHeader } from './site-chrome';

/** Spec §1: what the landing page promises, in the page's language. */
export const features = () =>
  [
    { title: t('shell.feature.launch.title'), text: t('shell.feature.launch.text') },
    {
      title: t('shell.feature.targeting.title'),
      // The count of the reference data the wizard targets ("about 40" beside a 15-city demo map).
      text: t('shell.feature.targeting.text', { cities: CITY_IDS.length }),
    },
    { title: t('shell.feature.estimates.title'), text: t('shell.feature.estimates.text') },
    { title: t('shell.feature.tts.title'), text: t('shell.feature.tts.text') },
    { title: t('shell.feature.payments.title'), text: t('shell.feature.payments.text') },
    { title: t('shell.feature.analytics.title'), text: t('shell.feature.analytics.text') },
  ] as const;

/**
 * The signed-out site: the landing page at /, the public page at /pricing, /docs, /terms, /privacy and /help
 * (signedOutView calls all of them 'landing'). The public pages are a chunk of their own, fetched on their paths
 * only: the pricing page's figures need the pricing engine's tables (some 12 KiB gzip the landing does not use).
 */
export async function landingHtml(path: string = window.location.pathname): Promise<string> {
  const page = publicPageForPath(path);
  if (!page) return homeHtml();
  const { publicPageHtml } = await import('./public-pages');
  return publicPageHtml(page, false);
}

function homeHtml(): string {
  const cards = features()
    .map((f) => `<article class="rbt-card"><h3>${f.title}</h3><p>${f.text}</p></article>`)
    .join('');
  return `
<div class="rbt-landing" data-testid="landing-page">
  ${siteHeader(false)}
  <section class="rbt-hero">
    <h1>${t('shell.hero.title')}</h1>
    <p>${t('shell.hero.text')}</p>
    <div class="rbt-actions">
      <a class="rbt-button" href="${SIGN_UP_PATH}">${t('shell.cta.getStarted')}</a>
      <a class="rbt-button rbt-button-ghost" href="${DEMO_PATH}">${t('shell.cta.demo')}</a>
    </div>
  </section>
  <section id="features" class="rbt-features" aria-label="${t('shell.features.label')}">${cards}</section>
  <section class="rbt-cta">
    <h2>${t('shell.cta.ready')}</h2>
    <a class="rbt-button" href="${SIGN_UP_PATH}">${t('shell.cta.first')}</a>
  </section>
  ${siteFooter()}
</div>`;
}
