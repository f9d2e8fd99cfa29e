import OpenAI from 'openai';
import { unavailable } from '@rbt/service-kit';
import type { HelpContext } from '@rbt/contracts';
import { acceptModelAnswer, HELP_SYSTEM_PROMPT, type HelpAdvisor } from '../domain/help-suggestions-use-case';

/** The help assistant backed by an OpenAI chat model; its answer is validated before it leaves the service. */
export function openaiHelpAdvisor(opts: { apiKey: string; model: string; baseURL?: string }): HelpAdvisor {
  // No retries: the panel is waiting; a slow or failing model should fail fast and visibly.
  const client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, timeout: 15_000, maxRetries: 0 });
  return {
    source: 'openai',
    async suggest(context: HelpContext) {
      let content: string | null | undefined;
      try {
        const res = await client.chat.completions.create({
          model: opts.model,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: HELP_SYSTEM_PROMPT },
            { role: 'user', content: JSON.stringify(context) },
          ],
        });
        content = res.choices[0]?.message?.content;
      } catch {
        throw unavailable('The AI assistant is not reachable right now');
      }
      return acceptModelAnswer(content);
    },
  };
}
