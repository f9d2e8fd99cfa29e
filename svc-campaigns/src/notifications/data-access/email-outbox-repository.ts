import type { Connection } from 'mongoose';
import type { CollectionIndex } from '@rbt/service-kit';
import type { EmailOutboxEntry, ReportFacts } from '../domain/email-outbox';
import type { StoredNotification } from './notification-repository';

/** A notification whose email is due, as the sender needs it. */
export interface DueEmail {
  id: string;
  userId: string;
  campaignId: string;
  campaignName: string;
  reason: string | null;
  amountPkr: number | null;
  report: ReportFacts | null;
  email: EmailOutboxEntry;
}

/** The due-email scan reads only pending emails, oldest due first. */
export const emailOutboxIndexes: CollectionIndex[] = [
  { collection: 'notifications', key: { 'email.state': 1, 'email.nextAt': 1 } },
];

/**
 * The email outbox: the `email` field of notifications. A sender claims one due email at a time with a lease in the
 * same atomic update (so two instances never send the same one), then marks it sent or failed on the document.
 */
export function emailOutboxRepository(conn: Connection) {
  const col = conn.db!.collection<StoredNotification>('notifications');
  return {
    async claimDue(now: Date, leaseMs: number): Promise<DueEmail | null> {
      const doc = await col.findOneAndUpdate(
        {
          'email.state': 'pending',
          'email.nextAt': { $lte: now },
          $or: [{ 'email.leaseUntil': null }, { 'email.leaseUntil': { $lte: now } }],
        },
        { $set: { 'email.leaseUntil': new Date(now.getTime() + leaseMs) } },
        { sort: { 'email.nextAt': 1 }, returnDocument: 'after' },
      );
      if (!doc?.email) return null;
      const { _id, userId, campaignId, campaignName, reason, amountPkr, report, email } = doc;
      return {
        id: _id,
        userId,
        campaignId,
        campaignName,
        reason,
        amountPkr: amountPkr ?? null,
        report: report ?? null,
        email,
      };
    },
    async markSent(id: string, at: Date): Promise<void> {
      await col.updateOne(
        { _id: id, 'email.state': 'pending' },
        { $set: { 'email.state': 'sent', 'email.sentAt': at, 'email.leaseUntil': null } },
      );
    },
    async markFailed(id: string, change: Partial<EmailOutboxEntry>): Promise<void> {
      const set = Object.fromEntries(Object.entries(change).map(([k, v]) => [`email.${k}`, v]));
      await col.updateOne({ _id: id, 'email.state': 'pending' }, { $set: set });
    },
  };
}

export type EmailOutboxRepository = ReturnType<typeof emailOutboxRepository>;
