import { AppError } from '@rbt/service-kit';
import {
  AiSuggestionsResponse,
  ratePercent,
  SCRIPT_CHARS_PER_SECOND,
  VAT_RATE,
  type HelpContext,
  type Language,
} from '@rbt/contracts';
import { ruleSuggestions } from './help-rules';
import type { HelpModel } from './ports';

/** Where suggestions come from: the rule engine, or a language model behind the same contract. */
export interface HelpAdvisor {
  readonly source: 'rules' | 'openai';
  /** `language`: the page's, which every title, description and tip is written in. */
  suggest(context: HelpContext, language: Language): Promise<AiSuggestionsResponse>;
}

export const rulesAdvisor: HelpAdvisor = {
  source: 'rules',
  suggest: async (context, language) => ruleSuggestions(context, language),
};

/** A language model behind the contract: told HELP_SYSTEM_PROMPT, given only the caller's context, its answer checked. */
export const modelAdvisor = (model: HelpModel): HelpAdvisor => ({
  source: model.source,
  suggest: async (context, language) =>
    acceptModelAnswer(
      await model.answer(`${HELP_SYSTEM_PROMPT}\n${ANSWER_LANGUAGE[language]}`, JSON.stringify(context)),
    ),
});

const unusableAnswer = () => new AppError(502, 'bad_gateway', 'The AI assistant gave an answer that could not be used');

/** A model's answer is only passed on when it is JSON in the contract's shape; anything else is refused whole. */
function acceptModelAnswer(text: string | null | undefined): AiSuggestionsResponse {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '');
  } catch {
    throw unusableAnswer();
  }
  const parsed = AiSuggestionsResponse.safeParse(raw);
  if (!parsed.success) throw unusableAnswer();
  return parsed.data;
}

/** Told after the prompt: the language of the page the answer is shown on. */
const ANSWER_LANGUAGE: Record<Language, string> = {
  en: 'Write every title, description and tip in English.',
  ur: 'Write every title, description and tip in Urdu (Urdu script, words a Pakistani shop owner uses; Western digits, amounts as "PKR 12,50,000"; brand names as written).',
};

/** What the model is told; the context is only the caller's own page, section and draft. */
const HELP_SYSTEM_PROMPT = [
  'You help advertisers in Pakistan build ringback-tone audio ad campaigns (played to callers while the phone rings; the ad stops when the call is answered).',
  `Prime time is 18:00-22:00. Scripts should be 10-25 seconds (${SCRIPT_CHARS_PER_SECOND} characters a second), with brand and call to action early. Prices are in PKR; VAT is ${ratePercent(VAT_RATE)}.`,
  'Answer with JSON only: {"suggestions":[{"id":string,"title":string,"description":string,"priority":"high"|"medium"|"low","category":"tip"|"action"|"guide"}],"contextualTips":[string]}.',
  'Give at most 5 suggestions and 3 tips, specific to the context given; never invent figures that are not in it.',
].join('\n');
