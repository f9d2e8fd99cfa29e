import type { Connection } from 'mongoose';
import type Redis from 'ioredis';
import { connectMongo } from './mongo';
import { createRedis } from './redis';
import { EventBus } from './kafka/event-bus';
import type { Logger } from './logger';

/** The keys every service (and the gateway) reads to reach MongoDB, Redis and Kafka. */
export interface InfraConfig {
  MONGO_URL: string;
  MONGO_DB: string;
  MONGO_SERVER_SELECTION_MS?: number;
  REDIS_URL: string;
  /** Seed nodes of a Redis Cluster; when set, used instead of REDIS_URL. */
  REDIS_CLUSTER_NODES?: string;
  KAFKA_BROKERS: string;
  KAFKA_TOPIC_PREFIX: string;
  /** Services only (the gateway consumes nothing); see EventBusOptions.fetchWaitMs. */
  KAFKA_FETCH_WAIT_MS?: number;
  /** Services only; see EventBusOptions.partitions. */
  KAFKA_DELIVERY_PARTITIONS?: number;
  /** Services only; see EventBusOptions.sessionTimeoutMs. */
  KAFKA_SESSION_TIMEOUT_MS?: number;
}

/** The three connections a composition root starts from. */
export interface Infra {
  mongo: Connection;
  redis: Redis;
  bus: EventBus;
}

/**
 * Connects MongoDB (awaited: a service without its database cannot answer), Redis and the event bus of `clientId`.
 * The bus connects lazily, so Kafka being down does not stop a service here (see startKafkaInBackground).
 */
export async function connectInfra(clientId: string, config: InfraConfig, logger: Logger): Promise<Infra> {
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB, config.MONGO_SERVER_SELECTION_MS);
  const redis = createRedis(config.REDIS_URL, config.REDIS_CLUSTER_NODES);
  const bus = new EventBus({
    brokers: config.KAFKA_BROKERS.split(','),
    clientId,
    logger,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    fetchWaitMs: config.KAFKA_FETCH_WAIT_MS,
    sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
    ...(config.KAFKA_DELIVERY_PARTITIONS ? { partitions: { delivery: config.KAFKA_DELIVERY_PARTITIONS } } : {}),
  });
  return { mongo, redis, bus };
}

/** Closes what connectInfra opened, Kafka first so no consumer handles an event after its database is gone. */
export async function closeInfra({ mongo, redis, bus }: Infra): Promise<void> {
  await bus.disconnect();
  redis.disconnect();
  await mongo.close();
}
