import { z } from 'zod';
import { TOPICS, TopicKey } from './envelope';
import { campaignEvents } from './campaigns';
import { capacityEvents } from './capacity';
import { deliveryEvents } from './delivery';

/** Every event that may travel on each topic: the bus validates against this on produce and on consume. */
export const EVENT_REGISTRY = {
  campaigns: campaignEvents,
  capacity: capacityEvents,
  delivery: deliveryEvents,
} as const satisfies Record<TopicKey, Record<string, z.ZodTypeAny>>;

export type Registry = typeof EVENT_REGISTRY;
export type EventName<T extends TopicKey> = keyof Registry[T] & string;
export type EventOf<T extends TopicKey, N extends EventName<T>> = Registry[T][N] extends z.ZodTypeAny
  ? z.infer<Registry[T][N]>
  : never;
export type AnyEventOf<T extends TopicKey> = { [N in EventName<T>]: EventOf<T, N> }[EventName<T>];

export { TOPICS };
