import { z } from 'zod';
import { Language } from './auth';
import { NotificationKind } from './notifications';

/**
 * What an email can be about: every kind the bell knows, and a credit note (a completed campaign that ran short is
 * credited; the bell words it as `completed`, the email as a credit note).
 */
export const EmailKind = z.enum([...NotificationKind.options, 'credit_note']);
export type EmailKind = z.infer<typeof EmailKind>;

/**
 * Kinds about money or a refused order: their emails carry no unsubscribe link (the advertiser can still switch them
 * off in the preferences, but not from a link anyone forwarded).
 */
export const ESSENTIAL_EMAIL_KINDS: readonly EmailKind[] = ['rejected', 'credit_note'];

/** GET /api/notifications/preferences: the caller's email language and which kinds are emailed (all by default). */
export const EmailPreferences = z.object({
  language: Language,
  kinds: z.record(EmailKind, z.boolean()),
});
export type EmailPreferences = z.infer<typeof EmailPreferences>;

/** PUT /api/notifications/preferences: any of the fields; kinds not named keep their setting. */
export const EmailPreferencesChange = z
  .object({
    language: Language.optional(),
    kinds: z.record(EmailKind, z.boolean()).optional(),
  })
  .strict();
export type EmailPreferencesChange = z.infer<typeof EmailPreferencesChange>;

/** GET /api/notifications/unsubscribe?token=: the signed one-click link of a non-essential email. */
export const UnsubscribeQuery = z.object({ token: z.string().min(1).max(500) }).strict();
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;
