import mongoose from 'mongoose';
import { addCalendarDays, karachiToday } from '@rbt/contracts';

/**
 * The one thing a browser test cannot wait for: the calendar passing a campaign's last day (the scheduler completes
 * a campaign the day after its end date, in Karachi). This moves the campaign's dates to yesterday in the e2e
 * portal's campaigns database, as if the days had passed; everything after it (the scheduler's move to completed,
 * the event, settlement, the credit note) runs as in production.
 */
export async function endDatePassed(campaignId: string): Promise<void> {
  const url = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
  const dbName = `${process.env.E2E_DB_PREFIX ?? ''}rbt_campaigns`;
  const conn = await mongoose.createConnection(url, { dbName, retryWrites: false }).asPromise();
  try {
    const yesterday = addCalendarDays(karachiToday(), -1);
    const r = await conn
      .collection<{ _id: string }>('campaigns')
      .updateOne({ _id: campaignId }, { $set: { 'schedule.startDate': yesterday, 'schedule.endDate': yesterday } });
    if (r.matchedCount !== 1) throw new Error(`campaign ${campaignId} not found in ${dbName}`);
  } finally {
    await conn.close();
  }
}
