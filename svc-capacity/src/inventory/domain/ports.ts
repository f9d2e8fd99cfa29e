/** The adapters' types the inventory's use cases are given (entry-points -> domain -> data-access). */
export type { CapacityRepository } from '../data-access/capacity-repository';
export type { Reservation, ReservationRepository } from '../data-access/reservation-repository';
