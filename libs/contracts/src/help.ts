import { z } from 'zod';
import { DeviceType, Gender, ValueTier } from './pricing';
import { IsoDate } from './input-rules';
import { Language } from './auth';
import { TTS_LIMITS } from './tts-settings';

/** Spec §2 help page keys. */
export const HelpPageKey = z.enum([
  'dashboard',
  'campaign-wizard',
  'analytics',
  'billing',
  'niche-targeting',
  'standard-targeting',
  'admin',
  'unknown',
]);
export type HelpPageKey = z.infer<typeof HelpPageKey>;

/** Spec §2 wizard help sections. */
export const HelpSection = z.enum(['audience', 'schedule', 'creative', 'budget']);
export type HelpSection = z.infer<typeof HelpSection>;

/**
 * The caller's own draft, as far as the assistant needs it. Loose on purpose (strip, every field optional):
 * drafts are partial and the browser sends what it has; nothing here is trusted for money.
 */
export const HelpDraftContext = z
  .object({
    id: z.string().max(100),
    name: z.string().max(200),
    objective: z.string().max(50).nullable(),
    cities: z.array(z.string().max(60)).max(100),
    gender: Gender,
    valueTier: ValueTier,
    deviceType: DeviceType,
    freqCapPerDay: z.number().int().min(1).max(5),
    startDate: IsoDate.nullable(),
    endDate: IsoDate.nullable(),
    timeSlots: z.array(z.string().max(10)).max(24),
    creativeType: z.string().max(20),
    script: z.string().max(2000),
    speed: z.number().min(TTS_LIMITS.speed.min).max(TTS_LIMITS.speed.max),
    budget: z.number().nonnegative().nullable(),
    /** The wizard's own estimate of the campaign's cost ("Est. Budget"), when it computed one. */
    estimatedBudget: z.number().nonnegative().nullable(),
    estimatedReach: z.number().nonnegative().nullable(),
  })
  .partial()
  .strip();
export type HelpDraftContext = z.infer<typeof HelpDraftContext>;

export const HelpContext = z
  .object({
    page: HelpPageKey,
    section: HelpSection.nullable().optional(),
    draft: HelpDraftContext.nullable().optional(),
  })
  .strip();
export type HelpContext = z.infer<typeof HelpContext>;

/** Spec §3 help suggestion. */
export const HelpSuggestion = z.object({
  id: z.string().min(1).max(100),
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(600),
  priority: z.enum(['high', 'medium', 'low']),
  category: z.enum(['tip', 'action', 'guide']),
});
export type HelpSuggestion = z.infer<typeof HelpSuggestion>;

/**
 * POST /api/help/ai-suggestions `{context, language}`: `language` is the page's, which the answer is written in
 *; English when absent.
 */
export const AiSuggestionsRequest = z.object({ context: HelpContext, language: Language.default('en') }).strict();
export type AiSuggestionsRequest = z.infer<typeof AiSuggestionsRequest>;

export const AiSuggestionsResponse = z.object({
  suggestions: z.array(HelpSuggestion).max(10),
  contextualTips: z.array(z.string().min(1).max(300)).max(10),
});
export type AiSuggestionsResponse = z.infer<typeof AiSuggestionsResponse>;
