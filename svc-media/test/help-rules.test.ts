import type { HelpContext, HelpDraftContext } from '@rbt/contracts';
import { scriptSeconds } from '@rbt/contracts';
import { ruleSuggestions } from '../src/domain/help-rules';

const good: HelpDraftContext = {
  name: 'Jazz Eid Offer',
  cities: ['karachi', 'lahore'],
  freqCapPerDay: 2,
  startDate: '2030-01-10',
  endDate: '2030-01-16',
  timeSlots: ['18-19', '19-20'],
  creativeType: 'tts',
  script: 'Jazz brings you Eid offers! Dial *123# now for free minutes.',
  speed: 1,
  budget: 60000,
  estimatedBudget: 50000,
  estimatedReach: 400000,
};
const ids = (
  draft: HelpDraftContext,
  page: HelpContext['page'] = 'campaign-wizard',
  section: HelpContext['section'] = null,
) => ruleSuggestions({ page, section, draft }).suggestions.map((s) => s.id);

describe('help rule engine', () => {
  test('when the draft is sound, then no warning is raised and the page guide fills in', () => {
    expect(ids(good)).toEqual(['wizard-flow']);
  });

  test('when no slot falls in 18-22, then "No prime-time slots selected" is suggested', () => {
    const r = ruleSuggestions({
      page: 'campaign-wizard',
      section: 'schedule',
      draft: { ...good, timeSlots: ['09-10', '10-11'] },
    });
    expect(r.suggestions[0]).toMatchObject({
      id: 'no-prime-time',
      title: 'No prime-time slots selected',
      priority: 'medium',
      category: 'tip',
    });
    expect(r.contextualTips[0]).toContain('Prime time');
  });

  test('when the budget is below the estimate, then a high-priority action names both figures', () => {
    const [first] = ruleSuggestions({
      page: 'campaign-wizard',
      section: 'budget',
      draft: { ...good, budget: 20000, estimatedBudget: 80000 },
    }).suggestions;
    expect(first).toMatchObject({ id: 'budget-below-estimate', priority: 'high', category: 'action' });
    expect(first.description).toContain('PKR 20,000');
    expect(first.description).toContain('PKR 80,000');
    expect(first.description).toContain('25%');
  });

  test('when the script is over 25 seconds at 12 characters a second, then its length is flagged', () => {
    const script = `Jazz: call now. ${'Great minutes and data for the whole family this Eid. '.repeat(6)}`;
    expect(scriptSeconds(script)).toBeGreaterThan(25);
    const s = ruleSuggestions({
      page: 'campaign-wizard',
      section: 'creative',
      draft: { ...good, script },
    }).suggestions.find((x) => x.id === 'script-long');
    expect(s?.title).toBe(`Script runs about ${scriptSeconds(script)} seconds`);
    expect(s?.priority).toBe('medium'); // 26-30 s: over the ideal, still under the 30 s maximum
  });

  test('when the brand and the call to action come only at the end, then both are flagged with the ringback reason', () => {
    const script = 'This Eid, share more with the ones you love, with minutes and data for everyone. Jazz. Dial *123#.';
    const found = ids({ ...good, script }, 'campaign-wizard', 'creative');
    expect(found).toEqual(expect.arrayContaining(['brand-late', 'cta-late']));
    const brand = ruleSuggestions({
      page: 'campaign-wizard',
      section: 'creative',
      draft: { ...good, script },
    }).suggestions.find((x) => x.id === 'brand-late');
    expect(brand?.description).toMatch(/stops as soon as the call is answered/);
  });

  test('when cities, dates and slots are missing, then each is a high-priority action', () => {
    expect(ids({ ...good, cities: [], startDate: null, timeSlots: [] })).toEqual(
      expect.arrayContaining(['no-cities', 'no-dates', 'no-slots']),
    );
  });

  test('when the end date is before the start, then that is flagged', () => {
    expect(ids({ ...good, endDate: '2030-01-01' }, 'campaign-wizard', 'schedule')).toContain('dates-order');
  });

  test('when a section is given on the wizard, then only that section is checked', () => {
    expect(ids({ ...good, timeSlots: ['09-10'], budget: 1 }, 'campaign-wizard', 'schedule')).not.toContain(
      'budget-below-estimate',
    );
  });

  test('when there is no draft, then the page guide and the page tips come back', () => {
    const r = ruleSuggestions({ page: 'billing' });
    expect(r.suggestions.map((s) => s.id)).toEqual(['billing-invoices']);
    expect(r.contextualTips).toContain('VAT is 16% of the budget; the platform fee is 8%.');
  });

  test('when suggestions of several priorities come, then high ones come first', () => {
    const prios = ruleSuggestions({
      page: 'campaign-wizard',
      draft: { ...good, freqCapPerDay: 5, timeSlots: ['09-10'], cities: [] },
    }).suggestions.map((s) => s.priority);
    expect(prios).toEqual(
      [...prios].sort((a, b) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b)),
    );
  });
});
