import { z } from 'zod';
import { plainText } from './input-rules';

/** Sign-in form (embedded accounts). */
export const SignInRequest = z.object({
  email: z.string().trim().email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password').max(200),
  returnTo: z.string().optional(),
  // The answer to a sign-in puzzle (gateway sign-in-proof.ts), needed only for an email past its failure ceiling.
  proofChallenge: z.string().max(300).optional(),
  proofNonce: z.string().max(16).optional(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** Asked by the sign-in page before it posts: does this email need a proof of work now? */
export const SignInChallengeRequest = z.object({ email: z.string().trim().email().max(200) });
/** No puzzle (`challenge: null`) unless the email is past its failure ceiling. */
export const SignInChallenge = z.object({ challenge: z.string().nullable(), bits: z.number().int() });
export type SignInChallenge = z.infer<typeof SignInChallenge>;

/**
 * Passwords (OWASP ASVS 2.1): at least 12 characters counted as the person sees them (code points, so Urdu and
 * emoji count once), up to 200, any character including spaces, no composition rules. The gateway also refuses
 * common and breached passwords (password-strength.ts); the sign-up page says the minimum before submitting.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
const newPassword = z
  .string()
  .refine((s) => [...s].length >= PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .refine((s) => [...s].length <= PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

/** Sign-up form: the account an advertiser creates for themselves. */
export const SignUpRequest = z.object({
  email: z.string().trim().email('Enter a valid email address').max(200),
  password: newPassword,
  firstName: z.string().trim().min(1, 'Enter your first name').pipe(plainText(80)),
  lastName: z.string().trim().pipe(plainText(80)).default(''),
  companyName: z.string().trim().pipe(plainText(120)).default(''),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;
