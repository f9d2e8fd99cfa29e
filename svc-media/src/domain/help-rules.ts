import {
  ratePercent,
  scriptSeconds,
  SCRIPT_CHARS_PER_SECOND,
  VAT_RATE,
  type AiSuggestionsResponse,
  type HelpContext,
  type HelpDraftContext,
  type HelpSuggestion,
} from '@rbt/contracts';
import { contextualTips } from './help-texts';

/** Spec §9 creative guidance: 10-25 s is the sweet spot, 30 s the hard maximum (duration: `scriptSeconds`). */
const IDEAL_MAX_SEC = 25;
const PRIME_HOURS = new Set([18, 19, 20, 21]);
const CTA_WORDS =
  /\b(call|dial|visit|buy|order|shop|book|download|install|sms|whatsapp|subscribe|register|sign up|apply|get|try|today|now)\b/i;
const RANK = { high: 0, medium: 1, low: 2 } as const;

const pkr = (n: number) => `PKR ${Math.round(n).toLocaleString('en-PK')}`;

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

function audienceRules(d: HelpDraftContext, out: HelpSuggestion[]) {
  if (d.cities && d.cities.length === 0) {
    out.push({
      id: 'no-cities',
      title: 'Choose at least one city',
      description:
        'No city is selected yet, so there is no audience to estimate. Search for a city or click a marker on the map.',
      priority: 'high',
      category: 'action',
    });
  } else if (d.cities?.length === 1 && (d.estimatedReach ?? Infinity) < 50_000) {
    out.push({
      id: 'small-audience',
      title: 'Your audience is small',
      description: `Only one city with about ${Math.round(d.estimatedReach ?? 0).toLocaleString('en-PK')} users is targeted. Add nearby cities or widen gender, device or value tier to reach more people.`,
      priority: 'medium',
      category: 'tip',
    });
  }
  if (d.freqCapPerDay === 5) {
    out.push({
      id: 'freq-high',
      title: 'Five plays a day may tire listeners',
      description:
        'A cap of 3 or 4 already earns the 5% or 10% frequency discount while hearing the same ad less often.',
      priority: 'low',
      category: 'tip',
    });
  }
}

function scheduleRules(d: HelpDraftContext, out: HelpSuggestion[]) {
  if (d.startDate && d.endDate && d.endDate < d.startDate) {
    out.push({
      id: 'dates-order',
      title: 'End date is before the start date',
      description: `The campaign ends on ${d.endDate} but starts on ${d.startDate}. Pick a duration preset or fix the end date.`,
      priority: 'high',
      category: 'action',
    });
  } else if (d.startDate === null || d.endDate === null) {
    out.push({
      id: 'no-dates',
      title: 'Set the campaign dates',
      description: 'Start and end dates are needed before you can continue; the 1 week preset is a quick start.',
      priority: 'high',
      category: 'action',
    });
  }
  if (!d.timeSlots) return;
  if (d.timeSlots.length === 0) {
    out.push({
      id: 'no-slots',
      title: 'Pick at least one time slot',
      description: 'Ads only play in the hourly slots you choose. Evening slots (6-10 PM) carry the most calls.',
      priority: 'high',
      category: 'action',
    });
  } else if (!d.timeSlots.some((s) => PRIME_HOURS.has(Number(s.slice(0, 2))))) {
    out.push({
      id: 'no-prime-time',
      title: 'No prime-time slots selected',
      description:
        'None of your slots falls between 6 PM and 10 PM, when most calls are made. Adding one or two prime slots raises reach; they cost twice the off-peak rate.',
      priority: 'medium',
      category: 'tip',
    });
  }
}

function creativeRules(d: HelpDraftContext, out: HelpSuggestion[]) {
  const script = d.script?.trim() ?? '';
  if (d.creativeType !== 'tts' && d.creativeType !== undefined) return;
  if (!script) {
    if (d.script !== undefined)
      out.push({
        id: 'no-script',
        title: 'Write your script',
        description: 'Text-to-speech needs a script: aim for 120-300 characters, which is 10-25 seconds when spoken.',
        priority: 'high',
        category: 'action',
      });
    return;
  }
  const seconds = scriptSeconds(script, d.speed ?? 1);
  if (seconds > IDEAL_MAX_SEC) {
    out.push({
      id: 'script-long',
      title: `Script runs about ${seconds} seconds`,
      description: `At ${SCRIPT_CHARS_PER_SECOND} characters a second your ${script.length}-character script is longer than ${IDEAL_MAX_SEC} seconds. Many callers answer before it ends; cut it to about ${IDEAL_MAX_SEC * SCRIPT_CHARS_PER_SECOND} characters.`,
      priority: seconds > 30 ? 'high' : 'medium',
      category: 'tip',
    });
  }
  const brand = brandOf(d.name);
  const brandAt = brand ? firstPosition(script, new RegExp(`(^|[^\\p{L}])${brand}`, 'iu')) : null;
  const ctaAt = firstPosition(script, CTA_WORDS);
  if (brand && brandAt !== null && brandAt > 0.4) {
    out.push({
      id: 'brand-late',
      title: 'Say your brand in the first seconds',
      description: `"${brand}" only comes late in the script. A ringback ad stops as soon as the call is answered, so name the brand in the first sentence.`,
      priority: 'high',
      category: 'tip',
    });
  } else if (brand && brandAt === null) {
    out.push({
      id: 'brand-missing',
      title: 'Name your brand early',
      description: `The script never mentions "${brand}" (taken from the campaign name). Listeners who answer quickly should still hear who is speaking.`,
      priority: 'low',
      category: 'tip',
    });
  }
  if (ctaAt === null || ctaAt > 0.6) {
    out.push({
      id: 'cta-late',
      title: ctaAt === null ? 'Add a call to action' : 'Bring the call to action forward',
      description:
        'Tell listeners what to do (call, visit, order…) early: the ad is cut off when the call is answered, often within 10 seconds.',
      priority: 'medium',
      category: 'tip',
    });
  }
}

function budgetRules(d: HelpDraftContext, out: HelpSuggestion[]) {
  if (d.budget != null && d.estimatedBudget != null && d.estimatedBudget > 0 && d.budget < d.estimatedBudget) {
    const share = Math.round((d.budget / d.estimatedBudget) * 100);
    out.push({
      id: 'budget-below-estimate',
      title: 'Budget is below the estimate',
      description: `Your budget of ${pkr(d.budget)} covers about ${share}% of the estimated ${pkr(d.estimatedBudget)}. Raise it, shorten the dates or narrow the audience, or fewer people will hear the ad.`,
      priority: 'high',
      category: 'action',
    });
  }
}

const PAGE_DEFAULTS: Record<HelpContext['page'], HelpSuggestion> = {
  dashboard: {
    id: 'dash-continue',
    title: 'Finish a draft or start a campaign',
    description:
      'Drafts keep everything you entered: Continue picks up at the creative step. A new campaign takes under 60 minutes to launch.',
    priority: 'medium',
    category: 'guide',
  },
  'campaign-wizard': {
    id: 'wizard-flow',
    title: 'Three steps to launch',
    description:
      'Audience & Schedule, then Creative, then Review & Payment. The estimate updates as you choose cities and slots.',
    priority: 'low',
    category: 'guide',
  },
  analytics: {
    id: 'analytics-live',
    title: 'Figures come from delivered plays',
    description:
      'Impressions and spend count plays that really happened, so a campaign shows figures only once it is live.',
    priority: 'low',
    category: 'guide',
  },
  billing: {
    id: 'billing-invoices',
    title: `Invoices include ${ratePercent(VAT_RATE)} VAT`,
    description:
      'Every paid campaign has an invoice with base cost, platform fee and VAT; open one to print or save it as PDF.',
    priority: 'low',
    category: 'guide',
  },
  'niche-targeting': {
    id: 'niche-stack',
    title: 'Stacked niche targets cost more',
    description:
      'Two or more premium targets (device, micro-area, interest) multiply the price by 1.25; keep only those that matter.',
    priority: 'medium',
    category: 'tip',
  },
  'standard-targeting': {
    id: 'standard-cities',
    title: 'Cities first',
    description: 'Save and continue needs at least one city; Karachi, Lahore and Islamabad add PKR 0.50 per view.',
    priority: 'low',
    category: 'tip',
  },
  admin: {
    id: 'admin-review',
    title: 'Review paid campaigns',
    description:
      'Approve or reject campaigns in review; pause and resume live ones; keep capacity uploaded for the coming days.',
    priority: 'low',
    category: 'guide',
  },
  unknown: {
    id: 'general-start',
    title: 'Start from the dashboard',
    description: 'The dashboard lists your drafts and running campaigns and is the quickest way to start a new one.',
    priority: 'low',
    category: 'guide',
  },
};

/** The assistant without a model: specific suggestions from the caller's own draft, most important first. */
export function ruleSuggestions(ctx: HelpContext): AiSuggestionsResponse {
  const out: HelpSuggestion[] = [];
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
  return { suggestions: out.slice(0, 6), contextualTips: contextualTips(ctx.page, ctx.section ?? null) };
}
