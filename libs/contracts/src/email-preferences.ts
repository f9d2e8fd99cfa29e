import { z } from 'zod';
import { Language } from './auth';
import { NotificationKind } from './notifications';

/**
 * Kinds only emailed (the bell has no line of its own for them): a credit note (a completed campaign that ran short
 * is credited; the bell words it as `completed`), the owner's own submission, money (payment awaited, received,
 * refunded: `payment_refunded` from payment.refunded) and the scheduled reports the owner sends to chosen addresses.
 * Falling behind pace is a bell kind (`behind_pace` in NotificationKind), so it is emailed as every bell kind is.
 */
export const EMAIL_ONLY_KINDS = [
  'credit_note',
  'submitted',
  'payment_pending',
  'payment_received',
  'payment_refunded',
  'scheduled_report',
] as const;

/** What an email can be about: every kind the bell knows, and the email-only kinds. */
export const EmailKind = z.enum([...NotificationKind.options, ...EMAIL_ONLY_KINDS]);
export type EmailKind = z.infer<typeof EmailKind>;

/**
 * Kinds about money or a refused order: their emails carry no unsubscribe link (the advertiser can still switch them
 * off in the preferences, but not from a link anyone forwarded).
 */
export const ESSENTIAL_EMAIL_KINDS: readonly EmailKind[] = [
  'rejected',
  'credit_note',
  'payment_pending',
  'payment_received',
  'payment_refunded',
];

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
