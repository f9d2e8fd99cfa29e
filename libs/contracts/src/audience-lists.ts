import { z } from 'zod';
import { CITY_IDS, plainText } from './input-rules';

/** Most numbers one customer list may hold (a 50,000-row CSV hashes in about a second in a phone's browser). */
export const AUDIENCE_LIST_MAX = 50_000;
/**
 * A list sent as a file (the wizard's way, any size up to AUDIENCE_LIST_MAX): `POST AUDIENCE_LIST_FILE_PATH?name=…`
 * with `Content-Type: text/plain`, one hash per line. As one JSON body a list stopped at ~3,700 numbers (the services'
 * 256 KB JSON limit); the file route's limit fits the maximum list: 65 bytes a line plus slack.
 */
export const AUDIENCE_LIST_FILE_PATH = '/api/audience-lists/file';
export const AUDIENCE_LIST_FILE_MAX_BYTES = AUDIENCE_LIST_MAX * 66 + 1024;
/** SHA-256 of an E.164 number (`+923001234567`), lower-case hex: the only form a number ever leaves the browser in. */
export const NumberHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Each entry must be the SHA-256 of a number in E.164 form, as 64 lower-case hex digits');

/** POST /api/audience-lists: a customer list as hashes; raw numbers are refused by the shape itself. */
export const AudienceListCreate = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'List name is required')
      .pipe(plainText(80, { tooLong: 'List name must be 80 characters or fewer' })),
    hashes: z
      .array(NumberHash)
      .min(1, 'The list has no Pakistani mobile numbers')
      .max(AUDIENCE_LIST_MAX, `A list may hold at most ${AUDIENCE_LIST_MAX.toLocaleString('en-US')} numbers`),
  })
  .strict();
export type AudienceListCreate = z.infer<typeof AudienceListCreate>;

const pkrRange = z.object({ low: z.number().nonnegative(), high: z.number().nonnegative() });
/**
 * What a matched list can buy, by the quote's rules (libs/pricing listCapacity): over `days` at
 * `playsPerDay` per customer, at most `maxPlays`; the smallest order needs `minMatched` matched subscribers.
 */
export const ListCapacity = z.object({
  days: z.number().int().positive(),
  playsPerDay: z.number().int().positive(),
  maxPlays: z.number().int().nonnegative(),
  pricePerPlay: pkrRange,
  maxBasePkr: pkrRange,
  minPlays: z.number().int().positive(),
  minBudgetPkr: z.number().positive(),
  minMatched: z.number().int().positive(),
  enough: z.boolean(),
  suggestedPlays: z.number().int().nonnegative(),
});
export type ListCapacity = z.infer<typeof ListCapacity>;

/** A matched customer list: how many of its numbers are subscribers, and where they live. */
export const StoredAudienceList = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string().datetime(),
  /** Distinct numbers received. */
  submitted: z.number().int().nonnegative(),
  /** Of those, subscribers found in the directory: the audience a campaign on this list can reach. */
  matched: z.number().int().nonnegative(),
  /** matched ÷ submitted, 0–1. */
  matchRate: z.number().min(0).max(1),
  byCity: z.array(z.object({ cityId: z.enum(CITY_IDS), matched: z.number().int().positive() })),
});
export type StoredAudienceList = z.infer<typeof StoredAudienceList>;
/**
 * k-anonymity of customer lists (docs/security.md): a list matching fewer than AUDIENCE_K_MIN subscribers gets no
 * match count, no match rate and no cities, and cannot be priced or bought; above it, counts are rounded down to
 * MATCH_COUNT_STEP, so adding or removing one number rarely changes an answer. Otherwise a list of one hash would
 * tell anyone whether that number is a subscriber and where they live.
 */
export const AUDIENCE_K_MIN = 100;
export const MATCH_COUNT_STEP = 10;

/**
 * A list as the API answers it: the match in rounded figures when it reaches AUDIENCE_K_MIN (`usable`), else only
 * what was submitted; and what it can buy, measured on the rounded figures.
 */
export const AudienceList = StoredAudienceList.extend({
  matched: z.number().int().nonnegative().nullable(),
  matchRate: z.number().min(0).max(1).nullable(),
  usable: z.boolean(),
  capacity: ListCapacity,
});
export type AudienceList = z.infer<typeof AudienceList>;
export const AudienceListPage = z.object({ items: z.array(AudienceList) });
export type AudienceListPage = z.infer<typeof AudienceListPage>;

/** GET /api/audience-lists/{id}/hashes, for services only: the list's matched members, which svc-capacity serves. */
export const AudienceListMembers = z.object({ hashes: z.array(NumberHash) });
export type AudienceListMembers = z.infer<typeof AudienceListMembers>;
