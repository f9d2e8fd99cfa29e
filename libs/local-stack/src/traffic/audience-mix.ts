import crypto from 'node:crypto';
import { CITIES } from '@rbt/pricing';
import type { DecisionQuery } from '@rbt/contracts';

/** A random source in [0, 1); seeded in tests so draws repeat. */
export type Rand = () => number;

/** mulberry32: a small seeded generator, so a pool (and a test) is the same on every run. */
export function seededRand(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One key of `weights`, drawn in proportion to its weight. */
export function pickWeighted<K extends string>(weights: Readonly<Record<K, number>>, rand: Rand): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [k, w] of entries) {
    x -= w;
    if (x < 0) return k;
  }
  return entries[entries.length - 1][0];
}

/** A synthetic caller: an E.164 number, its SHA-256 (the `sub` operators send) and stable attributes. */
export interface Subscriber extends Required<Omit<DecisionQuery, 'callId' | 'codec'>> {
  e164: string;
}

/**
 * Numbers in the +92 39x range, which no Pakistani operator has been allocated, so a synthetic subscriber is never a
 * real person.
 */
export const syntheticNumber = (i: number) => `+9239${String(i).padStart(8, '0')}`;
export const hashNumber = (e164: string) => crypto.createHash('sha256').update(e164).digest('hex');

const cityWeights = Object.fromEntries(CITIES.map((c) => [c.id, c.audience.total])) as Record<string, number>;
const CITY_BY_ID = new Map(CITIES.map((c) => [c.id, c]));

/**
 * A fixed pool of subscribers drawn from the reference audience: city by its audience, then gender, device and tier
 * by that city's one-dimensional shares (taken as independent, as the pricing engine does). Calls draw from the pool,
 * so the same subscribers call again and frequency caps bite. `cities`: an operator that covers only these cities
 * (each still drawn by its audience); every city by default.
 */
export function subscriberPool(size: number, rand: Rand, cities?: readonly string[]): Subscriber[] {
  const weights = cities ? Object.fromEntries(cities.map((c) => [c, cityWeights[c] ?? 0])) : cityWeights;
  return Array.from({ length: size }, (_, i) => {
    const city = pickWeighted(weights, rand);
    const a = CITY_BY_ID.get(city)!.audience;
    const e164 = syntheticNumber(i);
    return {
      e164,
      sub: hashNumber(e164),
      city: city as Subscriber['city'],
      gender: pickWeighted(a.gender, rand),
      device: pickWeighted(a.device, rand),
      tier: pickWeighted(a.tier, rand),
    };
  });
}
