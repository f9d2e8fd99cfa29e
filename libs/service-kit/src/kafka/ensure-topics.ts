import type { Admin } from 'kafkajs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Creates the missing topics and waits until every partition has a leader.
 * kafkajs' own `waitForLeaders` retries only LEADER_NOT_AVAILABLE, but a KRaft broker answers
 * UNKNOWN_TOPIC_OR_PARTITION for a moment after creation while its metadata catches up, which
 * made the first publish of a fresh test topic fail on busy machines. So we poll ourselves.
 */
export async function ensureTopicsExist(
  admin: Admin,
  topics: string[],
  numPartitions = 3,
  timeoutMs = 30_000,
): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const missing = topics.filter((t) => !existing.has(t));
  if (missing.length) {
    try {
      await admin.createTopics({ topics: missing.map((topic) => ({ topic, numPartitions })), waitForLeaders: false });
    } catch (err) {
      // Another process (a second service instance, a parallel test) may have created it first.
      if ((err as { type?: string }).type !== 'TOPIC_ALREADY_EXISTS' && !/already exists/i.test(String(err))) throw err;
    }
  }
  const deadline = Date.now() + timeoutMs;
  for (let delay = 50; ; delay = Math.min(delay * 2, 1000)) {
    try {
      const { topics: meta } = await admin.fetchTopicMetadata({ topics });
      const ready =
        meta.length === topics.length &&
        meta.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0));
      if (ready) return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    if (Date.now() > deadline)
      throw new Error(`Kafka topics ${topics.join(', ')} have no leaders after ${timeoutMs} ms`);
    await sleep(delay);
  }
}
