import {
  MEDIA_LIMITS,
  scriptSeconds,
  slotBandOf,
  type AiSuggestionsResponse,
  type HelpContext,
  type HelpDraftContext,
  type Language,
} from '@rbt/contracts';
import { contextualTips, wordFinding } from './help-words';
import type { Finding } from './help-words-types';
import { IDEAL_MAX_SEC } from './help-limits';

/** English and Roman-Urdu calls to action, and the Urdu ones a script in Urdu script uses (کال، خریدیں، آج…). */
const CTA_WORDS =
  /\b(call|dial|visit|buy|order|shop|book|download|install|sms|whatsapp|subscribe|register|sign up|apply|get|try|today|now)\b|(کال|ملائیں|خریدیں|آرڈر|تشریف|آئیں|ابھی|آج|رابطہ)/i;
const RANK = { high: 0, medium: 1, low: 2 } as const;

/** Where in the script (0..1) the first of the words appears; null when none does. */
function firstPosition(script: string, re: RegExp): number | null {
  const m = re.exec(script);
  return m ? m.index / Math.max(1, script.length) : null;
}

/** The campaign name's first meaningful word stands in for the brand (e.g. "Jazz Eid Offer" → "Jazz"). */
function brandOf(name: string | undefined): string | null {
  const words = (name ?? '').split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''));
  return (
    words.find((w) => w.length >= 3 && !/^(the|eid|sale|offer|campaign|new|summer|winter|launch)$/i.test(w)) ?? null
  );
}

function audienceRules(d: HelpDraftContext, out: Finding[]) {
  if (d.cities && d.cities.length === 0) {
    out.push({ id: 'no-cities', values: {}, priority: 'high', category: 'action' });
  } else if (d.cities?.length === 1 && (d.estimatedReach ?? Infinity) < 50_000) {
    const reach = d.estimatedReach ?? 0;
    out.push({ id: 'small-audience', values: { reach }, priority: 'medium', category: 'tip' });
  }
  if (d.freqCapPerDay === 5) out.push({ id: 'freq-high', values: {}, priority: 'low', category: 'tip' });
}

function scheduleRules(d: HelpDraftContext, out: Finding[]) {
  if (d.startDate && d.endDate && d.endDate < d.startDate) {
    const values = { startDate: d.startDate, endDate: d.endDate };
    out.push({ id: 'dates-order', values, priority: 'high', category: 'action' });
  } else if (d.startDate === null || d.endDate === null) {
    out.push({ id: 'no-dates', values: {}, priority: 'high', category: 'action' });
  }
  if (!d.timeSlots) return;
  if (d.timeSlots.length === 0) {
    out.push({ id: 'no-slots', values: {}, priority: 'high', category: 'action' });
  } else if (!d.timeSlots.some((s) => slotBandOf(s) === 'peak')) {
    out.push({ id: 'no-prime-time', values: {}, priority: 'medium', category: 'tip' });
  }
}

function creativeRules(d: HelpDraftContext, out: Finding[]) {
  const script = d.script?.trim() ?? '';
  if (d.creativeType !== 'tts' && d.creativeType !== undefined) return;
  if (!script) {
    if (d.script !== undefined) out.push({ id: 'no-script', values: {}, priority: 'high', category: 'action' });
    return;
  }
  const seconds = scriptSeconds(script, d.speed);
  if (seconds > IDEAL_MAX_SEC) {
    // Past the longest spot a campaign may play, the script cannot be used as it is.
    const priority = seconds > MEDIA_LIMITS.audioMaxSeconds ? 'high' : 'medium';
    out.push({ id: 'script-long', values: { seconds, length: script.length }, priority, category: 'tip' });
  }
  const brand = brandOf(d.name);
  const brandAt = brand ? firstPosition(script, new RegExp(`(^|[^\\p{L}])${brand}`, 'iu')) : null;
  const ctaAt = firstPosition(script, CTA_WORDS);
  if (brand && brandAt !== null && brandAt > 0.4) {
    out.push({ id: 'brand-late', values: { brand }, priority: 'high', category: 'tip' });
  } else if (brand && brandAt === null) {
    out.push({ id: 'brand-missing', values: { brand }, priority: 'low', category: 'tip' });
  }
  if (ctaAt === null || ctaAt > 0.6)
    out.push({ id: 'cta-late', values: { missing: ctaAt === null }, priority: 'medium', category: 'tip' });
}

function budgetRules(d: HelpDraftContext, out: Finding[]) {
  if (d.budget != null && d.estimatedBudget != null && d.estimatedBudget > 0 && d.budget < d.estimatedBudget) {
    const share = Math.round((d.budget / d.estimatedBudget) * 100);
    const values = { budget: d.budget, estimate: d.estimatedBudget, share };
    out.push({ id: 'budget-below-estimate', values, priority: 'high', category: 'action' });
  }
}

/** Each page's guide when the draft gives too little to say. */
const PAGE_DEFAULTS: Record<HelpContext['page'], Finding> = {
  dashboard: { id: 'dash-continue', values: {}, priority: 'medium', category: 'guide' },
  'campaign-wizard': { id: 'wizard-flow', values: {}, priority: 'low', category: 'guide' },
  analytics: { id: 'analytics-live', values: {}, priority: 'low', category: 'guide' },
  billing: { id: 'billing-invoices', values: {}, priority: 'low', category: 'guide' },
  'niche-targeting': { id: 'niche-stack', values: {}, priority: 'medium', category: 'tip' },
  'standard-targeting': { id: 'standard-cities', values: {}, priority: 'low', category: 'tip' },
  admin: { id: 'admin-review', values: {}, priority: 'low', category: 'guide' },
  unknown: { id: 'general-start', values: {}, priority: 'low', category: 'guide' },
};

/**
 * The assistant without a model: specific suggestions from the caller's own draft, most important first, worded in
 * the page's language (help-words-en.ts / help-words-ur.ts; the rules are the same in both).
 */
export function ruleSuggestions(ctx: HelpContext, language: Language = 'en'): AiSuggestionsResponse {
  const out: Finding[] = [];
  const d = ctx.draft;
  if (d) {
    const only = ctx.page === 'campaign-wizard' ? ctx.section : null;
    if (!only || only === 'audience') audienceRules(d, out);
    if (!only || only === 'schedule') scheduleRules(d, out);
    if (!only || only === 'creative') creativeRules(d, out);
    if (!only || only === 'budget') budgetRules(d, out);
  }
  if (out.length < 2) out.push(PAGE_DEFAULTS[ctx.page]);
  out.sort((a, b) => RANK[a.priority] - RANK[b.priority]);
  return {
    suggestions: out.slice(0, 6).map((f) => wordFinding(f, language)),
    contextualTips: contextualTips(ctx.page, ctx.section ?? null, language),
  };
}
