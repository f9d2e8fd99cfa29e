import type { HoldDetail } from './campaigns';
import type { ShortSlot } from './events/capacity';

/** The hold's cut: the sentence names the first three short slots and counts the rest; the detail keeps the same. */
const NAMED = 3;

/** The short slots of capacity.insufficient as the campaign stores them (`reviewHoldDetail`). */
export function holdDetailOf(slots: ShortSlot[]): HoldDetail {
  return { slots: slots.slice(0, NAMED), more: Math.max(0, slots.length - NAMED) };
}

/**
 * The hold in English, written once for both sides: svc-capacity puts it in capacity.insufficient's `reason`, and
 * svc-campaigns stores that ("Not enough capacity: karachi 18-19 on 2026-12-01 (requested 500, available 200); … and 2
 * more"), stored as `reviewHold` for API callers and the admin's conflict message; pages word the detail instead.
 */
export function holdSentence(d: HoldDetail): string {
  const named = d.slots.map(
    (s) => `${s.city} ${s.timeSlot} on ${s.date} (requested ${s.requested}, available ${s.available})`,
  );
  const more = d.more ? ` and ${d.more} more` : '';
  return `Not enough capacity: ${named.join('; ')}${more}`;
}

const SLOT = /^(\S+) (\d{2}-\d{2}) on (\d{4}-\d{2}-\d{2}) \(requested (\d+), available (\d+)\)$/;

/**
 * `holdSentence` read back, for what was stored before the detail was (holds and hold notifications older than
 * the hold as data): null for any other shape. Kept here, beside the writer, so the two cannot drift apart; no page
 * parses the sentence.
 */
export function readHoldSentence(sentence: string | null | undefined): HoldDetail | null {
  const m = sentence ? /^Not enough capacity: (.+?)(?: and (\d+) more)?$/.exec(sentence) : null;
  if (!m) return null;
  const slots: ShortSlot[] = [];
  for (const part of m[1]!.split('; ')) {
    const s = SLOT.exec(part);
    if (!s) return null;
    slots.push({ city: s[1]!, timeSlot: s[2]!, date: s[3]!, requested: Number(s[4]), available: Number(s[5]) });
  }
  return { slots, more: Number(m[2] ?? 0) };
}
