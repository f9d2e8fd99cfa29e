/** Spec §4 duration presets: start today, end today plus N days; weekends is identical to two weeks. */
export const PRESETS = [
  { id: '1w', label: '1 week', days: 7 },
  { id: '2w', label: '2 weeks', days: 14 },
  { id: '1m', label: '1 month', days: 30 },
  { id: 'weekends', label: 'weekends', days: 14 },
  { id: 'custom', label: 'custom', days: null },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];

const pad = (n: number) => String(n).padStart(2, '0');
/** The advertiser's local calendar date as YYYY-MM-DD (not UTC, which is yesterday before 5 AM in Karachi). */
export const isoLocalDate = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function addDays(d: Date, days: number): Date {
  const out = new Date(d);
  out.setDate(out.getDate() + days);
  return out;
}

/** Dates a preset sets, or null for custom (which does nothing by itself). */
export function presetDates(id: PresetId, today: Date = new Date()): { startDate: string; endDate: string } | null {
  const preset = PRESETS.find((p) => p.id === id);
  if (!preset || preset.days === null) return null;
  return { startDate: isoLocalDate(today), endDate: isoLocalDate(addDays(today, preset.days)) };
}

/** Spec §2 schedule note: the frequency discount in effect (10% at a cap of 4 or more, 5% at 3). */
export function discountNote(freqCapPerDay: number): string {
  if (freqCapPerDay >= 4) return 'A 10% frequency discount applies to every slot (4 or more plays per day).';
  if (freqCapPerDay === 3) return 'A 5% frequency discount applies to every slot (3 plays per day).';
  return 'Set 3 plays per day for a 5% discount, or 4 or more for 10%.';
}
