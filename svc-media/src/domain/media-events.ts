import { makeEvent } from '@rbt/service-kit/events';
import type { EventOf } from '@rbt/contracts';

/**
 * The media.v1 events, made here only (the service shape: events are made in domain/*-events.ts). Each is written
 * into its record's outbox with the state it reports, and leaves through the outbox relay.
 */
export const audioReady = (audioId: string, data: EventOf<'media', 'audio.ready'>['data']) =>
  makeEvent('media', 'audio.ready', audioId, data);

export const audioRejected = (objectKey: string, data: EventOf<'media', 'audio.rejected'>['data']) =>
  makeEvent('media', 'audio.rejected', objectKey, data);
