import { AppError, createRouter, forbidden, route, type AppRouter } from '@rbt/service-kit';
import { datesBetween, SUPPRESSION_API, SUPPRESSIONS_PATH } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { DncRefused, uploadDnc } from '../../domain/dnc-upload-use-case';
import { linesOf } from './read-lines';

/**
 * Admin routes of suppression (the gateway lets only admins reach /api/admin; checked again here): the Do-Not-Call
 * register as a streamed file, the state in force and the audit per Karachi day.
 */
export function suppressionRoutes(deps: Deps): AppRouter[] {
  const router = createRouter();
  router.use(SUPPRESSIONS_PATH, async (ctx, next) => {
    if (ctx.state.caller.role !== 'admin') throw forbidden('Admin access required');
    await next();
  });

  route(router, SUPPRESSION_API.dncUpload, async (ctx) => {
    try {
      ctx.body = await uploadDnc(deps.suppression, linesOf(ctx.req), ctx.state.caller.email, Date.now());
    } catch (err) {
      if (!(err instanceof DncRefused)) throw err;
      // The rest of the file is left unread: the kit's closeIfBodyUnread drains it or closes the connection.
      const message = `line ${err.line}: ${err.message}`;
      throw new AppError(400, 'validation_failed', message, [{ path: `line ${err.line}`, message: err.message }]);
    }
  });

  route(router, SUPPRESSION_API.state, async (ctx) => {
    const [dnc, optOuts] = await Promise.all([deps.suppression.repo.active(), deps.suppression.repo.optOutCount()]);
    ctx.body = { dnc, optOuts };
  });

  route(router, SUPPRESSION_API.audit, async (ctx, input) => {
    const q = input.query();
    const [optOuts, uploads] = await Promise.all([
      deps.suppression.repo.optOutsPerDay(q.from, q.to),
      deps.suppression.repo.uploadsBetween(q.from, q.to),
    ]);
    ctx.body = {
      days: datesBetween(q.from, q.to).map((date) => ({
        date,
        optOuts: optOuts.get(date) ?? 0,
        dncUploads: uploads.filter((u) => u.date === date).map((u) => u.list),
      })),
    };
  });
  return [router];
}
