import { createRouter, notFound, parseQuery, AppRouter } from '@rbt/service-kit';
import { NotificationListQuery } from '@rbt/contracts';
import type { Deps } from '../../../deps';

/** The caller's bell: newest first, paged by time, with the unread count; mark one or all read. */
export function notificationRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  r.get('/api/notifications', async (ctx) => {
    const q = parseQuery(ctx, NotificationListQuery);
    ctx.body = await deps.notifications.list(ctx.state.caller.id, q.limit, q.before ? new Date(q.before) : undefined);
  });
  r.post('/api/notifications/read-all', async (ctx) => {
    await deps.notifications.markAllRead(ctx.state.caller.id, deps.clock());
    ctx.body = { unreadCount: 0 };
  });
  r.post('/api/notifications/:id/read', async (ctx) => {
    const userId = ctx.state.caller.id;
    if (!(await deps.notifications.markRead(userId, ctx.params.id, deps.clock()))) throw notFound('Notification');
    ctx.body = { unreadCount: await deps.notifications.unreadCount(userId) };
  });
  return r;
}
