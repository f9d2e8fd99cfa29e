import { PLATFORM_FEE_RATE, ratePercent, VAT_RATE, type HelpPageKey, type HelpSection } from '@rbt/contracts';
import { CHECKOUT, FREQUENCY_DISCOUNTS, SETUP, STANDARD } from '@rbt/pricing';
import { formatPkrPerPlay } from '@rbt/web-kit';
import type { HelpMessageId } from './messages';

export interface HelpText {
  title: HelpMessageId;
  paragraphs: HelpMessageId[];
}

const text = (key: string, paragraphs: number): HelpText => ({
  title: `help.${key}.title` as HelpMessageId,
  paragraphs: Array.from({ length: paragraphs }, (_, i) => `help.${key}.p${i + 1}` as HelpMessageId),
});

/** Help tab content per spec §2 page key: message ids of src/messages. */
export const PAGE_HELP: Record<HelpPageKey, HelpText> = {
  dashboard: text('dashboard', 3),
  'campaign-wizard': text('wizard', 2),
  analytics: text('analytics', 1),
  billing: text('billing', 2),
  'niche-targeting': text('niche', 2),
  'standard-targeting': text('standard', 1),
  admin: text('admin', 2),
  unknown: text('unknown', 1),
};

/** Help tab content per spec §2 wizard section. */
export const SECTION_HELP: Record<HelpSection, HelpText> = {
  audience: text('section.audience', 2),
  schedule: text('section.schedule', 2),
  creative: text('section.creative', 2),
  budget: text('section.budget', 2),
};

export const SECTIONS: HelpSection[] = ['audience', 'schedule', 'creative', 'budget'];

const [high, low] = FREQUENCY_DISCOUNTS;
const above = (multiplier: number) => ratePercent(multiplier - 1);

/**
 * The ICU arguments of the help paragraphs: the rates and prices from libs/contracts and libs/pricing, never literals
 * in the catalogs. A function: the rupee figures are worded in the page's language when the tab renders.
 */
export const helpFigures = () => ({
  fee: ratePercent(PLATFORM_FEE_RATE),
  vat: ratePercent(VAT_RATE),
  metroAdder: formatPkrPerPlay(SETUP.cityAdderMetro),
  otherAdder: formatPkrPerPlay(SETUP.cityAdderOther),
  smartphone: above(SETUP.device.smartphone),
  platinum: above(SETUP.tier.platinum),
  primeTimes: STANDARD.slot.peak / STANDARD.slot.offpeak,
  lowCap: low.atLeast,
  lowRate: ratePercent(1 - low.multiplier),
  highCap: high.atLeast,
  highRate: ratePercent(1 - high.multiplier),
  costLow: ratePercent(CHECKOUT.costRange.low),
  costHigh: ratePercent(CHECKOUT.costRange.high),
});
