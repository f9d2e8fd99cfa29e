import {
  PLATFORM_FEE_RATE,
  ratePercent,
  SCRIPT_CHARS_PER_SECOND,
  VAT_RATE,
  groupedFigure,
  pkrText,
} from '@rbt/contracts';
import type { HelpWords } from './help-words-types';
import { IDEAL_MAX_SEC } from './help-limits';

const VAT = ratePercent(VAT_RATE);
const FEE = ratePercent(PLATFORM_FEE_RATE);
const count = (n: number) => groupedFigure(n);
const pkr = (n: number) => pkrText(n, { digits: 0 });

/** The offline assistant in English: the words API callers and English pages have always had. */
export const ENGLISH_HELP: HelpWords = {
  suggestion: {
    'no-cities': () => ({
      title: 'Choose at least one city',
      description:
        'No city is selected yet, so there is no audience to estimate. Search for a city or click a marker on the map.',
    }),
    'small-audience': ({ reach }) => ({
      title: 'Your audience is small',
      description: `Only one city with about ${count(reach)} users is targeted. Add nearby cities or widen gender, device or value tier to reach more people.`,
    }),
    'freq-high': () => ({
      title: 'Five plays a day may tire listeners',
      description:
        'A cap of 3 or 4 already earns the 5% or 10% frequency discount while hearing the same ad less often.',
    }),
    'dates-order': ({ startDate, endDate }) => ({
      title: 'End date is before the start date',
      description: `The campaign ends on ${endDate} but starts on ${startDate}. Pick a duration preset or fix the end date.`,
    }),
    'no-dates': () => ({
      title: 'Set the campaign dates',
      description: 'Start and end dates are needed before you can continue; the 1 week preset is a quick start.',
    }),
    'no-slots': () => ({
      title: 'Pick at least one time slot',
      description: 'Ads only play in the hourly slots you choose. Evening slots (6-10 PM) carry the most calls.',
    }),
    'no-prime-time': () => ({
      title: 'No prime-time slots selected',
      description:
        'None of your slots falls between 6 PM and 10 PM, when most calls are made. Adding one or two prime slots raises reach; they cost twice the off-peak rate.',
    }),
    'no-script': () => ({
      title: 'Write your script',
      description: 'Text-to-speech needs a script: aim for 120-300 characters, which is 10-25 seconds when spoken.',
    }),
    'script-long': ({ seconds, length }) => ({
      title: `Script runs about ${seconds} seconds`,
      description: `At ${SCRIPT_CHARS_PER_SECOND} characters a second your ${length}-character script is longer than ${IDEAL_MAX_SEC} seconds. Many callers answer before it ends; cut it to about ${IDEAL_MAX_SEC * SCRIPT_CHARS_PER_SECOND} characters.`,
    }),
    'brand-late': ({ brand }) => ({
      title: 'Say your brand in the first seconds',
      description: `"${brand}" only comes late in the script. A ringback ad stops as soon as the call is answered, so name the brand in the first sentence.`,
    }),
    'brand-missing': ({ brand }) => ({
      title: 'Name your brand early',
      description: `The script never mentions "${brand}" (taken from the campaign name). Listeners who answer quickly should still hear who is speaking.`,
    }),
    'cta-late': ({ missing }) => ({
      title: missing ? 'Add a call to action' : 'Bring the call to action forward',
      description:
        'Tell listeners what to do (call, visit, order…) early: the ad is cut off when the call is answered, often within 10 seconds.',
    }),
    'budget-below-estimate': ({ budget, estimate, share }) => ({
      title: 'Budget is below the estimate',
      description: `Your budget of ${pkr(budget)} covers about ${share}% of the estimated ${pkr(estimate)}. Raise it, shorten the dates or narrow the audience, or fewer people will hear the ad.`,
    }),
    'dash-continue': () => ({
      title: 'Finish a draft or start a campaign',
      description:
        'Drafts keep everything you entered: Continue picks up at the creative step. A new campaign takes under 60 minutes to launch.',
    }),
    'wizard-flow': () => ({
      title: 'Three steps to launch',
      description:
        'Audience & Schedule, then Creative, then Review & Payment. The estimate updates as you choose cities and slots.',
    }),
    'analytics-live': () => ({
      title: 'Figures come from delivered plays',
      description:
        'Impressions and spend count plays that really happened, so a campaign shows figures only once it is live.',
    }),
    'billing-invoices': () => ({
      title: `Invoices include ${VAT} VAT`,
      description:
        'Every paid campaign has an invoice with base cost, platform fee and VAT; open one to print or save it as PDF.',
    }),
    'niche-stack': () => ({
      title: 'Stacked niche targets cost more',
      description:
        'Two or more premium targets (device, micro-area, interest) multiply the price by 1.25; keep only those that matter.',
    }),
    'standard-cities': () => ({
      title: 'Cities first',
      description: 'Save and continue needs at least one city; Karachi, Lahore and Islamabad add PKR 0.50 per view.',
    }),
    'admin-review': () => ({
      title: 'Review paid campaigns',
      description:
        'Approve or reject campaigns in review; pause and resume live ones; keep capacity uploaded for the coming days.',
    }),
    'general-start': () => ({
      title: 'Start from the dashboard',
      description: 'The dashboard lists your drafts and running campaigns and is the quickest way to start a new one.',
    }),
  },
  pageTips: {
    dashboard: [
      'Drafts are saved as you go; Continue resumes at the creative step.',
      'Active Campaigns counts campaigns that are live right now.',
    ],
    'campaign-wizard': [
      'Continue stays disabled until the current step is complete.',
      'The estimate is locked once for the review step.',
    ],
    analytics: ['Figures count plays that were delivered, not booked.'],
    billing: [
      `VAT is ${VAT} of the budget; the platform fee is ${FEE}.`,
      'Payments are simulated in this prototype: no card is charged.',
    ],
    'niche-targeting': [
      'Your niche draft stays in this browser until you save it.',
      'Deselecting a brand also removes its models.',
    ],
    'standard-targeting': ['Save and continue needs at least one city.'],
    admin: ['Only live campaigns can be paused and only paused ones resumed.'],
    unknown: ['Use Quick Actions to start a campaign or open billing.'],
  },
  sectionTips: {
    audience: [
      'Karachi, Lahore or Islamabad add PKR 0.50 per view; other cities PKR 0.20.',
      'Smartphone targeting costs 15% more; feature phones 10% less.',
    ],
    schedule: [
      'Prime time is 6-10 PM: twice the off-peak slot price.',
      'A frequency cap of 3 saves 5%, 4 or more saves 10%.',
    ],
    creative: [
      'Keep scripts to 10-25 seconds: about 12 characters a second.',
      'Audio is normalised to -16 LUFS for ringback delivery.',
    ],
    budget: [
      'The cost range shown is 90% to 110% of the estimated total.',
      `Total = budget + ${FEE} platform fee + ${VAT} VAT.`,
    ],
  },
};
