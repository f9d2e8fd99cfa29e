import type { City } from '@rbt/contracts';
import { CITIES } from '@rbt/pricing';

export const MAX_SUGGESTIONS = 8;

/** The names a city is shown by on the page (Urdu on an Urdu page). */
interface ShownNames {
  city(id: string): string;
  province(p: string): string;
}

/**
 * Spec §2: up to 8 cities whose name or province contains the query, case-insensitive, in English or in the page's
 * names (an Urdu reader types "لاہور", someone else "lahore" on the same page).
 */
export function suggestCities(query: string, shown?: ShownNames, cities: readonly City[] = CITIES): City[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const words = (c: City) => [c.name, c.province, ...(shown ? [shown.city(c.id), shown.province(c.province)] : [])];
  return cities.filter((c) => words(c).some((w) => w.toLowerCase().includes(q))).slice(0, MAX_SUGGESTIONS);
}

export function toggleId(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((c) => c !== id) : [...selected, id];
}
