import type { Deps } from '../../app';

/** Kafka entry points of svc-pricing; handlers are named <Action>On<Event>. */
export async function startSubscribers(_deps: Deps): Promise<void> {}
