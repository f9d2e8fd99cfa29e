// Spec §2 landing page, as static markup: the shell carries no React, and nothing here is user input.
import { CITY_IDS } from '@rbt/contracts';
import { DEMO_PATH, publicPageForPath } from '../routes';
import { publicPageHtml } from './public-pages';
import { SIGN_UP_PATH, siteFooter, siteHeader } from './site-chrome';

/** Spec §1: what the landing page promises. */
export const FEATURES = [
  { title: 'Launch in under 60 minutes', text: 'Go from idea to a live ringback-tone campaign within the hour.' },
  {
    title: 'Targeting by city, gender and value tier',
    // The count of the reference data the wizard targets (issue 28: "about 40" beside a 15-city demo map).
    text: `Reach the right callers in ${CITY_IDS.length} cities across Pakistan, in every province.`,
  },
  { title: 'Live estimates', text: 'See audience reach and cost update as you build your campaign.' },
  { title: 'Text-to-speech audio', text: 'Turn a script into a voice ad in Urdu, English, Punjabi or Arabic.' },
  { title: 'Card payments, invoices and receipts', text: 'Pay by card in PKR and keep every invoice and receipt.' },
  { title: 'Real-time analytics', text: 'Follow impressions, reach and spend while your campaign runs.' },
] as const;

/**
 * The signed-out site: the landing page at /, the public page at /pricing, /docs, /terms, /privacy and /help
 * (signedOutView calls all of them 'landing').
 */
export function landingHtml(path: string = window.location.pathname): string {
  const page = publicPageForPath(path);
  return page ? publicPageHtml(page, false) : homeHtml();
}

function homeHtml(): string {
  const cards = FEATURES.map((f) => `<article class="rbt-card"><h3>${f.title}</h3><p>${f.text}</p></article>`).join('');
  return `
<div class="rbt-landing" data-testid="landing-page">
  ${siteHeader(false)}
  <section class="rbt-hero">
    <h1>Audio ads that play while Pakistan waits for the call to connect</h1>
    <p>Build, price, preview and pay for targeted ringback-tone campaigns, billed per guaranteed audio ad in PKR.</p>
    <div class="rbt-actions">
      <a class="rbt-button" href="${SIGN_UP_PATH}">Get Started</a>
      <a class="rbt-button rbt-button-ghost" href="${DEMO_PATH}">View Demo</a>
    </div>
  </section>
  <section id="features" class="rbt-features" aria-label="Features">${cards}</section>
  <section class="rbt-cta">
    <h2>Ready to reach callers across Pakistan?</h2>
    <a class="rbt-button" href="${SIGN_UP_PATH}">Create your first campaign</a>
  </section>
  ${siteFooter()}
</div>`;
}
