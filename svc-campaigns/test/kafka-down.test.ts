import { call } from '@rbt/test-kit';
import { startTestServer } from './test-server';
import { alice, createDraft } from './fixtures';

// Port 1 refuses connections at once: Kafka is down for this service from the start.
const DOWN = { KAFKA_BROKERS: '127.0.0.1:1', KAFKA_START_WAIT_MS: '0', OUTBOX_RELAY_INTERVAL_MS: '200' };

describe('svc-campaigns with Kafka down at start', () => {
  it('when the broker cannot be reached, then the service starts, takes a write whose event waits in the outbox, and stops cleanly', async () => {
    const s = await startTestServer(DOWN);
    try {
      const health = await call(s.base, 'GET', '/health');
      expect(health.body.dependencies.kafka.status).toBe('down');
      const id = await createDraft(s.base, alice);
      const edit = await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: { name: 'Kafka down' } });
      expect(edit.status).toBe(200);
      // A relay round fails against the closed port and leaves the event where it was written.
      await s.deps.relay.runOnce();
      const pending = await s.deps.campaigns.outbox.pending(10);
      expect(pending.find((d) => d._id === id)?.outbox.map((e) => e.eventName)).toEqual(['campaign.updated']);
    } finally {
      await s.stop();
    }
  });
});
