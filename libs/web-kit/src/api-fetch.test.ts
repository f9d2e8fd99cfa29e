import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { apiFetch, isUnauthorizedError } from './api-fetch';
import { UNAUTHORIZED_EVENT } from './events';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function captureRequest(method: 'get' | 'post', path: string, reply: () => Response) {
  const seen: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

describe('apiFetch', () => {
  test('when the answer is 200 with JSON, then it resolves to the parsed body', async () => {
    server.use(http.get('/api/campaigns', () => HttpResponse.json([{ id: 'c1' }])));
    await expect(apiFetch('/api/campaigns')).resolves.toEqual([{ id: 'c1' }]);
  });

  test('when a body is given, then it is sent as JSON with a JSON content type', async () => {
    const seen = captureRequest('post', '/api/campaigns', () => HttpResponse.json({ id: 'c9' }, { status: 201 }));
    await apiFetch('/api/campaigns', { method: 'POST', body: { name: 'Eid', objective: 'awareness' } });
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    await expect(seen[0].json()).resolves.toEqual({ name: 'Eid', objective: 'awareness' });
  });

  test('when there is no body, then no content type header is sent', async () => {
    const seen = captureRequest('get', '/api/campaigns', () => HttpResponse.json([]));
    await apiFetch('/api/campaigns');
    expect(seen[0].headers.has('content-type')).toBe(false);
  });

  test('when the answer is not a success, then the error message is "<status>: <body text>"', async () => {
    server.use(http.get('/api/campaigns/x', () => new HttpResponse('campaign not found', { status: 404 })));
    await expect(apiFetch('/api/campaigns/x')).rejects.toThrow(new Error('404: campaign not found'));
  });

  test('when a failing answer has an empty body, then the message falls back to the status text', async () => {
    server.use(
      http.get('/api/campaigns', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiFetch('/api/campaigns')).rejects.toThrow('503: Service Unavailable');
  });

  test('when the answer is 401, then it fails and announces rbt:unauthorized on window', async () => {
    server.use(http.get('/api/campaigns', () => new HttpResponse('Unauthorized', { status: 401 })));
    const listener = jest.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    const error = await apiFetch('/api/campaigns').catch((e: unknown) => e);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('when the answer is 401 and nullOn401 is set, then it resolves to null without the event', async () => {
    server.use(http.get('/api/auth/user', () => new HttpResponse('Unauthorized', { status: 401 })));
    const listener = jest.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    const user = await apiFetch('/api/auth/user', { nullOn401: true });
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
    expect(user).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  test('when a schema is given and the answer does not match it, then it fails', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ id: 7 })));
    await expect(apiFetch('/api/thing', { schema: z.object({ id: z.string() }) })).rejects.toThrow(/Expected string/);
  });

  test('when it calls, then credentials are included', async () => {
    const spy = jest.spyOn(globalThis, 'fetch');
    server.use(http.get('/api/campaigns', () => HttpResponse.json([])));
    await apiFetch('/api/campaigns');
    expect(spy.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
    spy.mockRestore();
  });
});
