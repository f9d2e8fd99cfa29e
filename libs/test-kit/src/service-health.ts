import { call } from './http';

/** The checks every service owes the platform: /health over its real dependencies, and no entry without identity. */
export function describeServiceBasics(
  service: string,
  startServer: () => Promise<{ base: string; stop(): Promise<void> }>,
): void {
  describe(`${service} health and identity`, () => {
    let s: { base: string; stop(): Promise<void> };
    beforeAll(async () => {
      s = await startServer();
    });
    afterAll(() => s.stop());

    it('when asked for health, then MongoDB, Redis and Kafka are reported ok', async () => {
      const r = await call(s.base, 'GET', '/health');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ service, status: 'ok' });
      expect(Object.keys(r.body.dependencies).sort()).toEqual(['kafka', 'mongodb', 'redis']);
    });

    it('when a call reaches the service port without signed identity, then it is refused', async () => {
      expect((await call(s.base, 'GET', '/api/anything')).status).toBe(401);
    });
  });
}
