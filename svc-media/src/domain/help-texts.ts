import { PLATFORM_FEE_RATE, ratePercent, VAT_RATE, type HelpPageKey, type HelpSection } from '@rbt/contracts';

const VAT = ratePercent(VAT_RATE);
const FEE = ratePercent(PLATFORM_FEE_RATE);

/** Short tips that always apply to a page or wizard section, shown under the suggestions. */
const PAGE_TIPS: Record<HelpPageKey, string[]> = {
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
};

const SECTION_TIPS: Record<HelpSection, string[]> = {
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
};

export function contextualTips(page: HelpPageKey, section: HelpSection | null): string[] {
  return [...(section ? SECTION_TIPS[section] : []), ...PAGE_TIPS[page]].slice(0, 4);
}
