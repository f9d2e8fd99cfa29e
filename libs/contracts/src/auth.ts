import { z } from 'zod';

/** The portal's languages: English, and Urdu written right to left. */
export const Language = z.enum(['en', 'ur']);
export type Language = z.infer<typeof Language>;

/** PATCH /api/account/language: the signed-in account's choice, kept server side. */
export const LanguageChange = z.object({ language: Language }).strict();
export type LanguageChange = z.infer<typeof LanguageChange>;

/** GET /api/auth/user: the signed-in user (401 when signed out). Names and email may be missing at the provider. */
export const AuthUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The company given at sign-up, offered for the billing details; absent from sessions made before it was kept. */
  companyName: z.string().nullable().optional(),
  role: z.enum(['advertiser', 'admin']),
  /** Absent until the account first chooses; the browser then keeps what it had (cookie or Accept-Language). */
  language: Language.optional(),
});
export type AuthUser = z.infer<typeof AuthUser>;
