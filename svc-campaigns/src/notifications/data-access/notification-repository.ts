import type { Connection } from 'mongoose';
import type { EmailKind, Notification, NotificationList } from '@rbt/contracts';
import type { CollectionIndex } from '@rbt/service-kit';
import type { EmailOutboxEntry, ReportFacts } from '../domain/email-outbox';

/** A notification as stored: `_id` is the id of the event it reports, so a replayed event cannot make a second one. */
export interface StoredNotification extends Omit<Notification, 'id' | 'read' | 'at' | 'hold' | 'kind'> {
  _id: string;
  /** A bell kind; an email-only one (EMAIL_ONLY_KINDS) only with `emailOnly`. */
  kind: Notification['kind'] | EmailKind;
  /** Queued only for its email: the bell neither lists nor counts it. */
  emailOnly?: boolean;
  /** The money an email about money is about. */
  amountPkr?: number | null;
  /** A scheduled report's period and figures (its CSV is made when the email is sent). */
  report?: ReportFacts;
  /** Only a capacity hold's; absent on those stored before it was kept. */
  hold?: Notification['hold'];
  userId: string;
  at: Date;
  readAt: Date | null;
  /** Its email, queued in the same insert (absent when the user switched the kind off, and on older ones). */
  email?: EmailOutboxEntry;
}

/** Built once at start by the service-kit's buildIndexes. */
export const notificationIndexes: CollectionIndex[] = [{ collection: 'notifications', key: { userId: 1, at: -1 } }];

/** `hold` is absent on notifications stored before it was kept: the bell then says only the kind. */
const toNotification = ({
  _id,
  userId: _u,
  at,
  readAt,
  hold,
  kind,
  email: _e,
  emailOnly: _o,
  amountPkr: _a,
  report: _r,
  ...rest
}: StoredNotification): Notification => ({
  id: _id,
  ...rest,
  // The bell's queries skip email-only notifications, so what they read is always a bell kind.
  kind: kind as Notification['kind'],
  hold: hold ?? null,
  at: at.toISOString(),
  read: readAt !== null,
});

/** Per-user notifications; every read and write is scoped by the caller's user id. */
export function notificationRepository(conn: Connection) {
  const col = conn.db!.collection<StoredNotification>('notifications');
  /** The bell's notifications: email-only ones are not its. */
  const bell = { emailOnly: { $ne: true } };
  const unread = (userId: string) => col.countDocuments({ userId, readAt: null, ...bell });
  return {
    /** Stores it once: false when this event was already recorded. */
    async record(n: StoredNotification): Promise<boolean> {
      try {
        await col.insertOne(n);
        return true;
      } catch (err) {
        if ((err as { code?: number }).code === 11000) return false;
        throw err;
      }
    },
    async list(userId: string, limit: number, before?: Date): Promise<NotificationList> {
      const docs = await col
        .find({ userId, ...bell, ...(before ? { at: { $lt: before } } : {}) })
        .sort({ at: -1, _id: -1 })
        .limit(limit + 1)
        .toArray();
      const page = docs.slice(0, limit);
      const more = docs.length > limit;
      return {
        items: page.map(toNotification),
        unreadCount: await unread(userId),
        nextBefore: more ? page[page.length - 1]!.at.toISOString() : null,
      };
    },
    /** False when the user has no notification with this id (another user's counts as none). */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const r = await col.updateOne({ _id: id, userId }, { $set: { readAt: at } });
      if (r.matchedCount === 0) return false;
      return true;
    },
    async markAllRead(userId: string, at: Date): Promise<void> {
      await col.updateMany({ userId, readAt: null, ...bell }, { $set: { readAt: at } });
    },
    unreadCount: unread,
  };
}

export type NotificationRepository = ReturnType<typeof notificationRepository>;
