import type { EachBatchHandler } from 'kafkajs';
import { TOPICS, type AnyEventOf, type EventName, type TopicKey } from '@rbt/contracts';
import type { Logger } from '../logger';
import { decodeEvent } from './decode-event';
import { contextFromHeaders, inSpan, SpanKind } from '../tracing';

/**
 * kafkajs' eachBatch for EventBus.subscribeBatch: the batch's valid events of `names`, in order, to the handler in
 * one span; the batch's last offset is resolved only after the handler, and kafkajs commits what was resolved once
 * eachBatch returns (autoCommit), so offsets never run ahead of the write.
 */
export function eachBatchOf<T extends TopicKey>(
  topic: T,
  groupId: string,
  names: readonly EventName<T>[],
  handler: (events: AnyEventOf<T>[]) => Promise<void>,
  log: Logger,
): EachBatchHandler {
  const wanted = new Set<string>(names);
  return async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
    // A partition taken away (rebalance) or rewound while this batch waited: its new position is read again.
    if (!isRunning() || isStale()) return;
    const events: AnyEventOf<T>[] = [];
    for (const m of batch.messages) {
      const decoded = decodeEvent(topic, m, (name) => wanted.has(name), log);
      if (decoded) events.push(decoded.event as AnyEventOf<T>);
    }
    if (events.length)
      await inSpan(
        `consume ${TOPICS[topic]} batch`,
        SpanKind.CONSUMER,
        contextFromHeaders(batch.messages[0]?.headers ?? {}),
        {
          'rbt.consumer_group': groupId,
          'messaging.destination.name': TOPICS[topic],
          'messaging.batch.message_count': String(events.length),
        },
        () => handler(events),
      );
    resolveOffset(batch.lastOffset());
    await heartbeat();
  };
}
