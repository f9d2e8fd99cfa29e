import type { Model } from 'mongoose';
import type { AnyEnvelope } from '@rbt/contracts';
import type { OutboxSource } from './outbox-relay';

/**
 * A mongoose collection whose documents keep their pending events in an array (`outbox` unless named), as a
 * source for outboxRelay. The events are written by the same update as the state they report (the local
 * mongo-java-server has no multi-document transactions), so an event leaves exactly when its state exists.
 * One array per topic: a document reporting on two topics keeps two arrays, each with a relay of its own.
 * `sort` orders the documents of a round (svc-campaigns: oldest change first, `{ updatedAt: 1 }`).
 */
export function outboxSource(M: Model<any>, field = 'outbox', sort?: Record<string, 1 | -1>): OutboxSource {
  return {
    pending: async (limit) => {
      const docs = await M.find({ [`${field}.0`]: { $exists: true } })
        .select({ [field]: 1 })
        .sort(sort ?? {})
        .limit(limit)
        .lean<Record<string, unknown>[]>()
        .exec();
      return docs.map((d) => ({ _id: d._id as string, outbox: d[field] as AnyEnvelope[] }));
    },
    markSent: async (id, eventIds) => {
      await M.collection.updateOne(
        { _id: id as never },
        { $pull: { [field]: { eventId: { $in: eventIds } } } as never },
      );
    },
  };
}
