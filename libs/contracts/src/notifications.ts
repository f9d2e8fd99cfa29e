import { z } from 'zod';
import { HoldDetail } from './campaigns';

/** What happened to one of the advertiser's campaigns, as the bell shows it. */
export const NotificationKind = z.enum([
  'approved',
  'rejected',
  'live',
  'paused',
  'resumed',
  'completed',
  'capacity_hold',
  'creative_approved',
  'creative_rejected',
  'behind_pace',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const Notification = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  kind: NotificationKind,
  /**
   * One English sentence, e.g. "Eid Sale was approved.", for API callers; the portal words `kind` with `campaignName`
   * (and `reason`) in the page's language instead.
   */
  text: z.string(),
  /** The reason given with a rejection (an admin's words) or a capacity hold (svc-campaigns' English), if any. */
  reason: z.string().nullable(),
  /** A capacity hold's short slots as data, which the bell words (null for other kinds and older notifications). */
  hold: HoldDetail.nullable(),
  at: z.string().datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({
  items: z.array(Notification),
  unreadCount: z.number().int().nonnegative(),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().datetime().nullable(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationListQuery = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be between 1 and 50')
      .max(50, 'limit must be between 1 and 50')
      .default(20),
    before: z.string().datetime({ message: 'before must be an ISO date-time' }).optional(),
  })
  .strict();
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationsMarked = z.object({ unreadCount: z.number().int().nonnegative() });
export type NotificationsMarked = z.infer<typeof NotificationsMarked>;
