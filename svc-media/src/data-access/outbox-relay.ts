import type { Model } from 'mongoose';
import type { AnyEnvelope } from '@rbt/contracts';
import type { OutboxSource } from '@rbt/service-kit';

/** A mongoose collection whose documents keep pending events in `outbox`, as a source for the kit's relay. */
export function outboxSource(M: Model<any>): OutboxSource {
  return {
    pending: (limit) =>
      M.find({ 'outbox.0': { $exists: true } })
        .select({ outbox: 1 })
        .limit(limit)
        .lean<{ _id: string; outbox: AnyEnvelope[] }[]>()
        .exec(),
    markSent: async (id, eventIds) => {
      await M.collection.updateOne(
        { _id: id as never },
        { $pull: { outbox: { eventId: { $in: eventIds } } } as never },
      );
    },
  };
}
