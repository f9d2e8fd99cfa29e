import { Kafka, Producer, Consumer, Admin, logLevel, Partitioners, LogEntry } from 'kafkajs';
import { EVENT_REGISTRY, TOPICS, TopicKey, EventName, EventOf, AnyEventOf } from '@rbt/contracts';
import type { Logger } from '../logger';
import { ensureTopicsExist } from './ensure-topics';
import { contextFromHeaders, currentTraceparent, inSpan, SpanKind } from '../tracing';
import { consumerLag } from '../metrics';

export type Handler<E> = (event: E) => Promise<void>;
export type Handlers<T extends TopicKey> = { [N in EventName<T>]?: Handler<EventOf<T, N>> };

export interface EventBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** Prepended to every topic and group name; tests use it to get topics of their own. */
  topicPrefix?: string;
  /**
   * How long a consumer's fetch waits on the broker when no event is there (kafkajs' maxWaitTimeInMs, 5 s by
   * default); an event that arrives ends the wait at once. Disconnecting waits for the fetch under way, so a short
   * wait makes stopping quick (the test servers use 200 ms) at the cost of more idle fetches.
   */
  fetchWaitMs?: number;
}

function schemaFor(topic: TopicKey, eventName: string) {
  return (
    EVENT_REGISTRY[topic] as Record<
      string,
      { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: unknown } }
    >
  )[eventName];
}

/** Typed events over kafkajs: validated on produce and on consume, keyed by aggregate for per-aggregate order. */
export class EventBus {
  private readonly kafka: Kafka;
  private producer?: Producer;
  private admin?: Admin;
  private readonly consumers: Consumer[] = [];

  constructor(private readonly opts: EventBusOptions) {
    const log = opts.logger.child({ component: 'kafka' });
    this.kafka = new Kafka({
      clientId: opts.clientId,
      brokers: opts.brokers,
      logLevel: logLevel.WARN,
      retry: { retries: 5, initialRetryTime: 200 },
      logCreator: () => (entry: LogEntry) => {
        const { message, ...extra } = entry.log;
        if (entry.level <= logLevel.ERROR) log.error(extra, message);
        else log.warn(extra, message);
      },
    });
  }

  topicName(topic: TopicKey): string {
    return `${this.opts.topicPrefix ?? ''}${TOPICS[topic]}`;
  }

  /** Creates the topics (3 partitions) if missing; safe to call repeatedly. */
  async ensureTopics(topics: TopicKey[] = Object.keys(TOPICS) as TopicKey[]): Promise<void> {
    this.admin ??= this.kafka.admin();
    await this.admin.connect();
    await ensureTopicsExist(
      this.admin,
      topics.map((t) => this.topicName(t)),
    );
  }

  private async getProducer(): Promise<Producer> {
    if (!this.producer) {
      const p = this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      await p.connect();
      this.producer = p;
    }
    return this.producer;
  }

  /** Validates and sends events in order; resolves once the broker has acknowledged all of them. */
  async publish<T extends TopicKey>(topic: T, events: AnyEventOf<T> | AnyEventOf<T>[]): Promise<void> {
    const list = (Array.isArray(events) ? events : [events]) as Array<{
      eventName: string;
      aggregateId: string;
      traceparent?: string;
    }>;
    const messages = list.map((e) => {
      const schema = schemaFor(topic, e.eventName);
      if (!schema) throw new Error(`Event ${e.eventName} is not registered on ${TOPICS[topic]}`);
      const r = schema.safeParse(e);
      if (!r.success) throw new Error(`Event ${e.eventName} does not match its schema: ${JSON.stringify(r.error)}`);
      const traceparent = e.traceparent ?? currentTraceparent();
      return {
        key: e.aggregateId,
        value: JSON.stringify(r.data),
        headers: { eventName: e.eventName, ...(traceparent ? { traceparent } : {}) },
      };
    });
    const producer = await this.getProducer();
    await producer.send({ topic: this.topicName(topic), messages, acks: -1 });
  }

  /**
   * Runs handlers for a topic in a consumer group (one group per service). Invalid or unknown events are
   * logged and skipped; a failing handler is retried by kafkajs, so handlers must be safe to run twice.
   * `partitions` > 1 handles that many partitions at once: events of one aggregate share a partition, so they stay in
   * order, while different aggregates' events go side by side, as they would on several instances of the service.
   */
  async subscribe<T extends TopicKey>(
    topic: T,
    groupId: string,
    handlers: Handlers<T>,
    opts: { fromBeginning?: boolean; partitions?: number } = {},
  ): Promise<Consumer> {
    const log = this.opts.logger.child({ component: 'consumer', topic: TOPICS[topic], groupId });
    const consumer = this.kafka.consumer({
      groupId: `${this.opts.topicPrefix ?? ''}${groupId}`,
      retry: { retries: 8, initialRetryTime: 200 },
      maxWaitTimeInMs: this.opts.fetchWaitMs ?? 5000,
    });
    await consumer.connect();
    await consumer.subscribe({ topic: this.topicName(topic), fromBeginning: opts.fromBeginning ?? true });
    // kafkajs reports each batch's distance from the partition end: the consumer lag, per group and partition.
    consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
      consumerLag.set(
        { group: groupId, topic: TOPICS[topic], partition: String(payload.partition) },
        Number(payload.offsetLag),
      );
    });
    await consumer.run({
      partitionsConsumedConcurrently: opts.partitions ?? 1,
      eachMessage: async ({ message }) => {
        let raw: { eventName?: string };
        try {
          raw = JSON.parse(message.value?.toString('utf8') ?? 'null');
        } catch {
          log.error({ offset: message.offset }, 'skipping a message that is not JSON');
          return;
        }
        const name = raw?.eventName;
        const handler = name ? (handlers as Record<string, Handler<unknown> | undefined>)[name] : undefined;
        if (!name || !handler) return;
        const schema = schemaFor(topic, name);
        const r = schema?.safeParse(raw);
        if (!r?.success) {
          log.error(
            { eventName: name, offset: message.offset, issues: r?.error },
            'skipping an event that does not match its schema',
          );
          return;
        }
        // The consumer continues the trace of the request that wrote the event (the header the relay sent).
        await inSpan(
          `consume ${name}`,
          SpanKind.CONSUMER,
          contextFromHeaders(message.headers ?? {}),
          { 'rbt.consumer_group': groupId, 'messaging.destination.name': TOPICS[topic] },
          () => handler(r.data),
        );
      },
    });
    this.consumers.push(consumer);
    return consumer;
  }

  async health(): Promise<void> {
    this.admin ??= this.kafka.admin();
    await this.admin.connect();
    await this.admin.describeCluster();
  }

  async disconnect(): Promise<void> {
    await Promise.allSettled([
      ...this.consumers.map((c) => c.disconnect()),
      this.producer?.disconnect(),
      this.admin?.disconnect(),
    ]);
  }
}
