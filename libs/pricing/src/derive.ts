import type { PriceRequest } from '@rbt/contracts';
import { DEFAULT_SCHEDULE, DERIVATION } from './constants';
import { campaignDays } from './days';
import { slotStartHour } from './reference/time-slots';

type Context = NonNullable<PriceRequest['context']>;

const anyStartIn = (slots: readonly string[], [from, to]: readonly number[]) =>
  slots.some((s) => {
    const h = slotStartHour(s);
    return h >= from && h <= to;
  });

/** Model inputs derived from campaign facts (spec §9 Derivation); explicit request fields win over these. */
export function derivePriceInputs(ctx: Context = {}) {
  const reach = ctx.reach ?? DEFAULT_SCHEDULE.reach;
  const slots = ctx.timeSlots ?? [];
  const peak = anyStartIn(slots, DERIVATION.peakHours);
  const semipeak = anyStartIn(slots, DERIVATION.semipeakHours);
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
