/**
 * The day's price bands, by the hour a slot starts (spec §2 "prime times are 18-22", §9 "18-22 slots 2, 12-18 slots
 * 1.5"): defined here once for the setup cost, the price models' derivation, the slot grid's peak flag and the
 * help's tips. The derivation's "semipeak if 12 to 16" is read as this midday band (docs/decisions/pricing.md).
 */
export type SlotBand = 'peak' | 'semipeak' | 'offpeak';

/** [first start hour, first hour after] of each band that is not off-peak. */
export const SLOT_BAND_HOURS = { peak: [18, 22], semipeak: [12, 18] } as const;

/** Start hour of a slot id like "18-19". */
export const slotStartHour = (id: string): number => (id.charCodeAt(0) - 48) * 10 + id.charCodeAt(1) - 48;

const within = (h: number, [from, to]: readonly [number, number]) => h >= from && h < to;

export function slotBandOfHour(startHour: number): SlotBand {
  if (within(startHour, SLOT_BAND_HOURS.peak)) return 'peak';
  return within(startHour, SLOT_BAND_HOURS.semipeak) ? 'semipeak' : 'offpeak';
}

/** The band of a slot id ("17-18" → semipeak). */
export const slotBandOf = (slotId: string): SlotBand => slotBandOfHour(slotStartHour(slotId));
