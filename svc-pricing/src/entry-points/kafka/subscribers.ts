import type { Deps } from '../../deps';

/** Kafka entry points of svc-pricing; handlers are named <Action>On<Event>. */
export async function startSubscribers(_deps: Deps): Promise<void> {}
