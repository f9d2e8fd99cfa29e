import { z } from 'zod';

/** Kafka topics, one per domain; a version bump means a new topic. */
export const TOPICS = {
  campaigns: 'campaigns.v1',
  capacity: 'capacity.v1',
  delivery: 'delivery.v1',
} as const;
export type TopicKey = keyof typeof TOPICS;

/** Envelope every event travels in: {eventId, eventName, aggregateId, occurredOn, data}. */
export function envelope<N extends string, D extends z.ZodTypeAny>(eventName: N, data: D) {
  return z.object({
    eventId: z.string().uuid(),
    eventName: z.literal(eventName),
    aggregateId: z.string().min(1),
    occurredOn: z.string().datetime(),
    /** W3C trace context of the request that caused the event (services' tracing; absent from older events). */
    traceparent: z.string().max(128).optional(),
    data,
  });
}

export type AnyEnvelope = {
  eventId: string;
  eventName: string;
  aggregateId: string;
  occurredOn: string;
  traceparent?: string;
  data: unknown;
};
