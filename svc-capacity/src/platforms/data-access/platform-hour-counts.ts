import { Connection, Schema } from 'mongoose';
import { hourStartOf, type HourCounts, type HourIncrements } from '../domain/platform-report';

interface HourDoc {
  /** `<platformId>|<hour start, ms since the epoch>`. */
  _id: string;
  platformId: string;
  hour: Date;
  c: HourCounts;
}

const schema = new Schema<HourDoc>(
  { _id: String, platformId: String, hour: Date, c: { type: Schema.Types.Mixed, default: {} } },
  { versionKey: false, collection: 'platform_hour_counts', minimize: false },
);
schema.index({ platformId: 1, hour: 1 });

/**
 * Per-platform hourly counts in MongoDB (docs/operators.md "Reports"): durable, and every instance adds to the same
 * document with $inc, so several instances and restarts never lose or split a count. Responses are not copied here:
 * they are read from their own documents (one per counted press).
 */
export function platformHourCounts(mongo: Connection) {
  const Model = mongo.models.PlatformHourCount ?? mongo.model<HourDoc>('PlatformHourCount', schema);
  const Responses = mongo.collection('responses');
  return {
    add: async (increments: HourIncrements): Promise<void> => {
      if (increments.size === 0) return;
      await Model.bulkWrite(
        [...increments].map(([key, c]) => {
          const cut = key.lastIndexOf('|');
          const inc = Object.fromEntries(Object.entries(c).map(([f, n]) => [`c.${f}`, n]));
          return {
            updateOne: {
              filter: { _id: key },
              update: {
                $setOnInsert: { platformId: key.slice(0, cut), hour: new Date(Number(key.slice(cut + 1))) },
                $inc: inc,
              },
              upsert: true,
            },
          };
        }),
        { ordered: false },
      );
    },
    /** The stored counts of a platform's hours in [fromMs, toMs), by hour start. */
    between: async (platformId: string, fromMs: number, toMs: number): Promise<Map<number, HourCounts>> => {
      const docs = await Model.find({ platformId, hour: { $gte: new Date(fromMs), $lt: new Date(toMs) } }).lean<
        HourDoc[]
      >();
      return new Map(docs.map((d) => [d.hour.getTime(), d.c]));
    },
    /** Live (not sandbox) responses counted per hour start. */
    responsesPerHour: async (platformId: string, fromMs: number, toMs: number): Promise<Map<number, number>> => {
      // Bucketed here rather than in an aggregation: the local MongoDB-protocol server lacks some operators.
      const docs = Responses.find(
        { platformId, sandbox: false, pressedAt: { $gte: new Date(fromMs), $lt: new Date(toMs) } },
        { projection: { _id: 0, pressedAt: 1 } },
      );
      const out = new Map<number, number>();
      for await (const d of docs) {
        const h = hourStartOf((d.pressedAt as Date).getTime());
        out.set(h, (out.get(h) ?? 0) + 1);
      }
      return out;
    },
  };
}
export type PlatformHourCounts = ReturnType<typeof platformHourCounts>;
