import { Connection, Schema } from 'mongoose';

interface ShareDoc {
  /** The platform's id (the gateway's platform). */
  _id: string;
  platformName?: string;
  /** Each share with the Karachi month it applies from, oldest first. */
  shares: { fromMonth: string; pct: number }[];
}

const schema = new Schema<ShareDoc>(
  {
    _id: String,
    platformName: String,
    shares: [{ _id: false, fromMonth: String, pct: Number }],
  },
  { versionKey: false, collection: 'platform_revenue_shares' },
);

/**
 * The revenue share an admin configured per platform. A new share applies from the current month on, so a month's
 * statement reads the same however often it is downloaded later.
 */
export function revenueShareRepository(mongo: Connection) {
  const Model = mongo.models.PlatformRevenueShare ?? mongo.model<ShareDoc>('PlatformRevenueShare', schema);
  return {
    get: (platformId: string) =>
      Model.findById(platformId)
        .lean<ShareDoc>()
        .then((d) => d ?? null),
    all: () => Model.find().lean<ShareDoc[]>(),
    /** Sets the share from `fromMonth` on: a share set earlier for the same month is replaced. */
    set: async (platformId: string, fromMonth: string, pct: number, platformName?: string) => {
      await Model.updateOne(
        { _id: platformId },
        { $pull: { shares: { fromMonth: { $gte: fromMonth } } }, ...(platformName ? { $set: { platformName } } : {}) },
        { upsert: true },
      );
      await Model.updateOne({ _id: platformId }, { $push: { shares: { fromMonth, pct } } });
    },
  };
}
export type RevenueShareRepository = ReturnType<typeof revenueShareRepository>;
export type { ShareDoc };
