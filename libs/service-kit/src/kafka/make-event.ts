import crypto from 'node:crypto';
import type { EventName, EventOf, TopicKey } from '@rbt/contracts';
import { currentTraceparent } from '../tracing';

// Imported as `@rbt/service-kit/events`, not from the kit's index: the service shape lets only a service's
// domain/*-events.ts, the use case that saves them or a context's domain/lifecycle.ts make events
// (.dependency-cruiser.cjs, shape-events-made-only-in-events-modules-use-cases-or-lifecycle).

/**
 * Builds an envelope with a fresh event id and the time now, and the active trace's `traceparent`: the outbox keeps
 * it with the event, so the relay (which runs later, outside the request) still sends it on in a Kafka header.
 */
export function makeEvent<T extends TopicKey, N extends EventName<T>>(
  _topic: T,
  eventName: N,
  aggregateId: string,
  data: EventOf<T, N> extends { data: infer D } ? D : never,
  occurredOn = new Date(),
): EventOf<T, N> {
  const traceparent = currentTraceparent();
  return {
    eventId: crypto.randomUUID(),
    eventName,
    aggregateId,
    occurredOn: occurredOn.toISOString(),
    data,
    ...(traceparent ? { traceparent } : {}),
  } as EventOf<T, N>;
}
