import type { Connection } from 'mongoose';
import type { CollectionIndex } from '@rbt/service-kit';
import type { ReportFrequency } from '@rbt/contracts';

/** One campaign's report schedule (`_id` the campaign id): at most one per campaign. */
export interface StoredReportSchedule {
  _id: string;
  ownerId: string;
  frequency: ReportFrequency;
  recipients: string[];
  /** When the next report is due; moved on only once that report's emails are queued. */
  nextAt: Date;
  /** While in the future, one instance is making the due report (claimed atomically); a crashed one's runs out. */
  leaseUntil: Date | null;
}

/** The due scan reads schedules by their next time. */
export const reportScheduleIndexes: CollectionIndex[] = [{ collection: 'report_schedules', key: { nextAt: 1 } }];

export function reportScheduleRepository(conn: Connection) {
  const col = conn.db!.collection<StoredReportSchedule>('report_schedules');
  return {
    get: (campaignId: string) => col.findOne({ _id: campaignId }),
    async save(s: Omit<StoredReportSchedule, 'leaseUntil'>): Promise<void> {
      const { _id, ...rest } = s;
      await col.updateOne({ _id }, { $set: { ...rest, leaseUntil: null } }, { upsert: true });
    },
    remove: async (campaignId: string) => void (await col.deleteOne({ _id: campaignId })),
    /** Claims one due schedule with a lease in the same atomic update, so two instances never make one report. */
    claimDue: (now: Date, leaseMs: number) =>
      col.findOneAndUpdate(
        { nextAt: { $lte: now }, $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] },
        { $set: { leaseUntil: new Date(now.getTime() + leaseMs) } },
        { sort: { nextAt: 1 }, returnDocument: 'after' },
      ),
    /** The report of `ranFor` is queued: the next one is due at `nextAt` (unless the owner changed it meanwhile). */
    async done(campaignId: string, ranFor: Date, nextAt: Date): Promise<void> {
      await col.updateOne({ _id: campaignId, nextAt: ranFor }, { $set: { nextAt, leaseUntil: null } });
    },
  };
}

export type ReportScheduleRepository = ReturnType<typeof reportScheduleRepository>;
