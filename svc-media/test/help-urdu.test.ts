import { call, advertiser } from '@rbt/test-kit';
import { LATIN_ALLOWED } from '@rbt/test-kit/src/english-words';
import { AiSuggestionsResponse, HelpPageKey, HelpSection, type HelpContext } from '@rbt/contracts';
import { startTestServer } from './test-server';
import { startOpenAiStub } from './openai-stub';

const alice = advertiser('alice');
const base = {
  name: 'Jazz Eid Offer',
  cities: ['karachi', 'lahore'],
  freqCapPerDay: 2,
  startDate: '2030-01-10',
  endDate: '2030-01-16',
  timeSlots: ['18-19'],
  creativeType: 'tts',
  script: 'Jazz brings you Eid offers! Dial *123# now.',
  speed: 1,
};
const long = 'Great offers on every phone and every bundle this winter season for the whole family. '.repeat(5);
/** Contexts between them raising every suggestion the rule engine has, and every page's and section's tips. */
const CONTEXTS: HelpContext[] = [
  ...HelpPageKey.options.map((page) => ({ page })),
  ...HelpSection.options.map((section) => ({ page: 'campaign-wizard' as const, section })),
  {
    page: 'campaign-wizard',
    section: null,
    draft: { ...base, cities: [], freqCapPerDay: 5, startDate: null, timeSlots: [], script: '' },
  },
  {
    page: 'campaign-wizard',
    section: null,
    draft: { ...base, cities: ['quetta'], estimatedReach: 12_345, startDate: '2030-02-01', timeSlots: ['09-10'] },
  },
  { page: 'campaign-wizard', section: 'creative', draft: { ...base, script: `${long} Jazz` } },
  { page: 'campaign-wizard', section: 'creative', draft: { ...base, script: 'Great bundles for the family.' } },
  { page: 'campaign-wizard', section: 'budget', draft: { ...base, budget: 1_250_000, estimatedBudget: 3_400_000 } },
];
/** Brand names (from the draft's name and script) and units are read as they are on an Urdu page. */
const ALLOWED = new Set([...LATIN_ALLOWED, 'PDF', 'Jazz']);

describe('POST /api/help/ai-suggestions in the page language', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer({ OPENAI_API_KEY: '' });
  });
  afterAll(() => s.stop());
  const ask = async (context: HelpContext, language?: string) => {
    const r = await call(s.base, 'POST', '/api/help/ai-suggestions', { as: alice, body: { context, language } });
    expect(r.status).toBe(200);
    return AiSuggestionsResponse.parse(r.body);
  };

  it('when asked in Urdu, then every suggestion and tip is Urdu: no Latin word but brand names and units, Western digits', async () => {
    const ids = new Set<string>();
    for (const context of CONTEXTS) {
      const answer = await ask(context, 'ur');
      const english = await ask(context, 'en');
      // The same advice in the other language: same ids, order, weights.
      expect(answer.suggestions.map(({ id, priority, category }) => ({ id, priority, category }))).toEqual(
        english.suggestions.map(({ id, priority, category }) => ({ id, priority, category })),
      );
      answer.suggestions.forEach((x) => ids.add(x.id));
      const texts = [...answer.suggestions.flatMap((x) => [x.title, x.description]), ...answer.contextualTips];
      for (const text of texts) {
        expect({ text, latin: (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => !ALLOWED.has(w)) }).toEqual({
          text,
          latin: [],
        });
        expect(text).not.toMatch(/[۰-۹٠-٩]/);
        expect(text).toMatch(/[\u0600-\u06FF]/);
      }
    }
    // Every rule of the engine was worded in Urdu above.
    expect(ids.size).toBe(21);
  });

  it('when asked in Urdu, then figures read the Pakistani way: lakhs, Urdu month names, prime time by the day', async () => {
    const budget = await ask(CONTEXTS.at(-1)!, 'ur');
    expect(budget.suggestions[0].description).toContain('PKR 12,50,000');
    expect(budget.suggestions[0].description).toContain('PKR 34,00,000');
    expect(budget.suggestions[0].description).toContain('37 فیصد');
    const dates = await ask(CONTEXTS.at(-4)!, 'ur');
    expect(dates.suggestions.find((x) => x.id === 'dates-order')!.description).toMatch(/1 فروری،? 2030/);
    const schedule = await ask({ page: 'campaign-wizard', section: 'schedule' }, 'ur');
    expect(schedule.contextualTips[0]).toBe('پرائم ٹائم شام 6 سے رات 10 بجے تک ہے: عام وقت سے دگنی قیمت۔');
  });

  it('when an Urdu script asks callers to act, then no "add a call to action" is suggested', async () => {
    const draft = { ...base, name: 'کریم کلینک', script: 'کریم کلینک: آج ہی کال کریں، مفت مشورہ!' };
    const answer = await ask({ page: 'campaign-wizard', section: 'creative', draft }, 'ur');
    expect(answer.suggestions.map((x) => x.id)).not.toContain('cta-late');
  });

  it('when no language is sent, then the answer is the English one, as before', async () => {
    for (const context of CONTEXTS) expect(await ask(context)).toEqual(await ask(context, 'en'));
    const budget = await ask(CONTEXTS.at(-1)!);
    expect(budget.suggestions[0].description).toBe(
      'Your budget of PKR 1,250,000 covers about 37% of the estimated PKR 3,400,000. Raise it, shorten the dates or narrow the audience, or fewer people will hear the ad.',
    );
  });

  it('when the language is not one the portal speaks, then 400 names the field', async () => {
    const r = await call(s.base, 'POST', '/api/help/ai-suggestions', {
      as: alice,
      body: { context: { page: 'dashboard' }, language: 'fr' },
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.error.details)).toContain('language');
  });
});

describe('POST /api/help/ai-suggestions with a model, in the page language', () => {
  let model: Awaited<ReturnType<typeof startOpenAiStub>>;
  let s: Awaited<ReturnType<typeof startTestServer>>;
  // The system prompt of each call the model got.
  const prompts = () => model.seen.map((c) => c.body.messages[0].content as string);
  beforeAll(async () => {
    // The model answers a valid empty answer.
    model = await startOpenAiStub(() => JSON.stringify({ suggestions: [], contextualTips: [] }));
    s = await startTestServer({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: model.url,
      OPENAI_HELP_MODEL: 'gpt-test',
    });
  });
  afterAll(async () => {
    await s.stop();
    await model.stop();
  });

  it('when asked in Urdu, then the model is told to write in Urdu; in English, in English', async () => {
    for (const language of ['ur', 'en'])
      await call(s.base, 'POST', '/api/help/ai-suggestions', {
        as: alice,
        body: { context: { page: 'dashboard' }, language },
      });
    expect(prompts()[0]).toMatch(/Write every title, description and tip in Urdu/);
    expect(prompts()[1]).toMatch(/Write every title, description and tip in English\.$/);
  });
});
