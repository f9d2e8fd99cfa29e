// The pricing page, generated from @rbt/pricing's constants (issue 10): change a constant and the page follows.
import { CHECKOUT, GOAL, NICHE, SETUP } from '@rbt/pricing/src/constants';
import { checkoutFigures } from '@rbt/pricing/src/checkout';
import { callToAction } from './site-chrome';
import {
  budgetExample,
  DEVICE_LABEL,
  examples,
  frequencyRows,
  nicheAllStacked,
  nichePremiums,
  nichePricePerPlayRange,
  percent,
  pkr,
  pricePerPlayRange,
  slotBands,
  tableRows,
  TIER_LABEL,
  times,
  titleCase,
} from './pricing-figures';

/** `figure` names a number for tests: data-figure="vat" holds the rendered VAT rate. */
const fig = (figure: string, text: string): string => `<span data-figure="${figure}">${text}</span>`;

/** Whole amounts with thousands separators, paisas when there are any. */
const money = (n: number) => `PKR\u00a0${n.toLocaleString('en-PK', { maximumFractionDigits: 2 })}`;

const table = (caption: string, rows: Array<[string, string]>): string => `
  <table class="rbt-table"><caption>${caption}</caption><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;

function perViewSection(): string {
  const metros = SETUP.metroCities.map(titleCase).join(', ');
  const slots = slotBands().map((b): [string, string] => [
    `${b.label}${b.prime ? ' <em class="rbt-prime">prime time</em>' : ''}`,
    times(b.multiplier),
  ]);
  const worked = examples()
    .map(
      (e, i) =>
        `<li><strong>${e.title}:</strong> <code>${e.formula}</code> → ${fig(`example-${i}`, pkr(e.perView))} per play</li>`,
    )
    .join('');
  return `
  <section id="per-view" aria-labelledby="per-view-title">
    <h2 id="per-view-title">Price per play</h2>
    <p>You pay for each guaranteed audio ad played to a user (a play, also called a view). One play costs</p>
    <p class="rbt-formula">(base ${fig('base', pkr(SETUP.base))} + city adder) × device × value tier × frequency × time slot, rounded to 2 decimals</p>
    <div class="rbt-price-grid">
      ${table('City adder', [
        [`Any of ${metros} selected`, `+ ${fig('metro-adder', pkr(SETUP.cityAdderMetro))}`],
        ['Other cities only', `+ ${fig('other-adder', pkr(SETUP.cityAdderOther))}`],
      ])}
      ${table(
        'Device',
        tableRows(SETUP.device, DEVICE_LABEL).map(([k, v]) => [k, times(v)]),
      )}
      ${table(
        'Value tier',
        tableRows(SETUP.tier, TIER_LABEL).map(([k, v]) => [k, times(v)]),
      )}
      ${table(
        'Frequency cap (discount)',
        frequencyRows().map(([k, v]) => [k, times(v)]),
      )}
      ${table('Time slot (average over the slots you pick)', slots)}
    </div>
    <h3>Worked examples</h3>
    <ul class="rbt-examples">${worked}</ul>
    <p>You set a budget (at least ${fig('min-budget', money(GOAL.minBudgetPkr))}) or a number of plays (at least ${fig('min-plays', GOAL.minPlays.toLocaleString('en-PK'))});
      the most you can buy is every targeted user × campaign days × plays per user per day.</p>
  </section>`;
}

function bandsSection(): string {
  const band = pricePerPlayRange();
  const niche = nichePricePerPlayRange();
  const typical = examples()[1];
  const ex = budgetExample(50_000, typical.perView);
  return `
  <section id="bands" aria-labelledby="bands-title">
    <h2 id="bands-title">Price per play, lowest to highest</h2>
    <p>A campaign targeted by city, gender, device type and value tier is priced by the one rule above, so every play
      costs between ${fig('band-setup', `${pkr(band.min)} - ${pkr(band.max)}`)} before the platform fee and VAT.
      With niche targeting (below) a play costs between ${fig('band-niche', `${pkr(niche.min)} - ${pkr(niche.max)}`)}.</p>
    <h3>What a budget buys</h3>
    <p>At the typical ${fig('budget-example-price', pkr(ex.perPlay))} per play, a budget of ${fig('budget-example-budget', money(ex.budget))} buys
      ${fig('budget-example-plays', ex.plays.toLocaleString('en-PK'))} guaranteed plays costing ${fig('budget-example-base', money(ex.base))};
      with the platform fee ${money(ex.fee)} and VAT ${money(ex.vat)} you pay ${fig('budget-example-total', money(ex.total))}.</p>
  </section>`;
}

/** Niche premiums (issue 28): the niche model's adders on its base, as the engine turns them into multipliers. */
function nicheSection(): string {
  // The long words go in the row heading, which wraps on a phone; the cell keeps only the multiplier.
  const rows = nichePremiums().map((p, i): [string, string] => [
    `${p.label}: + ${pkr(p.adder)} on the niche base ${pkr(NICHE.base)}`,
    fig(`niche-${i}`, times(Number(p.multiplier.toFixed(4)))),
  ]);
  return `
  <section id="niche" aria-labelledby="niche-title">
    <h2 id="niche-title">Niche targeting premiums</h2>
    <p>Advanced (niche) targeting multiplies the price per play above by its premiums. Each premium counts once,
      however many interests, areas or models you pick.</p>
    ${table('Premium targets (× the price per play)', rows)}
    <p>Two or more premiums together multiply by ${fig('niche-stack', times(NICHE.stackMultiplier))} more: all three
      make ${fig('niche-all', times(Number(nicheAllStacked().toFixed(4))))} the price per play, rounded to 2 decimals.
      Device brands and models released before 2023 (except Apple) add nothing.</p>
  </section>`;
}

function checkoutSection(): string {
  const sample = checkoutFigures({ baseCost: 100_000 });
  return `
  <section id="checkout" aria-labelledby="checkout-title">
    <h2 id="checkout-title">Taxes and fees at checkout</h2>
    ${table('On top of your campaign budget', [
      ['VAT (on the budget)', fig('vat', percent(CHECKOUT.vatRate))],
      ['Platform fee (on the budget)', fig('platform-fee', percent(CHECKOUT.platformFeeRate))],
      [
        'Cost range shown with estimates (of the total)',
        `${percent(CHECKOUT.costRange.low)} - ${percent(CHECKOUT.costRange.high)}`,
      ],
    ])}
    <p>Example: a budget of ${money(sample.baseCost)} adds ${money(sample.platformFee)} platform fee and ${money(sample.tax)} VAT,
      ${fig('sample-total', money(sample.total))} in all.</p>
    <p class="rbt-prototype" role="note">Payment in this prototype is simulated: no card is charged.</p>
  </section>`;
}

export function pricingBody(signedIn: boolean): string {
  return `
  <h1>Pricing</h1>
  <p class="rbt-lead">Billed in PKR per guaranteed audio ad play. Every figure here comes from the same pricing rules that power live estimates and checkout.</p>
  ${perViewSection()}${bandsSection()}${nicheSection()}${checkoutSection()}
  <p>${callToAction(signedIn, 'Get a live estimate')}</p>`;
}
