import { advertiser, call } from '@rbt/test-kit';
import { startTestServer } from './test-server';

// Port 1 refuses connections at once: Kafka is down for this service from the start.
const DOWN = { KAFKA_BROKERS: '127.0.0.1:1', KAFKA_START_WAIT_MS: '0' };

describe('svc-pricing with Kafka down at start', () => {
  it('when the broker cannot be reached, then the service starts, answers, reports kafka down and stops cleanly', async () => {
    const s = await startTestServer(DOWN);
    try {
      const health = await call(s.base, 'GET', '/health');
      expect(health.body).toMatchObject({ status: 'degraded', dependencies: { kafka: { status: 'down' } } });
      expect(health.body.dependencies.mongodb.status).toBe('ok');
      const r = await call(s.base, 'GET', '/api/reference', { as: advertiser() });
      expect(r.status).toBe(200);
    } finally {
      await s.stop();
    }
  });
});
