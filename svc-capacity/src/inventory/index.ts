/** What the other contexts may use of the inventory (the capacity grid, bookings and their cells). */
export { bookedPerCell, cellKey, cellStartMs, type Cell } from './domain/spread-booking';
export type { ReservationRepository } from './data-access/inventory-repository';
