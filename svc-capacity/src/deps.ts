import type { OutboxRelay, ServiceDeps } from '@rbt/service-kit';
import type { Config } from './config';
import type { CapacityRepository } from './data-access/capacity-repository';
import type { ReservationRepository } from './data-access/reservation-repository';

/** The repositories the use cases reach MongoDB through. */
export interface Repos {
  slots: CapacityRepository;
  reservations: ReservationRepository;
}

/**
 * Everything compose() builds once. It lives in its own file (not app.ts) so route, consumer and job files can
 * import the type without an import circle back through app.ts.
 */
export interface Deps extends ServiceDeps<Config>, Repos {
  /** capacity.v1 and delivery.v1 events leave the reservation documents through these. */
  relays: OutboxRelay[];
  /** Called after every write that queued events, so the relays send them without waiting for their timer. */
  afterWrite: () => void;
}
