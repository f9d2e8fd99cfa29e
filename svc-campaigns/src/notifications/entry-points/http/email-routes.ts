import { createRouter, AppRouter, route } from '@rbt/service-kit';
import { NOTIFICATION_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { changePreferences, preferencesOf, unsubscribe } from '../../domain/email-use-case';
import { unsubscribedPage } from '../../domain/email-content';

/** Paths answered without the gateway's identity: the signed link in an email is its own proof. */
export const EMAIL_PUBLIC_PATHS = [/^\/api\/notifications\/unsubscribe$/];

/**
 * The caller's email preferences (language, kinds on or off), and the one-click unsubscribe link of an email: a GET,
 * since mail clients and people open it as a link; the HMAC, not a session, says whose setting it changes.
 */
export function emailRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, NOTIFICATION_API.preferences, async (ctx) => {
    ctx.body = await preferencesOf(deps, ctx.state.caller);
  });
  route(r, NOTIFICATION_API.changePreferences, async (ctx, input) => {
    ctx.body = await changePreferences(deps, ctx.state.caller, input.body());
  });
  route(r, NOTIFICATION_API.unsubscribe, async (ctx, input) => {
    const done = await unsubscribe(deps, input.query().token);
    ctx.type = 'html';
    ctx.body = unsubscribedPage(done.language);
  });
  return r;
}
