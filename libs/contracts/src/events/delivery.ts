import { servingEvents } from './serving';

/**
 * delivery.v1 carries each counted play (`ad.played`) and how far it was listened to (`ad.progressed`), from the
 * decision API's tracking. The simulator's aggregate batches (`impressions.delivered`) went with the simulator.
 */
export const deliveryEvents = { ...servingEvents } as const;
