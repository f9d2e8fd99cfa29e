import type { Connection } from 'mongoose';
import type { EmailKind, EmailPreferencesChange } from '@rbt/contracts';
import type { StoredEmailPreferences } from '../domain/email-outbox';

/** One record per user (`_id` the user id), written only by that user's own requests or their unsubscribe link. */
export function emailPreferencesRepository(conn: Connection) {
  const col = conn.db!.collection<StoredEmailPreferences>('email_preferences');
  return {
    get: (userId: string) => col.findOne({ _id: userId }),
    /** Sets the language and switches kinds on or off; the record is made on the first change. */
    async change(userId: string, c: EmailPreferencesChange): Promise<void> {
      const kinds = Object.entries(c.kinds ?? {}) as [EmailKind, boolean][];
      const off = kinds.filter(([, on]) => !on).map(([k]) => k);
      const on = kinds.filter(([, on]) => on).map(([k]) => k);
      // Two updates: MongoDB refuses $addToSet and $pull on the same field in one.
      await col.updateOne(
        { _id: userId },
        {
          $setOnInsert: c.language ? {} : { language: 'en' },
          ...(c.language ? { $set: { language: c.language } } : {}),
          $addToSet: { off: { $each: off } },
        },
        { upsert: true },
      );
      if (on.length) await col.updateOne({ _id: userId }, { $pull: { off: { $in: on } } } as never);
    },
  };
}

export type EmailPreferencesRepository = ReturnType<typeof emailPreferencesRepository>;
