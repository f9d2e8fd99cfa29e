import { createRouter, AppRouter, route } from '@rbt/service-kit';
import { ANALYTICS_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { planProofOfPlay, recordProof, verifyProof } from '../../domain/proof-of-play-use-case';
import { proofVerifyPage } from '../../domain/proof-verify-page';
import { renderProofPdf } from '../../data-access/proof-pdf-renderer';

/** The verification URL printed in every proof: public, since whoever was handed the PDF must be able to check it. */
export const PROOF_PUBLIC_PATHS = [/^\/api\/proof-of-play\/verify(\/[^/]+)?$/];

/** The owner's proof of play (a PDF issued and recorded on each download) and its public verification. */
export function proofRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, ANALYTICS_API.proofOfPlayPdf, async (ctx, input) => {
    const plan = await planProofOfPlay(deps, ctx.state.caller, input.query());
    const pdf = await renderProofPdf(plan, deps.seller);
    await recordProof(deps, plan, pdf);
    ctx.type = 'application/pdf';
    ctx.set('content-disposition', `attachment; filename="${plan.facts.id}.pdf"`);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = pdf;
  });
  // JSON for a program (Accept: application/json), the bilingual page for a person opening the link.
  route(r, ANALYTICS_API.verifyProof, async (ctx, input) => {
    const { sha256 } = input.query();
    const v = await verifyProof(deps, ctx.params.id.slice(0, 100), sha256);
    ctx.set('cache-control', 'no-store');
    if (ctx.accepts('html', 'json') === 'json') ctx.body = v;
    else {
      ctx.type = 'html';
      ctx.body = proofVerifyPage(v);
    }
  });
  return r;
}
