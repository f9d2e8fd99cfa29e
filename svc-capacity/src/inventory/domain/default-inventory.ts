import { slotStartHour } from '@rbt/contracts';
import { CITY_BY_ID, SETUP } from '@rbt/pricing';

/**
 * Default inventory of a date × city × slot that no admin has uploaded (docs/decisions/capacity.md): the plays the
 * city's app users can hear in that hour = reference audience × plays per user per hour × the slot's multiplier
 * (prime 18-22 × 2, 12-18 × 1.5, others × 1: more calls, and so more ringback plays, in busier hours). The same
 * audience the wizard and the pricing engine use, so what is sold and what is guaranteed come from one source.
 */
export type DefaultTotal = (city: string, timeSlot: string) => number;

export function defaultInventory(playsPerUserHour: number): DefaultTotal {
  return (city, timeSlot) => {
    const audience = CITY_BY_ID.get(city)?.audience.total ?? 0;
    return Math.floor(audience * playsPerUserHour * SETUP.slotMultiplier(slotStartHour(timeSlot)));
  };
}
