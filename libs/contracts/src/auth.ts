import { z } from 'zod';

/** GET /api/auth/user: the signed-in user (401 when signed out). Names and email may be missing at the provider. */
export const AuthUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['advertiser', 'admin']),
});
export type AuthUser = z.infer<typeof AuthUser>;
