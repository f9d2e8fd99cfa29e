import type { ReferenceName } from '@rbt/contracts';
import { CITIES } from './cities';
import { SHORT_CITIES } from './short-cities';
import { CAPACITY_SLOTS, TIME_SLOTS } from './time-slots';
import { AREA_CITIES } from './area-cities';
import { CAPACITY_CITIES } from './capacity-cities';
import { DEVICE_BRANDS } from './device-brands';
import { INTERESTS, OBJECTIVES, VALUE_TIERS, VOICES } from './catalogues';

export * from './cities';
export * from './short-cities';
export * from './time-slots';
export * from './area-cities';
export * from './capacity-cities';
export * from './device-brands';
export * from './catalogues';
export * from './demo-directory';

/** Every collection served under GET /api/reference/{name}. */
export const REFERENCE: Readonly<Record<ReferenceName, readonly unknown[]>> = {
  cities: CITIES,
  'short-cities': SHORT_CITIES,
  'time-slots': TIME_SLOTS,
  'capacity-slots': CAPACITY_SLOTS,
  'capacity-cities': CAPACITY_CITIES,
  'area-cities': AREA_CITIES,
  'device-brands': DEVICE_BRANDS,
  interests: INTERESTS,
  voices: VOICES,
  objectives: OBJECTIVES,
  'value-tiers': VALUE_TIERS,
};
