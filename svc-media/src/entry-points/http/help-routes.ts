import { AiSuggestionsRequest } from '@rbt/contracts';
import { createRouter, parseBody } from '@rbt/service-kit';
import type { Deps } from '../../app';
import { rulesAdvisor } from '../../domain/help-suggestions-use-case';
import { openaiHelpAdvisor } from '../../data-access/help-openai-client';

/** POST /api/help/ai-suggestions: the model when OPENAI_API_KEY is set, else the rule engine. */
export function helpRouter(deps: Deps) {
  const router = createRouter();
  const { OPENAI_API_KEY, OPENAI_HELP_MODEL, OPENAI_BASE_URL } = deps.config;
  const advisor = OPENAI_API_KEY ? openaiHelpAdvisor({ apiKey: OPENAI_API_KEY, model: OPENAI_HELP_MODEL, baseURL: OPENAI_BASE_URL }) : rulesAdvisor;

  router.post('/api/help/ai-suggestions', async (ctx) => {
    const { context } = parseBody(ctx, AiSuggestionsRequest);
    ctx.body = await advisor.suggest(context);
    ctx.set('x-help-source', advisor.source);
  });
  return router;
}
