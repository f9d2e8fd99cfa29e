// The pricing page, generated from @rbt/pricing's constants: change a constant and the page follows.
// Its words come from the shell's catalog, its figures through web-kit's language-aware grouping.
import { CHECKOUT, GOAL, NICHE, SETUP } from '@rbt/pricing/src/constants';
import { checkoutFigures } from '@rbt/pricing/src/checkout';
import { formatLanguage, isolate } from '@rbt/web-kit/src/format/language';
import { formatPkr, formatPkrPerPlay } from '@rbt/web-kit/src/format/money';
import { lakhGroupedDecimals } from '@rbt/web-kit/src/format/lakh';
import { callToAction } from './site-chrome';
import { t, tag } from '../i18n';
import {
  bandHours,
  budgetExample,
  cityName,
  deviceLabel,
  examples,
  frequencyRows,
  nicheAllStacked,
  nichePremiums,
  nichePricePerPlayRange,
  percent,
  pricePerPlayRange,
  slotBands,
  tableRows,
  tierLabel,
  times,
} from './pricing-figures';

/** `figure` names a number for tests: data-figure="vat" holds the rendered VAT rate. */
const fig = (figure: string, text: string): string => `<span data-figure="${figure}">${isolate(text)}</span>`;

/** Whole figures grouped as the reader groups them: thousands in English, lakhs in Urdu (12,50,000). */
const grouped = (n: number, max = 0) =>
  formatLanguage() === 'ur'
    ? lakhGroupedDecimals(n, 0, max)
    : n.toLocaleString('en-PK', { maximumFractionDigits: max });
// Amounts and prices per play read as on every other screen (web-kit's formatters); CSS keeps a figure on one line.
const money = formatPkr;
const pkr = formatPkrPerPlay;
const count = (n: number) => isolate(grouped(n));
const list = (items: string[]) => items.join(t('shell.list.separator'));

const table = (caption: string, rows: Array<[string, string]>): string => `
  <table class="rbt-table"><caption>${caption}</caption><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;

function perViewSection(): string {
  const slots = slotBands().map((b): [string, string] => [
    `${bandHours(b)}${b.prime ? ` <em class="rbt-prime">${t('shell.pricing.prime')}</em>` : ''}`,
    times(b.multiplier),
  ]);
  const worked = examples()
    .map(
      (e, i) =>
        `<li>${t('shell.pricing.example', {
          title: e.title,
          formula: e.formula,
          price: fig(`example-${i}`, pkr(e.perView)),
          b: tag('<strong>', '</strong>'),
          code: tag('<code dir="ltr">', '</code>'),
        })}</li>`,
    )
    .join('');
  return `
  <section id="per-view" aria-labelledby="per-view-title">
    <h2 id="per-view-title">${t('shell.pricing.perView.title')}</h2>
    <p>${t('shell.pricing.perView.intro')}</p>
    <p class="rbt-formula">${t('shell.pricing.perView.formula', { base: fig('base', pkr(SETUP.base)) })}</p>
    <div class="rbt-price-grid">
      ${table(t('shell.pricing.cityAdder'), [
        [
          t('shell.pricing.cityAdder.metro', { metros: list(SETUP.metroCities.map(cityName)) }),
          `+ ${fig('metro-adder', pkr(SETUP.cityAdderMetro))}`,
        ],
        [t('shell.pricing.cityAdder.other'), `+ ${fig('other-adder', pkr(SETUP.cityAdderOther))}`],
      ])}
      ${table(
        t('shell.pricing.device'),
        tableRows(SETUP.device, deviceLabel).map(([k, v]) => [k, times(v)]),
      )}
      ${table(
        t('shell.pricing.tier'),
        tableRows(SETUP.tier, tierLabel).map(([k, v]) => [k, times(v)]),
      )}
      ${table(
        t('shell.pricing.frequency'),
        frequencyRows().map(([k, v]) => [k, times(v)]),
      )}
      ${table(t('shell.pricing.slot'), slots)}
    </div>
    <h3>${t('shell.pricing.examples')}</h3>
    <ul class="rbt-examples">${worked}</ul>
    <p>${t('shell.pricing.goal', {
      minBudget: fig('min-budget', money(GOAL.minBudgetPkr)),
      minPlays: fig('min-plays', count(GOAL.minPlays)),
    })}</p>
  </section>`;
}

function bandsSection(): string {
  const band = pricePerPlayRange();
  const niche = nichePricePerPlayRange();
  const ex = budgetExample(50_000, examples()[1].perView);
  return `
  <section id="bands" aria-labelledby="bands-title">
    <h2 id="bands-title">${t('shell.pricing.bands.title')}</h2>
    <p>${t('shell.pricing.bands.text', {
      setup: fig('band-setup', `${pkr(band.min)} - ${pkr(band.max)}`),
      niche: fig('band-niche', `${pkr(niche.min)} - ${pkr(niche.max)}`),
    })}</p>
    <h3>${t('shell.pricing.budget.title')}</h3>
    <p>${t('shell.pricing.budget.text', {
      price: fig('budget-example-price', pkr(ex.perPlay)),
      budget: fig('budget-example-budget', money(ex.budget)),
      plays: fig('budget-example-plays', count(ex.plays)),
      base: fig('budget-example-base', money(ex.base)),
      fee: money(ex.fee),
      vat: money(ex.vat),
      total: fig('budget-example-total', money(ex.total)),
    })}</p>
  </section>`;
}

/** Niche premiums: the niche model's adders on its base, as the engine turns them into multipliers. */
function nicheSection(): string {
  // The long words go in the row heading, which wraps on a phone; the cell keeps only the multiplier.
  const rows = nichePremiums().map((p, i): [string, string] => [
    t('shell.pricing.niche.row', { label: p.label, adder: isolate(pkr(p.adder)), base: isolate(pkr(NICHE.base)) }),
    fig(`niche-${i}`, times(Number(p.multiplier.toFixed(4)))),
  ]);
  return `
  <section id="niche" aria-labelledby="niche-title">
    <h2 id="niche-title">${t('shell.pricing.niche.title')}</h2>
    <p>${t('shell.pricing.niche.intro')}</p>
    ${table(t('shell.pricing.niche.caption'), rows)}
    <p>${t('shell.pricing.niche.stack', {
      stack: fig('niche-stack', times(NICHE.stackMultiplier)),
      all: fig('niche-all', times(Number(nicheAllStacked().toFixed(4)))),
    })}</p>
  </section>`;
}

function checkoutSection(): string {
  const sample = checkoutFigures({ baseCost: 100_000 });
  const range = isolate(`${percent(CHECKOUT.costRange.low)} - ${percent(CHECKOUT.costRange.high)}`);
  return `
  <section id="checkout" aria-labelledby="checkout-title">
    <h2 id="checkout-title">${t('shell.pricing.checkout.title')}</h2>
    ${table(t('shell.pricing.checkout.caption'), [
      [t('shell.pricing.checkout.vat'), fig('vat', percent(CHECKOUT.vatRate))],
      [t('shell.pricing.checkout.fee'), fig('platform-fee', percent(CHECKOUT.platformFeeRate))],
      [t('shell.pricing.checkout.range'), range],
    ])}
    <p>${t('shell.pricing.checkout.example', {
      budget: money(sample.baseCost),
      fee: money(sample.platformFee),
      vat: money(sample.tax),
      total: fig('sample-total', money(sample.total)),
    })}</p>
    <p class="rbt-prototype" role="note">${t('shell.pricing.prototype')}</p>
  </section>`;
}

export function pricingBody(signedIn: boolean): string {
  return `
  <h1>${t('shell.pricing.title')}</h1>
  <p class="rbt-lead">${t('shell.pricing.lead')}</p>
  ${perViewSection()}${bandsSection()}${nicheSection()}${checkoutSection()}
  <p>${callToAction(signedIn, t('shell.cta.estimate'))}</p>`;
}
