import type { KafkaMessage } from 'kafkajs';
import { EVENT_REGISTRY, TopicKey } from '@rbt/contracts';
import type { Logger } from '../logger';

type Schema = { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: unknown } };

/** The zod schema of an event name on a topic (undefined: not registered there). */
export function schemaFor(topic: TopicKey, eventName: string): Schema | undefined {
  return (EVENT_REGISTRY[topic] as Record<string, Schema>)[eventName];
}

/**
 * A consumed message as its validated event, or undefined when it is to be skipped: not JSON or not matching its
 * schema (both logged), or an event the subscriber does not take (`wanted`), which is skipped silently.
 */
export function decodeEvent(
  topic: TopicKey,
  message: Pick<KafkaMessage, 'value' | 'offset'>,
  wanted: (eventName: string) => boolean,
  log: Logger,
): { name: string; event: unknown } | undefined {
  let raw: { eventName?: string };
  try {
    raw = JSON.parse(message.value?.toString('utf8') ?? 'null');
  } catch {
    log.error({ offset: message.offset }, 'skipping a message that is not JSON');
    return undefined;
  }
  const name = raw?.eventName;
  if (!name || !wanted(name)) return undefined;
  const r = schemaFor(topic, name)?.safeParse(raw);
  if (!r?.success) {
    log.error(
      { eventName: name, offset: message.offset, issues: r?.error },
      'skipping an event that does not match its schema',
    );
    return undefined;
  }
  return { name, event: r.data };
}
