import type { ShortCity } from '@rbt/contracts';
import { SHORT_CITIES } from '@rbt/pricing';

export type SizeClass = ShortCity['sizeClass'];

/** Marker diameters of the three size classes (spec §3: large ≥ 1,000,000, medium ≥ 500,000, else small). */
export const SIZE_PX: Readonly<Record<SizeClass, number>> = { large: 34, medium: 24, small: 16 };

/**
 * Cities whose name contains the query (case-insensitive), in English or as the page shows it (`shownName`: "لاہور"
 * and "lahore" both find Lahore on an Urdu page), only the selected ones when showSelected is on.
 */
export function visibleCities(
  query: string,
  showSelected: boolean,
  selected: readonly string[],
  cities: readonly ShortCity[] = SHORT_CITIES,
  shownName: (id: string) => string = () => '',
): ShortCity[] {
  const q = query.trim().toLowerCase();
  const matches = (c: ShortCity) => [c.name, shownName(c.id)].some((n) => n.toLowerCase().includes(q));
  return cities.filter((c) => (!q || matches(c)) && (!showSelected || selected.includes(c.id)));
}

export interface DemoStats {
  selectedCount: number;
  totalCount: number;
  selectedUsers: number;
  totalUsers: number;
  bySize: Record<SizeClass, number>;
}

/** Users and population of the selection against the whole short list, with the selection per size class. */
export function demoStats(selected: readonly string[], cities: readonly ShortCity[] = SHORT_CITIES): DemoStats {
  const chosen = cities.filter((c) => selected.includes(c.id));
  const bySize: Record<SizeClass, number> = { large: 0, medium: 0, small: 0 };
  for (const c of chosen) bySize[c.sizeClass] += 1;
  return {
    selectedCount: chosen.length,
    totalCount: cities.length,
    selectedUsers: chosen.reduce((n, c) => n + c.population, 0),
    totalUsers: cities.reduce((n, c) => n + c.population, 0),
    bySize,
  };
}
