// The pricing page, generated from @rbt/pricing's constants (issue 10): change a constant and the page follows.
import { BANDS, CHECKOUT, CUSTOM, NICHE, SETUP, STANDARD } from '@rbt/pricing/src/constants';
import { checkoutFigures } from '@rbt/pricing/src/checkout';
import { callToAction } from './site-chrome';
import { DEVICE_LABEL, examples, frequencyRows, percent, pkr, slotBands, tableRows, TIER_LABEL, times, titleCase } from './pricing-figures';

/** `figure` names a number for tests: data-figure="vat" holds the rendered VAT rate. */
const fig = (figure: string, text: string): string => `<span data-figure="${figure}">${text}</span>`;

const table = (caption: string, rows: Array<[string, string]>): string => `
  <table class="rbt-table"><caption>${caption}</caption><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;

function perViewSection(): string {
  const metros = SETUP.metroCities.map(titleCase).join(', ');
  const slots = slotBands().map((b): [string, string] => [`${b.label}${b.prime ? ' <em class="rbt-prime">prime time</em>' : ''}`, times(b.multiplier)]);
  const worked = examples().map((e) => `<li><strong>${e.title}:</strong> <code>${e.formula}</code> → ${pkr(e.perView)} per view</li>`).join('');
  return `
  <section id="per-view" aria-labelledby="per-view-title">
    <h2 id="per-view-title">Cost per view</h2>
    <p>You pay for each guaranteed audio ad played to a user. The setup screen prices one view as</p>
    <p class="rbt-formula">(base ${fig('base', pkr(SETUP.base))} + city adder) × device × value tier × frequency × time slot, rounded to 2 decimals</p>
    <div class="rbt-price-grid">
      ${table('City adder', [[`Any of ${metros} selected`, `+ ${fig('metro-adder', pkr(SETUP.cityAdderMetro))}`], ['Other cities only', `+ ${fig('other-adder', pkr(SETUP.cityAdderOther))}`]])}
      ${table('Device', tableRows(SETUP.device, DEVICE_LABEL).map(([k, v]) => [k, times(v)]))}
      ${table('Value tier', tableRows(SETUP.tier, TIER_LABEL).map(([k, v]) => [k, times(v)]))}
      ${table('Frequency cap (discount)', frequencyRows().map(([k, v]) => [k, times(v)]))}
      ${table('Time slot (average over the slots you pick)', slots)}
    </div>
    <h3>Worked examples</h3>
    <ul class="rbt-examples">${worked}</ul>
    <p>Estimated total = targeted users × cost per view × campaign days × views per user per day.</p>
  </section>`;
}

function bandsSection(): string {
  const premium = Object.values(NICHE.premium);
  const card = (id: keyof typeof BANDS, name: string, text: string) => `
      <div class="rbt-card rbt-band"><h3>${name}</h3>
        <p class="rbt-band-price">${fig(`band-${id}`, `${pkr(BANDS[id].min)} - ${pkr(BANDS[id].max)}`)}</p><p>${text}</p></div>`;
  return `
  <section id="bands" aria-labelledby="bands-title">
    <h2 id="bands-title">Price per impression by targeting</h2>
    <p>Quotes on the targeting pages fall within these bands:</p>
    <div class="rbt-features rbt-bands">
      ${card('standard', 'Standard', `Cities, gender and value tier. Base ${pkr(STANDARD.base)}; prime time ${times(STANDARD.slot.peak)}, afternoon ${times(STANDARD.slot.semipeak)}; weekends + ${pkr(STANDARD.dayType.weekend)}.`)}
      ${card('custom', 'Custom', `Your own audience list. Base ${pkr(CUSTOM.base)}; short campaigns ${times(CUSTOM.duration.short)}, long ones ${times(CUSTOM.duration.long)}; volume discounts down to ${times(Math.min(...CUSTOM.volume.map((v) => v.multiplier)))}.`)}
      ${card('niche', 'Niche', `Interests, device brands and city areas. Base ${pkr(NICHE.base)}; each premium target + ${pkr(Math.min(...premium))} to ${pkr(Math.max(...premium))}; ${NICHE.stackAtLeast} or more stacked ${times(NICHE.stackMultiplier)}.`)}
    </div>
  </section>`;
}

function checkoutSection(): string {
  const sample = checkoutFigures({ baseCost: 100_000 });
  const money = (n: number) => `PKR\u00a0${n.toLocaleString('en-PK', { maximumFractionDigits: 0 })}`;
  return `
  <section id="checkout" aria-labelledby="checkout-title">
    <h2 id="checkout-title">Taxes and fees at checkout</h2>
    ${table('On top of your campaign budget', [
      ['VAT (on the budget)', fig('vat', percent(CHECKOUT.vatRate))],
      ['Platform fee (on the budget)', fig('platform-fee', percent(CHECKOUT.platformFeeRate))],
      ['Cost range shown with estimates (of the total)', `${percent(CHECKOUT.costRange.low)} - ${percent(CHECKOUT.costRange.high)}`],
    ])}
    <p>Example: a budget of ${money(sample.baseCost)} adds ${money(sample.platformFee)} platform fee and ${money(sample.tax)} VAT,
      ${fig('sample-total', money(sample.total))} in all.</p>
    <p class="rbt-prototype" role="note">Payment in this prototype is simulated: no card is charged.</p>
  </section>`;
}

export function pricingBody(signedIn: boolean): string {
  return `
  <h1>Pricing</h1>
  <p class="rbt-lead">Billed in PKR per guaranteed audio ad per user view. Every figure here comes from the same pricing rules that power live estimates and checkout.</p>
  ${perViewSection()}${bandsSection()}${checkoutSection()}
  <p>${callToAction(signedIn, 'Get a live estimate')}</p>`;
}
