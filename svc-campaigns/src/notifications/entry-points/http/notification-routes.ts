import { createRouter, notFound, AppRouter, route } from '@rbt/service-kit';
import { NOTIFICATION_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';

/** The caller's bell: newest first, paged by time, with the unread count; mark one or all read. */
export function notificationRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, NOTIFICATION_API.list, async (ctx, input) => {
    const q = input.query();
    ctx.body = await deps.notifications.list(ctx.state.caller.id, q.limit, q.before ? new Date(q.before) : undefined);
  });
  route(r, NOTIFICATION_API.readAll, async (ctx) => {
    await deps.notifications.markAllRead(ctx.state.caller.id, deps.clock());
    ctx.body = { unreadCount: 0 };
  });
  route(r, NOTIFICATION_API.read, async (ctx) => {
    const userId = ctx.state.caller.id;
    if (!(await deps.notifications.markRead(userId, ctx.params.id, deps.clock()))) throw notFound('Notification');
    ctx.body = { unreadCount: await deps.notifications.unreadCount(userId) };
  });
  return r;
}
