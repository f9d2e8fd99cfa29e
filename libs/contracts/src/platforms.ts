import { z } from 'zod';
import { plainText } from './input-rules';

/**
 * Operators' ringback-tone platforms and their API keys (docs/decisions/admin.md). The gateway owns them: it makes
 * identity, so it alone stores keys (hashed) and turns a valid key into the signed caller `role: 'platform'`.
 */

/** Highest per-platform decision rate an admin may set, per second and gateway instance. */
export const MAX_DECISIONS_PER_SECOND = 100_000;
/** Longest overlap of an old key with its replacement (a week). */
export const MAX_KEY_OVERLAP_HOURS = 168;

const isoTime = z.string().datetime();

/** One API key as admins see it: never the secret, only the prefix it starts with. */
export const PlatformKey = z.object({
  id: z.string(),
  /** The key's first characters (`rbt_live_<id>`), enough to recognise it in a platform's configuration. */
  prefix: z.string(),
  createdAt: isoTime,
  /** Set when a rotation retires the key after its overlap; null = no end. */
  expiresAt: isoTime.nullable(),
  revokedAt: isoTime.nullable(),
  /** Updated at most once a minute per gateway instance; absent until first use. */
  lastUsedAt: isoTime.nullable().optional(),
});
export type PlatformKey = z.infer<typeof PlatformKey>;

export const Platform = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: isoTime,
  /** Decisions per second allowed on each gateway instance; more answer 429. */
  decisionsPerSecond: z.number().int().positive(),
  keys: z.array(PlatformKey),
});
export type Platform = z.infer<typeof Platform>;

/** GET /api/admin/platforms */
export const PlatformList = z.object({ platforms: z.array(Platform) });
export type PlatformList = z.infer<typeof PlatformList>;

const decisionsPerSecond = z
  .number()
  .int('Decisions per second must be a whole number')
  .min(1, 'Decisions per second must be at least 1')
  .max(
    MAX_DECISIONS_PER_SECOND,
    `Decisions per second must be at most ${MAX_DECISIONS_PER_SECOND.toLocaleString('en-US')}`,
  );

/** POST /api/admin/platforms: a name with the same text rules as campaign names; the rate limit is optional. */
export const PlatformCreate = z
  .object({
    name: plainText(200)
      .transform((s) => s.trim())
      .pipe(z.string().min(1, 'Name is required')),
    decisionsPerSecond: decisionsPerSecond.optional(),
  })
  .strict();
export type PlatformCreate = z.input<typeof PlatformCreate>;

/** POST /api/admin/platforms/:id/keys: issue a new key; older active keys expire after the overlap. */
export const KeyRotate = z
  .object({
    overlapHours: z
      .number()
      .int('Overlap must be a whole number of hours')
      .min(0, 'Overlap must not be negative')
      .max(MAX_KEY_OVERLAP_HOURS, `Overlap must be at most ${MAX_KEY_OVERLAP_HOURS} hours`)
      .default(24),
    /** A sandbox key `rbt_test_…` (docs/operators.md "Sandbox"): added beside the live keys, which it never expires. */
    sandbox: z.boolean().default(false),
  })
  .strict();
export type KeyRotate = z.input<typeof KeyRotate>;

/** The answer that carries a new key: its secret is shown this once and stored only as a hash. */
export const KeyIssued = z.object({
  platform: Platform,
  key: z.object({ id: z.string(), secret: z.string() }),
});
export type KeyIssued = z.infer<typeof KeyIssued>;

/**
 * `POST /api/admin/platforms/{id}/ad-tags`: a new ad-tag key (`rbt_tag_…`) for players that can only call a URL;
 * older ad tags of the platform end after the overlap, its API keys never.
 */
export const AdTagCreate = KeyRotate.omit({ sandbox: true }).strict();
export type AdTagCreate = z.input<typeof AdTagCreate>;
/** The ad-tag URL with its key, shown this once like a key: `…/rtb/v1/decisions?key=rbt_tag_…`. */
export const AdTagIssued = KeyIssued.extend({ url: z.string().url() });
export type AdTagIssued = z.infer<typeof AdTagIssued>;
