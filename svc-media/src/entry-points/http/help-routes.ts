import { MEDIA_API } from '@rbt/contracts';
import { createRouter, route } from '@rbt/service-kit';
import type { Deps } from '../../deps';

/** POST /api/help/ai-suggestions: the model when OPENAI_API_KEY is set, else the rule engine. */
export function helpRoutes(deps: Deps) {
  const router = createRouter();
  const advisor = deps.helpAdvisor;

  route(router, MEDIA_API.aiSuggestions, async (ctx, input) => {
    const { context, language } = input.body();
    ctx.body = await advisor.suggest(context, language);
    ctx.set('x-help-source', advisor.source);
  });
  return router;
}
