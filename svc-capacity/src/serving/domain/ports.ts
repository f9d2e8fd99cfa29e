/** The adapters' types the serving use cases are given (entry-points -> domain -> data-access). */
export type { ReservationRepository } from '../../inventory';
export type { ServingStore, TrackOutcome } from '../data-access/serving-store';
export type { SuppressionRepository } from '../data-access/suppression-repository';
export type { SuppressionStore } from '../data-access/suppression-store';
export type { ResponseRepository } from '../data-access/response-repository';
export type { SmscClient } from '../data-access/smsc-client';
export type { DeliveryCounts } from '../data-access/delivery-counts';
export type { AudioInfoClient } from '../data-access/audio-info-client';
export type { AudienceListClient } from '../data-access/audience-list-client';
