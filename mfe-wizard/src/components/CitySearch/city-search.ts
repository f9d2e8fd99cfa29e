import type { City } from '@rbt/contracts';
import { CITIES } from '@rbt/pricing';

export const MAX_SUGGESTIONS = 8;

/** Spec §2: up to 8 cities whose name or province contains the query, case-insensitive. */
export function suggestCities(query: string, cities: readonly City[] = CITIES): City[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return cities
    .filter((c) => c.name.toLowerCase().includes(q) || c.province.toLowerCase().includes(q))
    .slice(0, MAX_SUGGESTIONS);
}

export function toggleId(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((c) => c !== id) : [...selected, id];
}
