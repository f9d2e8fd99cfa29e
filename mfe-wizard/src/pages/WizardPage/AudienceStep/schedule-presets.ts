import { addCalendarDays, firstBookableDay, ratePercent, type DayOfWeek } from '@rbt/contracts';
import { FREQUENCY_DISCOUNTS } from '@rbt/pricing';
import type { WizMessageId } from '../../../messages';

/**
 * Duration presets: 1 week, 2 weeks and 1 month span exactly 7, 14 and 30 Karachi calendar days,
 * the start day included; they play every day. Weekends plays on the Saturdays and Sundays of the next 14 days
 * (2 weekends, 4 play days). The spec's "today plus N days" ended one day late (8 and 15 days).
 */
export const PRESETS = [
  { id: '1w', days: 7, daysOfWeek: [] },
  { id: '2w', days: 14, daysOfWeek: [] },
  { id: '1m', days: 30, daysOfWeek: [] },
  { id: 'weekends', days: 14, daysOfWeek: ['sat', 'sun'] },
  { id: 'custom', days: null, daysOfWeek: null },
] as const satisfies readonly { id: string; days: number | null; daysOfWeek: DayOfWeek[] | null }[];
export type PresetId = (typeof PRESETS)[number]['id'];

export interface PresetSchedule {
  startDate: string;
  endDate: string;
  daysOfWeek: DayOfWeek[];
}

/**
 * The schedule a preset sets, or null for custom (which does nothing by itself). The start is the next bookable
 * day in Karachi (today there), whatever the browser's time zone: a browser in Los Angeles at 4 PM on the 22nd
 * offers the 23rd when Karachi is already there, as the server's "today or later" rule judges it.
 */
export function presetDates(id: PresetId, now: Date = new Date()): PresetSchedule | null {
  const preset = PRESETS.find((p) => p.id === id);
  if (!preset || preset.days === null || preset.daysOfWeek === null) return null;
  const start = firstBookableDay(now);
  return { startDate: start, endDate: addCalendarDays(start, preset.days - 1), daysOfWeek: [...preset.daysOfWeek] };
}

/** Which preset a schedule is, if any (a reloaded draft shows its preset selected); custom otherwise. */
export function presetOf(
  s: { startDate: string | null; endDate: string | null; daysOfWeek: readonly string[] },
  now: Date = new Date(),
): PresetId {
  for (const p of PRESETS) {
    const d = presetDates(p.id, now);
    if (d && d.startDate === s.startDate && d.endDate === s.endDate && sameDays(d.daysOfWeek, s.daysOfWeek))
      return p.id;
  }
  return 'custom';
}

const sameDays = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((d) => b.includes(d));

const off = (multiplier: number) => ratePercent(1 - multiplier);

/**
 * Spec §2 schedule note: the frequency discount in effect at this cap, or how to get one, as a message id and its
 * figures, all from the pricing table (never numbers in the catalogs).
 */
export function discountNote(freqCapPerDay: number): { id: WizMessageId; values: Record<string, string | number> } {
  const [high, low] = FREQUENCY_DISCOUNTS;
  const applied = FREQUENCY_DISCOUNTS.find((d) => freqCapPerDay >= d.atLeast);
  if (!applied) {
    const values = {
      lowCap: low.atLeast,
      lowRate: off(low.multiplier),
      highCap: high.atLeast,
      highRate: off(high.multiplier),
    };
    return { id: 'wiz.schedule.discountHint', values };
  }
  const id = applied === high ? 'wiz.schedule.discountHigh' : 'wiz.schedule.discountLow';
  return { id, values: { rate: off(applied.multiplier), cap: applied.atLeast } };
}
