import { z } from 'zod';
import { createApp, createRouter, createLogger, listen, parseBody, Running } from '../src';
import { call, advertiser, TEST_INTERNAL_SECRET } from '@rbt/test-kit';

const Body = z
  .object({ name: z.string().min(1), cities: z.array(z.string()).min(1, 'Choose at least one city') })
  .strict();

describe('service app factory', () => {
  let running: Running;
  let base: string;
  beforeAll(async () => {
    const router = createRouter();
    router.post('/things', (ctx) => {
      const b = parseBody(ctx, Body);
      ctx.status = 201;
      ctx.body = { ...b, by: ctx.state.caller.id };
    });
    router.get('/boom', () => {
      throw new Error('kaput');
    });
    const app = createApp({
      name: 'svc-test',
      logger: createLogger('t', 'silent'),
      internalSecret: TEST_INTERNAL_SECRET,
      routers: [router],
      health: { fake: async () => undefined },
    });
    running = await listen(app, 0);
    base = `http://127.0.0.1:${running.port}`;
  });
  afterAll(() => running.close());

  it('when a call has no signed identity, then it gets 401 in the shared format', async () => {
    const r = await call(base, 'POST', '/things', { body: { name: 'x', cities: ['karachi'] } });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: { code: 'unauthorized', message: '401: Unauthorized' } });
  });

  it('when the body breaks the schema, then 400 names the field path and the message', async () => {
    const r = await call(base, 'POST', '/things', { as: advertiser(), body: { name: 'x', cities: [] } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('cities: Choose at least one city');
    expect(r.body.error.details).toEqual([{ path: 'cities', message: 'Choose at least one city' }]);
  });

  it('when unknown fields are sent to a strict schema, then they are refused', async () => {
    const r = await call(base, 'POST', '/things', {
      as: advertiser(),
      body: { name: 'x', cities: ['a'], status: 'live' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
  });

  it('when 20,000 unknown fields are sent to a strict schema, then the 400 names the first five and stays small', async () => {
    const body: Record<string, unknown> = { name: 'x', cities: ['a'] };
    for (let i = 0; i < 20_000; i += 1) body[`k${i}`] = 1;
    const r = await call(base, 'POST', '/things', { as: advertiser(), body });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe("Unrecognized key(s) in object: 'k0', 'k1', 'k2', 'k3', 'k4' and 19995 more");
    expect(JSON.stringify(r.body).length).toBeLessThan(1000);
  });

  it('when the body has hundreds of bad fields, then at most twenty are listed and the rest counted', async () => {
    const r = await call(base, 'POST', '/things', {
      as: advertiser(),
      body: { name: 'x', cities: Array.from({ length: 500 }, () => 1) },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.details).toHaveLength(21);
    expect(r.body.error.details[20]).toEqual({ path: '', message: 'and 480 more problems' });
  });

  it('when the call is valid, then the handler sees the caller and a request id comes back', async () => {
    const r = await call(base, 'POST', '/things', {
      as: advertiser('u9'),
      body: { name: 'x', cities: ['a'] },
      headers: { 'x-request-id': 'req-1' },
    });
    expect(r.status).toBe(201);
    expect(r.body.by).toBe('u9');
    expect(r.headers.get('x-request-id')).toBe('req-1');
  });

  it('when a handler crashes, then 500 hides the internals; health answers without identity', async () => {
    const r = await call(base, 'GET', '/boom', { as: advertiser() });
    expect(r.status).toBe(500);
    expect(JSON.stringify(r.body)).not.toContain('kaput');
    const h = await call(base, 'GET', '/health');
    expect(h.body).toMatchObject({ service: 'svc-test', status: 'ok' });
  });
});
