/** The adapters' types the inventory use cases are given (entry-points -> domain -> data-access; .dependency-cruiser.cjs). */
export type { CapacityRepository } from '../data-access/capacity-repository';
export type { Reservation, ReservationRepository } from '../data-access/reservation-repository';
