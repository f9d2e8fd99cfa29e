import { Interest, ObjectiveInfo, ValueTierInfo, Voice } from '@rbt/contracts';
import { SETUP } from '../constants';

/** Interest categories of niche targeting (spec §9). */
export const INTERESTS: readonly Interest[] = [
  ['technology', 'Technology', 'Gadgets, apps and telecom'],
  ['finance', 'Finance', 'Banking, wallets and investing'],
  ['health', 'Health', 'Fitness, pharmacy and wellbeing'],
  ['shopping', 'Shopping', 'Retail, e-commerce and deals'],
  ['gaming', 'Gaming', 'Mobile and console games'],
  ['music', 'Music', 'Streaming, concerts and artists'],
  ['education', 'Education', 'Schools, courses and exam prep'],
  ['automotive', 'Automotive', 'Cars, bikes and ride-hailing'],
  ['real-estate', 'Real Estate', 'Housing schemes and rentals'],
  ['business', 'Business', 'SMEs, B2B services and trade'],
].map(([id, name, description]) => Interest.parse({ id, name, description }));

/** The 6 TTS voices (spec §3): ids are the TTS provider's voice names. */
export const VOICES: readonly Voice[] = [
  ['nova', 'Nova', 'female', 'urdu', 'Warm Urdu female voice', 'friendly'],
  ['shimmer', 'Shimmer', 'female', 'english', 'Bright English female voice', 'energetic'],
  ['alloy', 'Alloy', 'female', 'english', 'Neutral English female voice', 'professional'],
  ['onyx', 'Onyx', 'male', 'urdu', 'Deep Urdu male voice', 'authoritative'],
  ['echo', 'Echo', 'male', 'english', 'Clear English male voice', 'calm'],
  ['fable', 'Fable', 'male', 'english', 'Expressive English male voice', 'storytelling'],
].map(([id, name, gender, language, description, tone]) =>
  Voice.parse({ id, name, gender, language, description, tone }),
);

export const OBJECTIVES: readonly ObjectiveInfo[] = [
  {
    id: 'awareness',
    label: 'Brand Awareness',
    description: 'Reach as many people as possible',
    legacyIds: ['awareness'],
  },
  {
    id: 'consideration',
    label: 'Consideration',
    description: 'Get people to think about your offer',
    legacyIds: ['lead'],
  },
  { id: 'conversion', label: 'Conversion', description: 'Drive purchases, sign-ups or calls', legacyIds: ['offer'] },
  { id: 'retention', label: 'Retention', description: 'Remind existing customers', legacyIds: ['reminder'] },
].map((o) => ObjectiveInfo.parse(o));

export const VALUE_TIERS: readonly ValueTierInfo[] = [
  { id: 'all', label: 'All tiers', multiplier: SETUP.tier.all, legacyIds: [] },
  { id: 'bronze', label: 'Bronze', multiplier: SETUP.tier.bronze, legacyIds: ['low'] },
  { id: 'silver', label: 'Silver', multiplier: SETUP.tier.silver, legacyIds: [] },
  { id: 'gold', label: 'Gold', multiplier: SETUP.tier.gold, legacyIds: [] },
  { id: 'platinum', label: 'Platinum', multiplier: SETUP.tier.platinum, legacyIds: ['high'] },
].map((v) => ValueTierInfo.parse(v));
