/**
 * Preload for a service process (`tsx --import ./libs/service-kit/src/tracing-preload.ts src/main.ts`, or
 * NODE_OPTIONS): the maintained instrumentations patch http, mongodb, ioredis and kafkajs, which only works
 * before those modules are first loaded. OTEL_SERVICE_NAME names the process.
 */
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { startTracing } from './tracing';

startTracing(process.env.OTEL_SERVICE_NAME ?? 'rbt');
registerInstrumentations({
  instrumentations: [
    new HttpInstrumentation(),
    new MongoDBInstrumentation(),
    new IORedisInstrumentation(),
    new KafkaJsInstrumentation(),
  ],
});
