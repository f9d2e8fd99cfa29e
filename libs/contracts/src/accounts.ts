import { z } from 'zod';
import { plainText } from './input-rules';

/** Sign-in form (embedded accounts). */
export const SignInRequest = z.object({
  email: z.string().trim().email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password').max(200),
  returnTo: z.string().optional(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** Sign-up form: the account an advertiser creates for themselves. */
export const SignUpRequest = z.object({
  email: z.string().trim().email('Enter a valid email address').max(200),
  password: z.string().min(8, 'Use at least 8 characters').max(200),
  firstName: z.string().trim().min(1, 'Enter your first name').pipe(plainText(80)),
  lastName: z.string().trim().pipe(plainText(80)).default(''),
  companyName: z.string().trim().pipe(plainText(120)).default(''),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;
