import { z } from 'zod';
import { boundedArray, plainText } from './input-rules';

/**
 * Spec §3 nicheTargeting. Its own module because both the draft (campaigns.ts) and the estimate request
 * (pricing.ts) carry it, and campaigns.ts already imports pricing.ts.
 */
export const NicheTargeting = z
  .object({
    interests: boundedArray(plainText(100), 50).default([]),
    location: z
      .object({
        areas: boundedArray(plainText(100), 200).default([]),
        customCities: boundedArray(plainText(100), 50).default([]),
      })
      .strict()
      .default({}),
    behavior: z
      .object({
        deviceBrands: boundedArray(plainText(50), 50).default([]),
        deviceModels: boundedArray(plainText(100), 500).default([]),
      })
      .strict()
      .default({}),
  })
  .strict();
export type NicheTargeting = z.infer<typeof NicheTargeting>;
