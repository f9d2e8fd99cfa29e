import { addCalendarDays, firstBookableDay } from '@rbt/contracts';

/** Spec §4 duration presets: start today (in Karachi), end today plus N days; weekends is identical to two weeks. */
export const PRESETS = [
  { id: '1w', label: '1 week', days: 7 },
  { id: '2w', label: '2 weeks', days: 14 },
  { id: '1m', label: '1 month', days: 30 },
  { id: 'weekends', label: 'weekends', days: 14 },
  { id: 'custom', label: 'custom', days: null },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];

/**
 * Dates a preset sets, or null for custom (which does nothing by itself). The start is the next bookable day
 * in Karachi (today there), whatever the browser's time zone: a browser in Los Angeles at 4 PM on the 22nd
 * offers the 23rd when Karachi is already there, as the server's "today or later" rule judges it.
 */
export function presetDates(id: PresetId, now: Date = new Date()): { startDate: string; endDate: string } | null {
  const preset = PRESETS.find((p) => p.id === id);
  if (!preset || preset.days === null) return null;
  const start = firstBookableDay(now);
  return { startDate: start, endDate: addCalendarDays(start, preset.days) };
}

/** Spec §2 schedule note: the frequency discount in effect (10% at a cap of 4 or more, 5% at 3). */
export function discountNote(freqCapPerDay: number): string {
  if (freqCapPerDay >= 4) return 'A 10% frequency discount applies to every slot (4 or more plays per day).';
  if (freqCapPerDay === 3) return 'A 5% frequency discount applies to every slot (3 plays per day).';
  return 'Set 3 plays per day for a 5% discount, or 4 or more for 10%.';
}
