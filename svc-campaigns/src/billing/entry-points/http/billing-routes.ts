import { assertOwned, createRouter, ownedFilter, parseBody, parseQuery, AppRouter } from '@rbt/service-kit';
import { BillingPdfQuery, BillingProfile } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { billingDocument } from '../../domain/billing-use-case';
import { renderPdf } from '../../data-access/pdf-renderer';

/** The caller's billing profile, invoices and their PDFs. */
export function billingRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  r.get('/api/invoices', async (ctx) => {
    ctx.body = { items: await deps.billing.listInvoices(ownedFilter(ctx.state.caller)) };
  });
  r.get('/api/billing/profile', async (ctx) => {
    ctx.body = { profile: await deps.billing.getProfile(ctx.state.caller.id) };
  });
  r.put('/api/billing/profile', async (ctx) => {
    const profile = parseBody(ctx, BillingProfile);
    ctx.body = { profile: await deps.billing.saveProfile(ctx.state.caller.id, profile) };
  });
  // Generated on every request from the stored invoice, so a download works at any time and never goes stale.
  for (const kind of ['invoice', 'receipt'] as const) {
    r.get(`/api/invoices/:id/${kind}.pdf`, async (ctx) => {
      const { lang } = parseQuery(ctx, BillingPdfQuery);
      const { doc, number } = await billingDocument(deps, ctx.state.caller, ctx.params.id, kind, lang);
      ctx.type = 'application/pdf';
      ctx.set('content-disposition', `attachment; filename="${number}.pdf"`);
      ctx.set('cache-control', 'private, no-store');
      ctx.body = await renderPdf(doc);
    });
  }
  r.get('/api/invoices/:id', async (ctx) => {
    ctx.body = assertOwned(ctx.state.caller, await deps.billing.getInvoice(ctx.params.id), 'Invoice');
  });
  return r;
}
