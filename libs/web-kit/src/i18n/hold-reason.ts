import { formatCount, formatKarachiDate } from '../format';
import { useLabels } from './reference-labels';
import { useKitT, usePageLanguage } from './use-t';

/** One short slot of a capacity hold, read back from svc-campaigns' sentence (capacity-use-case `holdReason`). */
interface HeldSlot {
  city: string;
  /** "18-19" */
  timeSlot: string;
  /** YYYY-MM-DD */
  date: string;
  requested: number;
  available: number;
}

const SLOT = /^(\S+) (\d{2}-\d{2}) on (\d{4}-\d{2}-\d{2}) \(requested (\d+), available (\d+)\)$/;

/**
 * svc-campaigns stores a capacity hold as one English sentence ("Not enough capacity: karachi 18-19 on 2026-12-01
 * (requested 500, available 200); … and 2 more"); the events carry no more. Read back here so an Urdu page can say
 * it again in its own words; null when the sentence is not that shape (then the page says only that it is held).
 */
function readHoldReason(reason: string): { slots: HeldSlot[]; more: number } | null {
  const m = /^Not enough capacity: (.+?)(?: and (\d+) more)?$/.exec(reason);
  if (!m) return null;
  const slots: HeldSlot[] = [];
  for (const part of m[1].split('; ')) {
    const s = SLOT.exec(part);
    if (!s) return null;
    slots.push({ city: s[1], timeSlot: s[2], date: s[3], requested: Number(s[4]), available: Number(s[5]) });
  }
  return { slots, more: Number(m[2] ?? 0) };
}

/**
 * A capacity hold in the page's language, one line per short slot (the city by name, the date, the hour, the plays
 * asked for and free), for the bell, the campaign page and the admin's drawer. A sentence of another shape comes back
 * whole on an English page and as nothing on an Urdu one, where the caller's own heading says that it is held.
 */
export function useHoldReason(): (reason: string) => string[] {
  const t = useKitT();
  const labels = useLabels();
  const language = usePageLanguage();
  return (reason) => {
    const held = readHoldReason(reason);
    if (!held) return language === 'ur' ? [] : [reason];
    const lines = held.slots.map((s) =>
      t('kit.hold.slot', {
        city: labels.city(s.city),
        date: formatKarachiDate(s.date),
        from: s.timeSlot.slice(0, 2),
        to: s.timeSlot.slice(3, 5),
        requested: formatCount(s.requested),
        available: formatCount(s.available),
      }),
    );
    return held.more ? [...lines, t('kit.hold.more', { count: held.more })] : lines;
  };
}
