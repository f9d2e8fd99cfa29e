import { unavailable } from '@rbt/service-kit';

/** A language model as the help assistant asks it: a system prompt and a user message in, its text out. */
export interface HelpModel {
  readonly source: 'openai';
  answer(system: string, user: string): Promise<string | null | undefined>;
}

/** An OpenAI chat model asked for a JSON object; the help use case validates the answer before it leaves the service. */
export function openaiHelpModel(opts: { apiKey: string; model: string; baseURL?: string }): HelpModel {
  // Loaded only with a key: the SDK is some 0.2 s of start-up, paid by every instance (and test file) without one.
  const { OpenAI } = require('openai') as typeof import('openai');
  // No retries: the panel is waiting; a slow or failing model should fail fast and visibly.
  const client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, timeout: 15_000, maxRetries: 0 });
  return {
    source: 'openai',
    async answer(system, user) {
      try {
        const res = await client.chat.completions.create({
          model: opts.model,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
        });
        return res.choices[0]?.message?.content;
      } catch {
        throw unavailable('The AI assistant is not reachable right now');
      }
    },
  };
}
