import { AiSuggestionsRequest } from '@rbt/contracts';
import { createRouter, parseBody } from '@rbt/service-kit';
import type { Deps } from '../../deps';

/** POST /api/help/ai-suggestions: the model when OPENAI_API_KEY is set, else the rule engine. */
export function helpRoutes(deps: Deps) {
  const router = createRouter();
  const advisor = deps.helpAdvisor;

  router.post('/api/help/ai-suggestions', async (ctx) => {
    const { context, language } = parseBody(ctx, AiSuggestionsRequest);
    ctx.body = await advisor.suggest(context, language);
    ctx.set('x-help-source', advisor.source);
  });
  return router;
}
