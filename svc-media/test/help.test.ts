import { call, advertiser } from '@rbt/test-kit';
import { AiSuggestionsResponse } from '@rbt/contracts';
import { startTestServer } from './test-server';
import { startOpenAiStub } from './openai-stub';

const alice = advertiser('alice');
const draft = { name: 'Jazz Eid', cities: ['karachi'], timeSlots: ['09-10'], budget: 1000, estimatedBudget: 5000 };

describe('POST /api/help/ai-suggestions', () => {
  describe('without OPENAI_API_KEY', () => {
    let s: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      s = await startTestServer({ OPENAI_API_KEY: '' });
    });
    afterAll(() => s.stop());

    it('when a draft is sent, then the rule engine answers in the contract shape', async () => {
      const r = await call(s.base, 'POST', '/api/help/ai-suggestions', {
        as: alice,
        body: { context: { page: 'campaign-wizard', section: null, draft } },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-help-source')).toBe('rules');
      const body = AiSuggestionsResponse.parse(r.body);
      expect(body.suggestions.map((x) => x.id)).toEqual(
        expect.arrayContaining(['budget-below-estimate', 'no-prime-time']),
      );
    });

    it('when the page key is unknown to the contract or there is no caller, then 400 and 401', async () => {
      expect(
        (await call(s.base, 'POST', '/api/help/ai-suggestions', { as: alice, body: { context: { page: 'nowhere' } } }))
          .status,
      ).toBe(400);
      expect(
        (await call(s.base, 'POST', '/api/help/ai-suggestions', { body: { context: { page: 'dashboard' } } })).status,
      ).toBe(401);
    });
  });

  describe('with OPENAI_API_KEY, against a local stub', () => {
    let answer = '';
    let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
    let s: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      stub = await startOpenAiStub(() => answer);
      s = await startTestServer({
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: stub.url,
        OPENAI_HELP_MODEL: 'gpt-test',
      });
    });
    afterAll(async () => {
      await s.stop();
      await stub.stop();
    });

    it('when the model answers in the schema, then its suggestions are passed on and it was sent only the context', async () => {
      answer = JSON.stringify({
        suggestions: [
          {
            id: 'm1',
            title: 'Add an evening slot',
            description: 'Calls peak 6-10 PM.',
            priority: 'high',
            category: 'tip',
          },
        ],
        contextualTips: ['Keep it short.'],
      });
      const r = await call(s.base, 'POST', '/api/help/ai-suggestions', {
        as: alice,
        body: { context: { page: 'campaign-wizard', section: 'schedule', draft } },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-help-source')).toBe('openai');
      expect(r.body.suggestions[0].title).toBe('Add an evening slot');
      const sent = stub.seen.at(-1)!;
      expect(sent.path).toBe('/v1/chat/completions');
      expect(sent.body.model).toBe('gpt-test');
      expect(JSON.parse(sent.body.messages[1].content)).toEqual({
        page: 'campaign-wizard',
        section: 'schedule',
        draft,
      });
    });

    it.each([
      [
        'a wrong priority',
        JSON.stringify({
          suggestions: [{ id: 'm1', title: 't', description: 'd', priority: 'urgent', category: 'tip' }],
          contextualTips: [],
        }),
      ],
      ['missing tips', JSON.stringify({ suggestions: [] })],
      ['prose instead of JSON', 'Sure! Here are some ideas: ...'],
    ])(
      'when the model answers with %s, then it is refused with a 502 and nothing of it is passed on',
      async (_l, bad) => {
        answer = bad;
        const r = await call(s.base, 'POST', '/api/help/ai-suggestions', {
          as: alice,
          body: { context: { page: 'dashboard' } },
        });
        expect(r.status).toBe(502);
        expect(r.body.error.message).toBe('The AI assistant gave an answer that could not be used');
        expect(JSON.stringify(r.body)).not.toContain('urgent');
      },
    );
  });
});
