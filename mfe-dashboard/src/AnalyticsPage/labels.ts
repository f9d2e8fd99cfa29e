import { formatPercent } from '@rbt/web-kit';
import type { DashMessageId } from '../messages';

type T = (id: DashMessageId, values?: Record<string, string | number>) => string;

/** The part of the day an hour belongs to, as Urdu says it (رات، صبح، دوپہر، شام); English reads AM / PM from it. */
function partOfDay(h: number): string {
  if (h < 4) return 'lateNight';
  if (h < 12) return 'morning';
  if (h < 16) return 'noon';
  return h < 19 ? 'evening' : 'night';
}

/** "18-19" → "6 PM" / "شام 6 بجے"; "00-01" → "12 AM" / "رات 12 بجے". */
export function slotLabel(t: T, slot: string): string {
  const h = Number(slot.slice(0, 2));
  if (Number.isNaN(h)) return slot;
  return t('dash.charts.hour', { hour: h % 12 === 0 ? 12 : h % 12, part: partOfDay(h % 24) });
}

/** A percent figure (0–100) through web-kit's one percent format, so the dashboard cards say the same. */
export const percent = (n: number | null): string => (n === null ? '—' : formatPercent(n / 100));
