import type { HelpPageKey, HelpSection, HelpSuggestion } from '@rbt/contracts';

/** What each rule found, by suggestion id: the figures its words need (the words are per language). */
interface SuggestionValues {
  'no-cities': object;
  'small-audience': { reach: number };
  'freq-high': object;
  'dates-order': { startDate: string; endDate: string };
  'no-dates': object;
  'no-slots': object;
  'no-prime-time': object;
  'no-script': object;
  'script-long': { seconds: number; length: number };
  'brand-late': { brand: string };
  'brand-missing': { brand: string };
  'cta-late': { missing: boolean };
  'budget-below-estimate': { budget: number; estimate: number; share: number };
  'dash-continue': object;
  'wizard-flow': object;
  'analytics-live': object;
  'billing-invoices': object;
  'niche-stack': object;
  'standard-cities': object;
  'admin-review': object;
  'general-start': object;
}
type SuggestionId = keyof SuggestionValues;

/** A rule's finding before it is worded: its id, weight and figures. */
export type Finding = {
  [K in SuggestionId]: Pick<HelpSuggestion, 'priority' | 'category'> & { id: K; values: SuggestionValues[K] };
}[SuggestionId];

/**
 * The offline assistant's words in one language: a title and description per suggestion, and the tips.
 * The Urdu table has this type, so a suggestion without its Urdu words is a compile error.
 */
export interface HelpWords {
  suggestion: { [K in SuggestionId]: (v: SuggestionValues[K]) => Pick<HelpSuggestion, 'title' | 'description'> };
  pageTips: Record<HelpPageKey, string[]>;
  sectionTips: Record<HelpSection, string[]>;
}
