import { formatPercent } from '@rbt/web-kit';

/** Display labels for the analytics page (city ids are lower-case slugs, slots are "18-19"). */
export const cityLabel = (id: string): string =>
  id
    .split(/[-_ ]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** "18-19" → "6 PM"; "00-01" → "12 AM". */
export function slotLabel(slot: string): string {
  const h = Number(slot.slice(0, 2));
  if (Number.isNaN(h)) return slot;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12} ${h < 12 || h === 24 ? 'AM' : 'PM'}`;
}

/** A percent figure (0–100) through web-kit's one percent format, so the dashboard cards say the same. */
export const percent = (n: number | null): string => (n === null ? '—' : formatPercent(n / 100));
