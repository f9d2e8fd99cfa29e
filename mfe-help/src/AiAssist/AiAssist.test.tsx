import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { AI_ANSWER_EN, detail, listItem, mswServer, renderHelp } from '../test-fixtures';
import { AiAssist } from './AiAssist';
import en from '../messages/en.json';

const AI_FAILED = en['help.ai.failed'];

const server = mswServer();

describe('AiAssist', () => {
  test('when the caller has a draft, then its targeting and budget are sent and the suggestions and tips show', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([listItem({ id: 'd1' })])),
      http.get('/api/campaigns/d1', () => HttpResponse.json(detail('d1'))),
      http.post('/api/help/ai-suggestions', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(AI_ANSWER_EN);
      }),
    );
    renderHelp(<AiAssist page="dashboard" section={null} campaignId={null} />);
    expect(await screen.findByText('No prime-time slots selected')).toBeInTheDocument();
    expect(screen.getByTestId('ai-tips')).toHaveTextContent('Prime time is 6-10 PM');
    expect(bodies).toEqual([
      {
        context: {
          page: 'dashboard',
          section: null,
          draft: expect.objectContaining({
            id: 'd1',
            cities: ['karachi'],
            timeSlots: ['09-10'],
            budget: 1000,
            estimatedBudget: 5000,
            script: 'Jazz: dial now',
          }),
        },
        language: 'en',
      },
    ]);
  });

  test('when the wizard names the campaign and section, then that draft and section are used', async () => {
    const bodies: { context: { section: string; draft: { id: string } } }[] = [];
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([listItem({ id: 'other' })])),
      http.get('/api/campaigns/w1', () => HttpResponse.json(detail('w1', { name: 'Wizard One' }))),
      http.post('/api/help/ai-suggestions', async ({ request }) => {
        bodies.push((await request.json()) as never);
        return HttpResponse.json(AI_ANSWER_EN);
      }),
    );
    renderHelp(<AiAssist page="campaign-wizard" section="schedule" campaignId="w1" />);
    await screen.findByText('No prime-time slots selected');
    expect(bodies[0].context.section).toBe('schedule');
    expect(bodies[0].context.draft.id).toBe('w1');
  });

  test('when there is no draft, then only the page is sent', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.post('/api/help/ai-suggestions', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ suggestions: [], contextualTips: [] });
      }),
    );
    renderHelp(<AiAssist page="billing" section={null} campaignId={null} />);
    await waitFor(() =>
      expect(bodies).toEqual([{ context: { page: 'billing', section: null, draft: null }, language: 'en' }]),
    );
  });

  test('when the request fails, then "Failed to fetch AI suggestions" shows and refresh asks again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/campaigns', () => HttpResponse.json([])),
      http.post('/api/help/ai-suggestions', () => {
        calls++;
        return new HttpResponse('bad gateway', { status: 502 });
      }),
    );
    renderHelp(<AiAssist page="dashboard" section={null} campaignId={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_FAILED);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh suggestions' }));
    await waitFor(() => expect(calls).toBe(2));
  });
});
