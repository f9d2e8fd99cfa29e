import { City, ReferenceName } from '@rbt/contracts';
import { call } from '@rbt/test-kit';
import { startTestServer } from './test-server';

describe('GET /api/reference', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());

  it.each(ReferenceName.options)(
    'when %s is fetched without identity, then 200 with a public Cache-Control and an ETag',
    async (name) => {
      const r = await call(s.base, 'GET', `/api/reference/${name}`);
      expect(r.status).toBe(200);
      expect(Array.isArray(r.body) && r.body.length).toBeGreaterThan(0);
      expect(r.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(r.headers.get('etag')).toMatch(/^".+"$/);
    },
  );

  it('when cities are fetched, then each parses as a City and Karachi leads', async () => {
    const r = await call(s.base, 'GET', '/api/reference/cities');
    expect(r.body.every((c: unknown) => City.safeParse(c).success)).toBe(true);
    expect(r.body[0].id).toBe('karachi');
  });

  it('when the ETag is sent back, then 304 without a body', async () => {
    const first = await call(s.base, 'GET', '/api/reference/time-slots');
    const again = await call(s.base, 'GET', '/api/reference/time-slots', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('when the index or an unknown collection is asked, then the names or a 404', async () => {
    expect((await call(s.base, 'GET', '/api/reference')).body).toEqual({ names: ReferenceName.options });
    expect((await call(s.base, 'GET', '/api/reference/planets')).status).toBe(404);
  });
});
