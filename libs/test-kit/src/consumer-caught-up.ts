import { Kafka, logLevel } from 'kafkajs';
import { stackEnv } from './index';

/**
 * Waits until a consumer group has committed the end of every partition of `topic` (what it was sent is handled),
 * polling where a fixed wait would guess. `sendPending` runs before each look: while it answers true (it published
 * more), the look is skipped. Throws after `waitMs`.
 */
export async function consumerCaughtUp(
  topic: string,
  groupId: string,
  sendPending: () => Promise<boolean> = async () => false,
  waitMs = 60_000,
): Promise<void> {
  const admin = new Kafka({ brokers: stackEnv().KAFKA_BROKERS, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    for (const until = Date.now() + waitMs; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
      if (await sendPending()) continue;
      const [ends, committed] = await Promise.all([
        admin.fetchTopicOffsets(topic),
        admin.fetchOffsets({ groupId, topics: [topic] }),
      ]);
      const at = new Map((committed[0]?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
      if (ends.every((p) => Number(p.high) === 0 || at.get(p.partition) === Number(p.high))) return;
    }
    throw new Error(`${groupId} did not consume ${topic} in time`);
  } finally {
    await admin.disconnect();
  }
}
