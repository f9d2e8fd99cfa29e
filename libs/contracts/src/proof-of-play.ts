import { z } from 'zod';
import { Language } from './auth';

/** GET /api/analytics/proof-of-play.pdf?campaignId=&lang=: the owner's signed proof of play of one campaign. */
export const ProofOfPlayQuery = z
  .object({ campaignId: z.string().min(1).max(100), lang: Language.default('en') })
  .strict();
export type ProofOfPlayQuery = z.infer<typeof ProofOfPlayQuery>;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/i, 'A SHA-256 is 64 hexadecimal characters');

/** GET /api/proof-of-play/verify/:id?sha256=: public; `sha256` is the checked file's (sha256sum), lower or upper case. */
export const ProofVerifyQuery = z.object({ sha256: Sha256.optional() }).strict();
export type ProofVerifyQuery = z.infer<typeof ProofVerifyQuery>;

/**
 * What the verification URL answers: whether the product issued this proof (its stored record carries the product's
 * signature), what it says, and, when a file's SHA-256 was given, whether that file is the one issued, unchanged.
 */
export const ProofVerification = z.object({
  id: z.string(),
  /** The record exists and its signature is the product's. */
  issued: z.boolean(),
  /** Only with `sha256`: the given file is byte for byte the issued document (null when no hash was given). */
  fileMatches: z.boolean().nullable(),
  campaignName: z.string().nullable(),
  issuedAt: z.string().nullable(),
  guaranteedPlays: z.number().int().nonnegative().nullable(),
  deliveredPlays: z.number().int().nonnegative().nullable(),
  /** The issued file's SHA-256 and the SHA-256 of the figures printed in it (both in the document's statement). */
  fileSha256: z.string().nullable(),
  contentSha256: z.string().nullable(),
});
export type ProofVerification = z.infer<typeof ProofVerification>;
