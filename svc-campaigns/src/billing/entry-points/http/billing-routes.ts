import { assertOwned, createRouter, ownedFilter, AppRouter, route } from '@rbt/service-kit';
import { BILLING_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { billingDocument } from '../../domain/billing-use-case';
import { renderPdf } from '../../data-access/pdf-renderer';

/** The caller's billing profile, invoices and their PDFs. */
export function billingRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, BILLING_API.invoices, async (ctx) => {
    ctx.body = { items: await deps.billing.listInvoices(ownedFilter(ctx.state.caller)) };
  });
  route(r, BILLING_API.profile, async (ctx) => {
    ctx.body = { profile: await deps.billing.getProfile(ctx.state.caller.id) };
  });
  route(r, BILLING_API.saveProfile, async (ctx, input) => {
    const profile = input.body();
    ctx.body = { profile: await deps.billing.saveProfile(ctx.state.caller.id, profile) };
  });
  // Generated on every request from the stored invoice, so a download works at any time and never goes stale.
  for (const kind of ['invoice', 'receipt'] as const) {
    route(r, kind === 'invoice' ? BILLING_API.invoicePdf : BILLING_API.receiptPdf, async (ctx, input) => {
      const { lang } = input.query();
      const { doc, number } = await billingDocument(deps, ctx.state.caller, ctx.params.id, kind, lang);
      ctx.type = 'application/pdf';
      ctx.set('content-disposition', `attachment; filename="${number}.pdf"`);
      ctx.set('cache-control', 'private, no-store');
      ctx.body = await renderPdf(doc);
    });
  }
  route(r, BILLING_API.invoice, async (ctx) => {
    ctx.body = assertOwned(ctx.state.caller, await deps.billing.getInvoice(ctx.params.id), 'Invoice');
  });
  return r;
}
