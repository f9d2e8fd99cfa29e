import { createRouter, ownedFilter, AppRouter, route } from '@rbt/service-kit';
import { BILLING_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { creditNoteFor } from '../../domain/settlement-use-case';
import { renderPdf } from '../../data-access/pdf-renderer';

/** Credit notes of campaigns that ended short: the list Billing shows and each one's PDF. */
export function settlementRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, BILLING_API.creditNotes, async (ctx) => {
    const items = await deps.settlement.list(ownedFilter(ctx.state.caller));
    ctx.body = { items: items.map(({ ownerId: _o, ...n }) => n) };
  });
  route(r, BILLING_API.creditNotePdf, async (ctx, input) => {
    const { lang } = input.query();
    const { note, doc } = await creditNoteFor(deps, ctx.state.caller, ctx.params.id, lang);
    ctx.type = 'application/pdf';
    ctx.set('content-disposition', `attachment; filename="${note.number}.pdf"`);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await renderPdf(doc);
  });
  return r;
}
