import type { HelpPageKey, HelpSection, HelpSuggestion, Language } from '@rbt/contracts';
import type { Finding, HelpWords } from './help-words-types';
import { ENGLISH_HELP } from './help-words-en';
import { URDU_HELP } from './help-words-ur';

const WORDS: Record<Language, HelpWords> = { en: ENGLISH_HELP, ur: URDU_HELP };

export function wordFinding(f: Finding, language: Language): HelpSuggestion {
  // One id, its own values: TypeScript cannot pair the union's members with the table's, so the pair is asserted.
  const say = WORDS[language].suggestion[f.id] as (
    v: Finding['values'],
  ) => Pick<HelpSuggestion, 'title' | 'description'>;
  return { id: f.id, ...say(f.values), priority: f.priority, category: f.category };
}

/** Short tips that always apply to a page or wizard section, shown under the suggestions. */
export function contextualTips(page: HelpPageKey, section: HelpSection | null, language: Language): string[] {
  const w = WORDS[language];
  return [...(section ? w.sectionTips[section] : []), ...w.pageTips[page]].slice(0, 4);
}
