import { CITIES } from './cities';

/**
 * The local stack's subscriber directory (customer lists): one subscriber per DEMO_DIRECTORY_SCALE of
 * each city's reference audience, with made-up but well-formed numbers `+923CC NNNNNNN` (CC: the city's place in
 * the reference list, 00–41; N: 0…count-1), so a demo or a test can write a list that matches. A real deployment
 * loads the operator's directory instead; only the SHA-256 of each number is stored either way.
 */
export const DEMO_DIRECTORY_SCALE = 1000;

export function demoSubscriberCount(cityIndex: number): number {
  return Math.round(CITIES[cityIndex]!.audience.total / DEMO_DIRECTORY_SCALE);
}

/** The k-th demo subscriber of a city, in E.164. */
export function demoSubscriberNumber(cityIndex: number, k: number): string {
  return `+923${String(cityIndex).padStart(2, '0')}${String(k).padStart(7, '0')}`;
}

/** Every demo subscriber as [E.164 number, city id]. */
export function* demoDirectory(): Generator<[string, string]> {
  for (let i = 0; i < CITIES.length; i++) {
    const n = demoSubscriberCount(i);
    for (let k = 0; k < n; k++) yield [demoSubscriberNumber(i, k), CITIES[i]!.id];
  }
}
