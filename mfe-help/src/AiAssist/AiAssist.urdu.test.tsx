import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { englishWords } from '@rbt/test-kit/src/english-words';
import type { AiSuggestionsRequest, AiSuggestionsResponse } from '@rbt/contracts';
import ur from '../messages/ur.json';
import { AI_ANSWER_EN, detail, listItem, mswServer, renderHelp } from '../test-fixtures';
import { AiAssist } from './AiAssist';

const server = mswServer();

/** What svc-media's offline assistant answers, in the language the request names (svc-media/test/help-urdu.test.ts). */
const ANSWERS: Record<AiSuggestionsRequest['language'], AiSuggestionsResponse> = {
  en: AI_ANSWER_EN,
  ur: {
    suggestions: [
      {
        id: 'no-prime-time',
        title: 'پرائم ٹائم کا کوئی گھنٹہ نہیں چنا گیا',
        description: 'شام 6 سے رات 10 بجے کے درمیان ایک دو گھنٹے شامل کریں۔',
        priority: 'medium',
        category: 'tip',
      },
    ],
    contextualTips: ['پرائم ٹائم شام 6 سے رات 10 بجے تک ہے: عام وقت سے دگنی قیمت۔'],
  },
};

test('when the page is Urdu, then the assistant is asked in Urdu and its panel carries no English but the draft name', async () => {
  const asked: string[] = [];
  server.use(
    http.get('/api/campaigns', () => HttpResponse.json([listItem({ id: 'd1' })])),
    http.get('/api/campaigns/d1', () => HttpResponse.json(detail('d1'))),
    http.post('/api/help/ai-suggestions', async ({ request }) => {
      const { language } = (await request.json()) as AiSuggestionsRequest;
      asked.push(language);
      return HttpResponse.json(ANSWERS[language]);
    }),
  );
  renderHelp(<AiAssist page="campaign-wizard" section="schedule" campaignId={null} />, {
    language: 'ur',
    messages: ur,
    kitMessages: kitUr,
  });
  expect(await screen.findByText('پرائم ٹائم کا کوئی گھنٹہ نہیں چنا گیا')).toBeInTheDocument();
  expect(asked).toEqual(['ur']);
  // "Jazz Eid" is the advertiser's draft name; AI is the tab's brand word.
  expect(englishWords(screen.getByTestId('help-tab-ai'), ['Jazz', 'Eid'])).toEqual([]);
});
