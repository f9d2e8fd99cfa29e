import { PLATFORM_FEE_RATE, ratePercent, VAT_RATE, type HelpPageKey, type HelpSection } from '@rbt/contracts';

const VAT = ratePercent(VAT_RATE);
const FEE = ratePercent(PLATFORM_FEE_RATE);

export interface HelpText {
  title: string;
  paragraphs: string[];
}

/** Help tab content per spec §2 page key. */
export const PAGE_HELP: Record<HelpPageKey, HelpText> = {
  dashboard: {
    title: 'Campaign Dashboard',
    paragraphs: [
      'The four cards sum up your campaigns: how many are live now, and the impressions, spend and unique reach delivered so far.',
      'Drafts are listed first: Continue reopens the wizard at the creative step; the bin deletes a draft for good.',
      "Live campaigns show their progress against the booked impressions; pause stops delivery until an admin resumes it. Edit opens a campaign's details and the copy button makes a new draft from it.",
    ],
  },
  'campaign-wizard': {
    title: 'Create New Campaign',
    paragraphs: [
      'Three steps: Audience & Schedule, Creative, then Review & Payment. Continue stays disabled until the current step is complete.',
      'Your draft is saved as you go, so you can close the wizard and continue later from the dashboard.',
    ],
  },
  analytics: {
    title: 'Analytics',
    paragraphs: [
      'Analytics shows impressions, unique reach, frequency, spend and completion per campaign. Pick a campaign to see its impressions and spend by day, by city and by hour of the day (Karachi time).',
    ],
  },
  billing: {
    title: 'Billing',
    paragraphs: [
      `Each paid campaign has an invoice: base cost, ${FEE} platform fee and ${VAT} VAT, and the total charged.`,
      'Open an invoice to print it or save it as a PDF from the print dialog. Payments in this prototype are simulated; no card is charged.',
    ],
  },
  'niche-targeting': {
    title: 'Niche targeting',
    paragraphs: [
      'Pick interests, areas within cities and device brands or models. The live estimate on the right updates with each choice.',
      'Each premium target adds to the price per view, and stacking two or more multiplies it by 1.25. Save takes you to the creative step.',
    ],
  },
  'standard-targeting': {
    title: 'Standard targeting',
    paragraphs: [
      'Choose the cities, gender, device type and value tier of your audience. Save and continue needs at least one city.',
    ],
  },
  admin: {
    title: 'Admin',
    paragraphs: [
      'The Campaigns tab lists every campaign: approve or reject those in review, pause live ones and resume paused ones.',
      "The Capacity tab shows impressions available per city and hour; upload a day's capacity with the upload dialog.",
    ],
  },
  unknown: {
    title: 'RBT Ads',
    paragraphs: ['Use the navigation above to reach your dashboard, start a campaign, or see analytics and billing.'],
  },
};

/** Help tab content per spec §2 wizard section. */
export const SECTION_HELP: Record<HelpSection, HelpText> = {
  audience: {
    title: 'Audience',
    paragraphs: [
      'Name the campaign and pick its objective, then search for cities by name or province or click the markers on the map.',
      'Narrow by gender, device type and value tier. Karachi, Lahore or Islamabad add PKR 0.50 per view (other cities PKR 0.20); smartphones cost 15% more, platinum users 25% more.',
    ],
  },
  schedule: {
    title: 'Schedule',
    paragraphs: [
      'Choose a duration preset or your own dates, then the hourly slots from 6 AM to midnight in which your ad may play.',
      'Prime time (6-10 PM) costs twice the off-peak rate and reaches the most callers. A frequency cap of 3 a day saves 5%, 4 or more saves 10%.',
    ],
  },
  creative: {
    title: 'Creative',
    paragraphs: [
      'Upload an MP3 or WAV of up to 30 seconds and 10MB, or write a script for text-to-speech in Urdu, English, Punjabi or Arabic.',
      'The ad stops when the call is answered: say your brand and call to action in the first sentence, and keep the script to 10-25 seconds (about 12 characters a second).',
    ],
  },
  budget: {
    title: 'Budget',
    paragraphs: [
      `The review shows the estimated customers, cost per view, days and impressions per day; the total is the budget plus ${FEE} platform fee and ${VAT} VAT.`,
      'The cost range is 90% to 110% of the estimate. Accept the terms, then Proceed to Payment.',
    ],
  },
};

export const SECTIONS: HelpSection[] = ['audience', 'schedule', 'creative', 'budget'];
