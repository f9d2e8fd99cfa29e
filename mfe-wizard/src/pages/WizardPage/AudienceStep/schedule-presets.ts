import { addCalendarDays, firstBookableDay, type DayOfWeek } from '@rbt/contracts';
import type { WizMessageId } from '../../../messages';

/**
 * Duration presets (issue 28): 1 week, 2 weeks and 1 month span exactly 7, 14 and 30 Karachi calendar days,
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

/** Spec §2 schedule note: the frequency discount in effect (10% at a cap of 4 or more, 5% at 3), as a message id. */
export function discountNote(freqCapPerDay: number): WizMessageId {
  if (freqCapPerDay >= 4) return 'wiz.schedule.discount10';
  if (freqCapPerDay === 3) return 'wiz.schedule.discount5';
  return 'wiz.schedule.discountHint';
}
