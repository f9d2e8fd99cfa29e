import type { NicheTargeting, PricingBreakdownEntry } from '@rbt/contracts';
import { NICHE } from './constants';
import { DEVICE_BRANDS, modelBadges } from './reference/device-brands';

export type PremiumTarget = keyof typeof NICHE.premium;

/** Model ids that carry the "+PKR 0.50" label (2023 or later, or Apple): picking one makes "device" a premium target. */
const SURCHARGE_MODELS = new Set(
  DEVICE_BRANDS.flatMap((b) => b.models.filter((m) => !!modelBadges(b, m).surchargeLabel).map((m) => m.id)),
);

/** Premium targets of a niche selection (spec §9): device (a surcharge model), geo-micro (areas), interest. */
export function nichePremiumTargets(n: NicheTargeting | null | undefined): PremiumTarget[] {
  if (!n) return [];
  const out: PremiumTarget[] = [];
  if (n.behavior.deviceModels.some((m) => SURCHARGE_MODELS.has(m))) out.push('device');
  if (n.location.areas.length > 0) out.push('geoMicro');
  if (n.interests.length > 0) out.push('interest');
  return out;
}

/**
 * The niche model folded into the one price (docs/decisions/pricing.md): its premium adders and stacking
 * become a multiplier of the setup price per play, (2.5 + adders) ÷ 2.5 × 1.25 when two or more are stacked.
 * Peak and weekend are not taken from the niche model because the setup price already prices the slots.
 */
export function nicheMultiplier(targets: readonly PremiumTarget[]): number {
  const unique = [...new Set(targets)];
  let sum: number = NICHE.base;
  for (const t of unique) sum += NICHE.premium[t];
  const stacked = unique.length >= NICHE.stackAtLeast ? NICHE.stackMultiplier : 1;
  return (sum / NICHE.base) * stacked;
}

const TARGET_LABEL: Record<PremiumTarget, string> = { device: 'device', geoMicro: 'areas', interest: 'interests' };

export function nicheEntry(targets: readonly PremiumTarget[], multiplier: number): PricingBreakdownEntry {
  return {
    label: `Niche premium targets (${targets.map((t) => TARGET_LABEL[t]).join(', ')})`,
    value: multiplier,
    type: 'multiplier',
  };
}
