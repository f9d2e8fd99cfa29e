import { z } from 'zod';

/**
 * Reference data shapes (spec §3, §9), served by svc-pricing under GET /api/reference/... and validated at load
 * in @rbt/pricing. The data itself lives in libs/pricing/src/reference.
 */

export const Province = z.enum(['Sindh', 'Punjab', 'KPK', 'Balochistan', 'Federal', 'AJK', 'GB']);
export type Province = z.infer<typeof Province>;

const count = z.number().int().nonnegative();

/** Audience counts of one city; each dimension sums to the same city total (checked in @rbt/pricing). */
export const CityAudience = z.object({
  total: count,
  gender: z.object({ male: count, female: count }),
  device: z.object({ smartphone: count, nonSmartphone: count }),
  tier: z.object({ bronze: count, silver: count, gold: count, platinum: count }),
});
export type CityAudience = z.infer<typeof CityAudience>;

/** Built-in city of the wizard's map and search. */
export const City = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  province: Province,
  lat: z.number().min(23).max(37.5),
  lng: z.number().min(60).max(78),
  /** Urban population the audience was derived from (docs/decisions/pricing.md). */
  population: count,
  audience: CityAudience,
});
export type City = z.infer<typeof City>;

export const SizeClass = z.enum(['large', 'medium', 'small']);
/** Entry of the 15-city short list (map demo); `population` is the app's user count there. */
export const ShortCity = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  users: z.string().regex(/^\d+(\.\d+)?[KM]$/),
  lat: z.number(),
  lng: z.number(),
  population: count,
  sizeClass: SizeClass,
});
export type ShortCity = z.infer<typeof ShortCity>;

/** One of the 18 wizard slots 06-07 … 23-24. */
export const TimeSlot = z.object({
  id: z.string().regex(/^\d{2}-\d{2}$/),
  label: z.string(),
  baseMultiplier: z.number().positive(),
  peak: z.boolean(),
});
export type TimeSlot = z.infer<typeof TimeSlot>;

/** One of the 16 capacity slots 08-09 … 23-24 used by admin capacity. */
export const CapacitySlot = z.object({ id: z.string().regex(/^\d{2}-\d{2}$/), label: z.string() });
export type CapacitySlot = z.infer<typeof CapacitySlot>;

/** A city of the capacity grid (every city the wizard sells; CAPACITY_CITY_IDS). */
export const CapacityCity = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1) });
export type CapacityCity = z.infer<typeof CapacityCity>;

/** A metro with named areas, for niche micro-geo targeting (spec §9's eight cities). */
export const CityArea = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1) });
export const AreaCity = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  areas: z.array(CityArea).min(10).max(16),
});
export type AreaCity = z.infer<typeof AreaCity>;

export const DeviceModel = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  releaseYear: z.number().int().min(2010).max(2030),
});
export const DeviceBrand = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** Percent of the installed base. */
  marketShare: z.number().positive().max(100),
  models: z.array(DeviceModel),
});
export type DeviceBrand = z.infer<typeof DeviceBrand>;
export type DeviceModel = z.infer<typeof DeviceModel>;

export const Interest = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string().min(1),
  description: z.string(),
});
export type Interest = z.infer<typeof Interest>;

export const VoiceLanguage = z.enum(['urdu', 'english', 'punjabi', 'arabic']);
export const Voice = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  gender: z.enum(['male', 'female']),
  language: VoiceLanguage,
  description: z.string(),
  tone: z.string(),
});
export type Voice = z.infer<typeof Voice>;

/**
 * Canonical objectives are awareness/consideration/conversion/retention; the other reading of the spec
 * (offer, lead, reminder) is accepted on input and mapped (docs/decisions/pricing.md).
 */
export const OBJECTIVE_LEGACY: Readonly<Record<string, string>> = {
  offer: 'conversion',
  lead: 'consideration',
  reminder: 'retention',
};
export const ObjectiveId = z.enum(['awareness', 'consideration', 'conversion', 'retention']);
export type ObjectiveId = z.infer<typeof ObjectiveId>;
/** Objective as accepted on input: legacy ids are mapped to the canonical ones. */
export const ObjectiveInput = z.preprocess(
  (v) => (typeof v === 'string' && Object.hasOwn(OBJECTIVE_LEGACY, v) ? OBJECTIVE_LEGACY[v] : v),
  ObjectiveId,
);
export const ObjectiveInfo = z.object({
  id: ObjectiveId,
  label: z.string(),
  description: z.string(),
  legacyIds: z.array(z.string()),
});
export type ObjectiveInfo = z.infer<typeof ObjectiveInfo>;

export const ValueTierInfo = z.object({
  id: z.enum(['all', 'bronze', 'silver', 'gold', 'platinum']),
  label: z.string(),
  multiplier: z.number().positive(),
  legacyIds: z.array(z.string()),
});
export type ValueTierInfo = z.infer<typeof ValueTierInfo>;

/** Names of the GET /api/reference/{name} collections. */
export const ReferenceName = z.enum([
  'cities',
  'short-cities',
  'time-slots',
  'capacity-slots',
  'capacity-cities',
  'area-cities',
  'device-brands',
  'interests',
  'voices',
  'objectives',
  'value-tiers',
]);
export type ReferenceName = z.infer<typeof ReferenceName>;
