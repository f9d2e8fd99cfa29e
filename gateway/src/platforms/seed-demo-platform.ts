import type { Logger } from '@rbt/service-kit';
import { knownKey } from './platform-keys';
import type { PlatformsRepository } from './platforms-repository';

export const DEMO_PLATFORM_NAME = 'Demo RBT platform';

/**
 * The local stack's (and the benches') platform: a fixed key from SEED_DEMO_PLATFORM_KEY, so a launcher can print
 * it and a bench can call /rtb/v1/decisions without the admin UI. Nothing happens if the key already exists.
 */
export async function seedDemoPlatform(platforms: PlatformsRepository, secret: string, logger: Logger): Promise<void> {
  const key = knownKey(secret);
  if (!key || (await platforms.findKey(key.id))) return;
  await platforms.create(DEMO_PLATFORM_NAME, 100_000, key);
  logger.info({ prefix: key.prefix }, 'seeded demo platform');
}
