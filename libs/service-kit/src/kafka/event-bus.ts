import { Kafka, Producer, Consumer, Admin, logLevel, Partitioners, LogEntry } from 'kafkajs';
import { TOPICS, TopicKey, EventName, EventOf, AnyEventOf } from '@rbt/contracts';
import type { Logger } from '../logger';
import { ensureTopicsExist } from './ensure-topics';
import { decodeEvent, schemaFor } from './decode-event';
import { eachBatchOf } from './batch-runner';
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
  /**
   * Partitions a topic is created with, where not 3 (the delivery topic: as many as its consumers may run side by
   * side; config KAFKA_DELIVERY_PARTITIONS). An existing topic keeps its count: growing one is the operator's step.
   */
  partitions?: Partial<Record<TopicKey, number>>;
  /**
   * How long the group waits for a silent consumer (a killed instance) before its partitions go to the others
   * (kafkajs' sessionTimeout, 30 s by default); it heartbeats three times within it, at most every 3 s.
   */
  sessionTimeoutMs?: number;
}

/** Partitions of a topic without its own count: the local broker's num.partitions. */
const DEFAULT_PARTITIONS = 3;

/** Typed events over kafkajs: validated on produce and on consume, keyed by aggregate for per-aggregate order. */
export class EventBus {
  private readonly kafka: Kafka;
  private producer?: Producer;
  private admin?: Admin;
  private readonly consumers: Consumer[] = [];

  private readonly log: Logger;

  constructor(private readonly opts: EventBusOptions) {
    const log = opts.logger.child({ component: 'kafka' });
    this.log = log;
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

  /** How many partitions `topic` is made with (see EventBusOptions.partitions). */
  partitionsOf(topic: TopicKey): number {
    return this.opts.partitions?.[topic] ?? DEFAULT_PARTITIONS;
  }

  /** Creates the topics (partitionsOf each) if missing; safe to call repeatedly. */
  async ensureTopics(topics: TopicKey[] = Object.keys(TOPICS) as TopicKey[]): Promise<void> {
    this.admin ??= this.kafka.admin();
    await this.admin.connect();
    const byCount = new Map<number, TopicKey[]>();
    for (const t of topics) byCount.set(this.partitionsOf(t), [...(byCount.get(this.partitionsOf(t)) ?? []), t]);
    for (const [count, group] of byCount) {
      const names = group.map((t) => this.topicName(t));
      await ensureTopicsExist(this.admin, names, count);
      if (count === DEFAULT_PARTITIONS) continue;
      // A topic made before its count was configured keeps it: say so, since consumers beyond it would stay idle.
      const { topics: meta } = await this.admin.fetchTopicMetadata({ topics: names });
      for (const m of meta.filter((x) => x.partitions.length < count))
        this.log.warn(
          { topic: m.name, partitions: m.partitions.length, configured: count },
          'topic has fewer partitions than configured',
        );
    }
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

  /** A consumer of `topic` in `groupId`, connected and subscribed, reporting its lag per partition. */
  private async consumerOf(topic: TopicKey, groupId: string, fromBeginning = true): Promise<Consumer> {
    const consumer = this.kafka.consumer({
      groupId: `${this.opts.topicPrefix ?? ''}${groupId}`,
      retry: { retries: 8, initialRetryTime: 200 },
      maxWaitTimeInMs: this.opts.fetchWaitMs ?? 5000,
      sessionTimeout: this.opts.sessionTimeoutMs ?? 30_000,
      heartbeatInterval: Math.min(3000, Math.floor((this.opts.sessionTimeoutMs ?? 30_000) / 3)),
    });
    await consumer.connect();
    await consumer.subscribe({ topic: this.topicName(topic), fromBeginning });
    // kafkajs reports each batch's distance from the partition end: the consumer lag, per group and partition.
    consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
      consumerLag.set(
        { group: groupId, topic: TOPICS[topic], partition: String(payload.partition) },
        Number(payload.offsetLag),
      );
    });
    this.consumers.push(consumer);
    return consumer;
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
    const consumer = await this.consumerOf(topic, groupId, opts.fromBeginning);
    const wanted = (name: string) => (handlers as Record<string, Handler<unknown> | undefined>)[name];
    await consumer.run({
      partitionsConsumedConcurrently: opts.partitions ?? 1,
      eachMessage: async ({ message }) => {
        const decoded = decodeEvent(topic, message, (name) => !!wanted(name), log);
        if (!decoded) return;
        // The consumer continues the trace of the request that wrote the event (the header the relay sent).
        await inSpan(
          `consume ${decoded.name}`,
          SpanKind.CONSUMER,
          contextFromHeaders(message.headers ?? {}),
          { 'rbt.consumer_group': groupId, 'messaging.destination.name': TOPICS[topic] },
          () => wanted(decoded.name)!(decoded.event),
        );
      },
    });
    return consumer;
  }

  /**
   * Like subscribe, but the handler takes each fetched batch of a partition at once (the events of `names`, in
   * order, invalid ones skipped): for consumers that add many events up and write once per batch. The batch's
   * offsets are committed only after the handler resolved, so a crash mid-batch means the batch is delivered again
   * (to this instance or, after a rebalance, another): the handler must be safe to run twice (see batchConsumer).
   */
  async subscribeBatch<T extends TopicKey>(
    topic: T,
    groupId: string,
    names: readonly EventName<T>[],
    handler: Handler<AnyEventOf<T>[]>,
    opts: { fromBeginning?: boolean; partitions?: number } = {},
  ): Promise<Consumer> {
    const log = this.opts.logger.child({ component: 'consumer', topic: TOPICS[topic], groupId });
    const consumer = await this.consumerOf(topic, groupId, opts.fromBeginning);
    await consumer.run({
      partitionsConsumedConcurrently: opts.partitions ?? 1,
      eachBatchAutoResolve: false,
      eachBatch: eachBatchOf(topic, groupId, names, handler, log),
    });
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
