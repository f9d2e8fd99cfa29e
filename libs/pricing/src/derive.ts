import { slotBandOf, type PriceRequest, type SlotBand } from '@rbt/contracts';
import { DEFAULT_SCHEDULE, DERIVATION } from './constants';
import { campaignDays } from './days';

type Context = NonNullable<PriceRequest['context']>;

const anyIn = (slots: readonly string[], band: SlotBand) => slots.some((s) => slotBandOf(s) === band);

/** Model inputs derived from campaign facts (spec §9 Derivation); explicit request fields win over these. */
export function derivePriceInputs(ctx: Context = {}) {
  const reach = ctx.reach ?? DEFAULT_SCHEDULE.reach;
  const slots = ctx.timeSlots ?? [];
  const peak = anyIn(slots, 'peak');
  const semipeak = anyIn(slots, 'semipeak');
  const weekend = (ctx.daysOfWeek ?? []).some((d) => d === 'sat' || d === 'sun');
  const days = campaignDays({ startDate: ctx.startDate, endDate: ctx.endDate, daysOfWeek: ctx.daysOfWeek });
  return {
    reach,
    peak,
    weekend,
    days,
    standardSlot: peak ? 'peak' : semipeak ? 'semipeak' : 'offpeak',
    customSlot: peak ? 'peak' : 'offpeak',
    cityTier: (ctx.cities ?? []).some((c) => DERIVATION.tier1Cities.includes(c)) ? 'T1' : 'T2',
    dayType: weekend ? 'weekend' : 'weekday',
    frequency:
      reach > DERIVATION.frequencyHighAbove ? 'high' : reach > DERIVATION.frequencyMediumAbove ? 'medium' : 'low',
    duration: days <= DERIVATION.shortUpToDays ? 'short' : days >= DERIVATION.longFromDays ? 'long' : 'medium',
  };
}
